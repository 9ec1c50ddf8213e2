import '@mantine/core/styles/AspectRatio.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { AspectRatio, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { parseVideoUrl, videoEmbedUrl } from '../video-url';

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * The listing's video tour. Nothing is loaded from the video site until the visitor presses play
 * (no cookies, no requests before then); the player is then the privacy-enhanced one.
 */
export function VideoTour({ videoUrl, title }: { videoUrl: string | null | undefined; title: string }) {
  const { t } = useLingui();
  const [playing, setPlaying] = useState(false);
  const video = videoUrl ? parseVideoUrl(videoUrl) : null;
  if (!video) return null;
  const provider = PROVIDER_NAMES[video.provider];
  return (
    <Stack gap="xs" component="section" aria-labelledby="video-tour-heading">
      <Title order={2} fz="xl" id="video-tour-heading">
        <Trans>Video tour</Trans>
      </Title>
      <AspectRatio ratio={16 / 9} maw="100%">
        {playing ? (
          <iframe
            src={videoEmbedUrl(video)}
            title={t`Video tour of ${title}`}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            style={{ border: 0, borderRadius: 'var(--mantine-radius-md)' }}
          />
        ) : (
          <Stack
            align="center"
            justify="center"
            gap="xs"
            p="md"
            bg="dark.7"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            data-testid="video-placeholder"
          >
            <Button size="md" onClick={() => setPlaying(true)} aria-label={t`Play the video tour of ${title}`}>
              <Trans>▶ Play video tour</Trans>
            </Button>
            <Text size="xs" c="gray.3" ta="center" maw={320}>
              <Trans>Plays from {provider} in its privacy-enhanced mode; nothing loads from there until you press play.</Trans>
            </Text>
          </Stack>
        )}
      </AspectRatio>
    </Stack>
  );
}
