// Mantine's Modal and Drawer, loaded through lazy-overlays.tsx: both bring Mantine's ScrollArea
// and with it the floating-ui positioning library, which no page needs until a dialog opens.
export { Drawer, Modal } from '@mantine/core';
