import type { FieldError } from 'react-hook-form';

/** Every rule a field failed (the dialog checks with criteriaMode 'all'), each message once, in order. */
export function fieldMessages(error: FieldError | undefined): string[] {
  if (!error) return [];
  const messages = Object.values(error.types ?? { message: error.message }).flat();
  return [...new Set(messages.filter((m): m is string => typeof m === 'string'))];
}
