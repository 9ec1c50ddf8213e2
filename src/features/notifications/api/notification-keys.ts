import { queryKeyOf } from '@/lib/query-roots';

/** Query keys of the notifications feature. */
export const notificationKeys = {
  /** Whether this device gets notifications for a user. */
  device: (userId: string) => queryKeyOf('notifications', userId, 'device'),
};
