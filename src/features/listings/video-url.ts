// A listing's video tour: YouTube or Vimeo only (the database's video_url CHECK), embedded through
// their privacy-enhanced players, which set no tracking cookies before the visitor plays.

export interface VideoRef {
  provider: 'youtube' | 'vimeo';
  id: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;

/** The video a link points to, or null when it is not a YouTube or Vimeo video link. */
export function parseVideoUrl(text: string): VideoRef | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const path = url.pathname.replace(/\/$/, '');
  if (['youtube.com', 'www.youtube.com', 'm.youtube.com'].includes(host) && path === '/watch') {
    const id = url.searchParams.get('v') ?? '';
    return YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;
  }
  if (host === 'youtu.be') {
    const id = path.slice(1);
    return YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;
  }
  if (host === 'vimeo.com' || host === 'www.vimeo.com') {
    const id = path.slice(1);
    return VIMEO_ID.test(id) ? { provider: 'vimeo', id } : null;
  }
  return null;
}

/** The one form the database stores (its CHECK accepts it): a link's tracking and start-time parameters go. */
export function canonicalVideoUrl(video: VideoRef): string {
  return video.provider === 'youtube' ? `https://www.youtube.com/watch?v=${video.id}` : `https://vimeo.com/${video.id}`;
}

/** The privacy-enhanced player's address, playing at once (it is loaded only when the visitor presses play). */
export function videoEmbedUrl(video: VideoRef): string {
  return video.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${video.id}?dnt=1&autoplay=1`;
}

