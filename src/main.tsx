// Mantine's styles per component instead of the whole sheet (244 KiB, mostly unused): here the
// globals and every component of the shell (header, footer, dialogs, toasts, pending and error
// pages), so no page misses them. A component only some pages use imports its own sheet where it
// is used, and that CSS ships with the chunk that uses it. Which chunk's CSS the browser reads
// first follows the chunking, not Mantine's documented order, so these shell sheets are the
// layered variants (@layer mantine): the unlayered per-page sheets (Combobox over Popover, ...)
// then win whatever their load order, as they would in Mantine's order.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Breadcrumbs.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { nextTask } from '@/lib/idle';

// The app's code is evaluated in two tasks, not one: React DOM, then the rest. The page preloads
// all of it, so this waits on no network; but evaluated at once it held a phone's main thread for
// one long task (about 150 ms at a quarter of this machine's speed) while the visitor was already
// reading the page.
void import('react-dom/client')
  .then(nextTask)
  .then(() => import('@/app/start'))
  // The server's page stays as it is, readable and its links working.
  .catch((error: unknown) => console.error('The app could not start', error));
