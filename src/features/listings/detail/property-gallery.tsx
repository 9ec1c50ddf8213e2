import { ActionIcon, Box, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { DetailImage } from '../api/get-property';
import { galleryPhoto, PLACEHOLDER_IMAGE } from '../listing-photos';

/** Horizontal travel (px) that counts as a swipe. */
const SWIPE_DISTANCE = 40;

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

/** The listing's photos: the current one large, previous/next controls, thumbnails below. */
export function PropertyGallery({ images, title }: { images: DetailImage[]; title: string }) {
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<{ x: number; y: number; id: number } | null>(null);
  const count = images.length;
  const current = count > 0 ? images[Math.min(index, count - 1)] : undefined;

  const go = (delta: number) => {
    if (count < 2) return;
    setIndex((i) => (i + delta + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeStart.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  if (!current) {
    return (
      <Image src={PLACEHOLDER_IMAGE} alt="No photo available" h={420} w="100%" fit="cover" radius="md" width={1200} height={800} fetchPriority="high" />
    );
  }

  const position = Math.min(index, count - 1);
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="property-gallery"
      style={{ outlineOffset: 4 }}
    >
      <Box
        pos="relative"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        style={{ touchAction: 'pan-y', userSelect: 'none' }}
      >
        <Image
          {...galleryPhoto(current)}
          fallbackSrc={PLACEHOLDER_IMAGE}
          alt={`Photo ${position + 1} of ${count}: ${title}`}
          h={{ base: 260, sm: 420 }}
          w="100%"
          fit="cover"
          radius="md"
          width={1200}
          height={800}
          // The page's largest paint: fetched ahead of scripts and the thumbnails.
          fetchPriority="high"
          draggable={false}
          data-testid="gallery-main-image"
        />
        {count > 1 && (
          <>
            <ActionIcon
              variant="white"
              color="dark"
              size="lg"
              radius="xl"
              aria-label="Previous image"
              onClick={() => go(-1)}
              pos="absolute"
              left={12}
              top="50%"
              style={{ transform: 'translateY(-50%)', boxShadow: 'var(--mantine-shadow-sm)' }}
            >
              <Chevron direction="left" />
            </ActionIcon>
            <ActionIcon
              variant="white"
              color="dark"
              size="lg"
              radius="xl"
              aria-label="Next image"
              onClick={() => go(1)}
              pos="absolute"
              right={12}
              top="50%"
              style={{ transform: 'translateY(-50%)', boxShadow: 'var(--mantine-shadow-sm)' }}
            >
              <Chevron direction="right" />
            </ActionIcon>
            <Text
              size="xs"
              c="white"
              bg="rgba(0,0,0,0.6)"
              px={8}
              py={2}
              pos="absolute"
              bottom={10}
              right={10}
              style={{ borderRadius: 12 }}
              aria-live="polite"
              data-testid="gallery-position"
            >
              {position + 1} / {count}
            </Text>
          </>
        )}
      </Box>
      {count > 1 && (
        <Group gap="xs" mt="xs" wrap="nowrap" style={{ overflowX: 'auto' }} role="group" aria-label="Thumbnails">
          {images.map((image, i) => (
            <UnstyledButton
              key={image.id ?? image.image_url}
              onClick={() => setIndex(i)}
              aria-label={`Show image ${i + 1} of ${count}`}
              aria-current={i === position ? 'true' : undefined}
              style={{
                flex: '0 0 auto',
                borderRadius: 6,
                outline: i === position ? '3px solid var(--mantine-color-teal-7)' : '1px solid var(--mantine-color-gray-3)',
                outlineOffset: i === position ? 1 : 0,
                opacity: i === position ? 1 : 0.75,
              }}
            >
              <Image src={image.image_url} fallbackSrc={PLACEHOLDER_IMAGE} alt="" w={96} h={64} fit="cover" radius={6} width={96} height={64} loading="lazy" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Box>
  );
}
