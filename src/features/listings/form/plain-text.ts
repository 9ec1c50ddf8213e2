import { toPlainText } from '@/lib/sanitize';

/** Every text value of a row reduced to plain text before it is stored, so no markup reaches the data. */
export function toPlainTextFields<T extends Record<string, unknown>>(row: T): T {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' ? toPlainText(v) : v])) as T;
}
