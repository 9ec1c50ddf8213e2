import type { DrawerProps, ModalProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { whenIdle } from '@/lib/idle';

// The shell's dialogs (header menu, sign-out question, waiting changes, sign-in loader) are closed
// on almost every visit: they render nothing and load Mantine's overlay code only when first
// opened, and stay mounted afterwards so closing them animates as before.
const loadOverlays = () => import('./overlays');
// Fetched once the page is idle too, so a dialog still opens after the connection drops.
whenIdle(() => void loadOverlays().catch(() => undefined));
const Modal = lazy(() => loadOverlays().then((module) => ({ default: module.Modal })));
const Drawer = lazy(() => loadOverlays().then((module) => ({ default: module.Drawer })));

/** True from the first time `opened` is true. */
function useOpenedOnce(opened: boolean) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  return wanted || opened;
}

/** Mantine's Modal, loaded when first opened. */
export function LazyModal(props: ModalProps) {
  if (!useOpenedOnce(props.opened)) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}

/** Mantine's Drawer, loaded when first opened. */
export function LazyDrawer(props: DrawerProps) {
  if (!useOpenedOnce(props.opened)) return null;
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}
