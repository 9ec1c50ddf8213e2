// Mantine's toast component alone, for Toasts to load as a chunk of its own.
export { Notifications as default } from '@mantine/notifications';
