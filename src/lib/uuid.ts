/**
 * A uuid as Postgres reads one (8-4-4-4-12 hex digits, any version): checked before a read so a
 * malformed id in an address is "not found" rather than a database error.
 */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
