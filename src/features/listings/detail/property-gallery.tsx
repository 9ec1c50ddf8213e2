import '@mantine/core/styles/Tabs.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Group, Image, Tabs, Text, UnstyledButton, useDirection } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { LazyModal } from '@/components/lazy-overlays';
import type { DetailImage } from '../api/get-property';
import { floorPlansOf, galleryPhoto, photosOf, PLACEHOLDER_IMAGE, thumbnailPhoto, viewerPhoto } from '../listing-photos';

/** How a carousel names what it shows: the listing's photos, or its floor plans (each a whole sentence, for the translations). */
function useGalleryWords(plans: boolean) {
  const { t } = useLingui();
  return {
    all: (title: string) => (plans ? t`Floor plans of ${title}` : t`Photos of ${title}`),
    open: (n: number, count: number) => (plans ? t`Open floor plan ${n} of ${count} full screen` : t`Open photo ${n} of ${count} full screen`),
    alt: (n: number, count: number, title: string) => (plans ? t`Floor plan ${n} of ${count}: ${title}` : t`Photo ${n} of ${count}: ${title}`),
    close: plans ? t`Close floor plans` : t`Close photos`,
  };
}

/** The page's direction: in Arabic (right to left) the next image is to the left. */
function useRtl() {
  return useDirection().dir === 'rtl';
}

/** Horizontal travel (px) that counts as a swipe. */
const SWIPE_DISTANCE = 40;

/**
 * Pointer handlers that call `onSwipe(1)` for a swipe to the left (next) and `onSwipe(-1)` to the
 * right; right to left, the other way round (a swipe to the right shows the next). `swiped()`
 * tells a click that follows a swipe from a tap.
 */
function useSwipe(onSwipe: (delta: number) => void) {
  const rtl = useRtl();
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const swipedAt = useRef(0);
  return {
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => {
        const from = start.current;
        start.current = null;
        if (!from || from.id !== event.pointerId) return;
        const dx = event.clientX - from.x;
        const dy = event.clientY - from.y;
        if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) {
          swipedAt.current = event.timeStamp;
          onSwipe((dx < 0) !== rtl ? 1 : -1);
        }
      },
      // A second finger (a pinch) or a scroll takes the gesture over: no swipe.
      onPointerCancel: () => (start.current = null),
    },
    swiped: (event: { timeStamp: number }) => event.timeStamp - swipedAt.current < 500,
  };
}

/** Previous (-1) or next (1): at the start and the end of the line, so on the right and the left right to left, its arrow pointing that way. */
function StepButton({ direction, onClick, variant = 'white' }: { direction: -1 | 1; onClick: () => void; variant?: 'white' | 'filled' }) {
  const { t } = useLingui();
  const rtl = useRtl();
  const pointsLeft = (direction < 0) !== rtl;
  return (
    <ActionIcon
      variant={variant}
      color="dark"
      size="lg"
      radius="xl"
      aria-label={direction < 0 ? t`Previous image` : t`Next image`}
      onClick={onClick}
      pos="absolute"
      top="50%"
      style={{ ...(direction < 0 ? { insetInlineStart: 12 } : { insetInlineEnd: 12 }), transform: 'translateY(-50%)', boxShadow: 'var(--mantine-shadow-sm)', zIndex: 1 }}
    >
      {pointsLeft ? <ChevronLeftIcon size={22} /> : <ChevronRightIcon size={22} />}
    </ActionIcon>
  );
}

function Position({ position, count, testId }: { position: number; count: number; testId: string }) {
  const n = position + 1;
  return (
    <Text size="xs" c="white" bg="rgba(0,0,0,0.6)" px={8} py={2} pos="absolute" bottom={10} style={{ insetInlineEnd: 10, borderRadius: 12 }} aria-live="polite" data-testid={testId}>
      <Trans>
        {n} / {count}
      </Trans>
    </Text>
  );
}

/**
 * Every photo at full screen: arrows, buttons and swipes move between them, Escape or Close
 * leaves. The photo allows the browser's own pinch-zoom (touch-action: pinch-zoom), so one finger
 * swipes and two fingers zoom.
 */
function PhotoViewer({ opened, onClose, images, position, go, title, plans }: { opened: boolean; onClose: () => void; images: DetailImage[]; position: number; go: (delta: number) => void; title: string; plans: boolean }) {
  const count = images.length;
  const { handlers } = useSwipe(go);
  const words = useGalleryWords(plans);
  const rtl = useRtl();

  useEffect(() => {
    if (!opened || count < 2) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        go((event.key === 'ArrowLeft') !== rtl ? -1 : 1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, count, go, rtl]);

  const image = images[position];
  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      fullScreen
      // Focus goes back to the photo that opened the viewer (done by the gallery: Mantine's own
      // return misses the first opening of a dialog that mounts open).
      returnFocus={false}
      title={words.all(title)}
      closeButtonProps={{ 'aria-label': words.close }}
      styles={{
        content: { display: 'flex', flexDirection: 'column', background: 'var(--mantine-color-black)' },
        header: { background: 'var(--mantine-color-black)', color: 'var(--mantine-color-white)' },
        title: { minWidth: 0, overflowWrap: 'anywhere' },
        close: { color: 'var(--mantine-color-white)' },
        body: { flex: 1, minHeight: 0, padding: 0 },
      }}
    >
      {image && (
        <Box pos="relative" h="100%" data-testid="photo-viewer">
          <Box {...handlers} h="100%" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', userSelect: 'none', touchAction: 'pinch-zoom' }}>
            <img
              {...viewerPhoto(image)}
              alt={words.alt(position + 1, count, title)}
              draggable={false}
              data-testid="viewer-image"
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', touchAction: 'pinch-zoom' }}
            />
          </Box>
          {count > 1 && (
            <>
              <StepButton direction={-1} onClick={() => go(-1)} />
              <StepButton direction={1} onClick={() => go(1)} />
              <Position position={position} count={count} testId="viewer-position" />
            </>
          )}
        </Box>
      )}
    </LazyModal>
  );
}

/**
 * The listing's photos and, when it has any, its floor plans, each in a tab of its own (only the
 * open tab's images load).
 */
export function PropertyGallery({ images, title }: { images: DetailImage[]; title: string }) {
  const photos = photosOf(images);
  const floorPlans = floorPlansOf(images);
  if (floorPlans.length === 0) return <ImageCarousel images={photos} title={title} plans={false} />;
  const photoCount = photos.length;
  const planCount = floorPlans.length;
  return (
    <Tabs defaultValue="photos" keepMounted={false}>
      <Tabs.List mb="xs">
        <Tabs.Tab value="photos">
          <Trans>Photos ({photoCount})</Trans>
        </Tabs.Tab>
        <Tabs.Tab value="floor-plans">
          <Trans>Floor plans ({planCount})</Trans>
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="photos">
        <ImageCarousel images={photos} title={title} plans={false} />
      </Tabs.Panel>
      <Tabs.Panel value="floor-plans">
        <ImageCarousel images={floorPlans} title={title} plans />
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * Photos or floor plans: the current one large (tap for full screen), previous/next controls,
 * thumbnails below. A floor plan is shown whole, a photo fills the frame.
 */
function ImageCarousel({ images, title, plans }: { images: DetailImage[]; title: string; plans: boolean }) {
  const { t } = useLingui();
  const words = useGalleryWords(plans);
  const rtl = useRtl();
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const photoButton = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const current = count > 0 ? images[Math.min(index, count - 1)] : undefined;

  const go = useCallback((delta: number) => setIndex((i) => (count < 2 ? i : (i + delta + count) % count)), [count]);
  const { handlers, swiped } = useSwipe(go);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The arrow keys move the way the images are laid out: right to left, ArrowLeft is next.
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(rtl ? 1 : -1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(rtl ? -1 : 1);
    }
  };

  const closeViewer = () => {
    setViewerOpen(false);
    photoButton.current?.focus();
  };

  if (!current) {
    return (
      <Image src={PLACEHOLDER_IMAGE} alt={t`No photo available`} h={420} w="100%" fit="cover" radius="md" width={1200} height={800} fetchPriority="high" />
    );
  }

  const position = Math.min(index, count - 1);
  return (
    <>
      <Box
        component="section"
        aria-roledescription="carousel"
        aria-label={words.all(title)}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid={plans ? 'floor-plan-gallery' : 'property-gallery'}
        style={{ outlineOffset: 4 }}
      >
        <Box pos="relative" {...handlers} style={{ touchAction: 'pan-y', userSelect: 'none' }}>
          <UnstyledButton
            ref={photoButton}
            display="block"
            w="100%"
            aria-label={words.open(position + 1, count)}
            onClick={(event) => {
              if (!swiped(event)) setViewerOpen(true);
            }}
            style={{ borderRadius: 'var(--mantine-radius-md)', cursor: 'zoom-in' }}
          >
            <Image
              {...galleryPhoto(current)}
              fallbackSrc={PLACEHOLDER_IMAGE}
              alt={words.alt(position + 1, count, title)}
              h={{ base: 260, sm: 420 }}
              w="100%"
              fit={plans ? 'contain' : 'cover'}
              bg={plans ? 'white' : undefined}
              radius="md"
              width={1200}
              height={800}
              // The cover is the page's largest paint: fetched ahead of scripts and the thumbnails.
              fetchPriority={plans ? undefined : 'high'}
              draggable={false}
              data-testid="gallery-main-image"
            />
          </UnstyledButton>
          {count > 1 && (
            <>
              <StepButton direction={-1} onClick={() => go(-1)} />
              <StepButton direction={1} onClick={() => go(1)} />
              <Position position={position} count={count} testId="gallery-position" />
            </>
          )}
        </Box>
        {count > 1 && (
          <Group gap="xs" mt="xs" wrap="nowrap" style={{ overflowX: 'auto' }} role="group" aria-label={t`Thumbnails`}>
            {images.map((image, i) => {
              const shown = i + 1;
              return (
                <UnstyledButton
                  key={image.id ?? image.image_url}
                  onClick={() => setIndex(i)}
                  aria-label={t`Show image ${shown} of ${count}`}
                  aria-current={i === position ? 'true' : undefined}
                  style={{
                    flex: '0 0 auto',
                    borderRadius: 6,
                    outline: i === position ? '3px solid var(--mantine-color-teal-7)' : '1px solid var(--mantine-color-gray-3)',
                    outlineOffset: i === position ? 1 : 0,
                    opacity: i === position ? 1 : 0.75,
                  }}
                >
                  <Image {...thumbnailPhoto(image)} fallbackSrc={PLACEHOLDER_IMAGE} alt="" w={96} h={64} fit={plans ? 'contain' : 'cover'} bg={plans ? 'white' : undefined} radius={6} width={96} height={64} loading="lazy" />
                </UnstyledButton>
              );
            })}
          </Group>
        )}
      </Box>
      <PhotoViewer opened={viewerOpen} onClose={closeViewer} images={images} position={position} go={go} title={title} plans={plans} />
    </>
  );
}
