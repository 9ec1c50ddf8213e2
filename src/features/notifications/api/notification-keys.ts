/** Query keys of the notifications feature. */
export const notificationKeys = {
  /** Whether this device gets notifications for a user. */
  device: (userId: string) => ['notifications', 'device', userId] as const,
};
