import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from '@/features/listings/video-url';
import { contentSecurityPolicy } from '@/server/security-headers';

const directive = (name: string) =>
  contentSecurityPolicy('http://127.0.0.1:54321')
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('Content-Security-Policy', () => {
  it("frames the video tour's privacy-enhanced players, and no other video origin", () => {
    const frames = directive('frame-src');
    for (const video of [{ provider: 'youtube', id: 'dQw4w9WgXcQ' }, { provider: 'vimeo', id: '76979871' }] as const) {
      expect(frames).toContain(new URL(videoEmbedUrl(video)).origin);
    }
    expect(frames).not.toContain('https://www.youtube.com');
    expect(frames).toContain('https://checkout.stripe.com');
    // The page itself still may not be framed.
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
  });
});
