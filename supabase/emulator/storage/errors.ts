import type { Context } from 'hono';
import { DbBusyError } from '../db/errors.ts';
import { JwtError } from '../jwt.ts';

/**
 * An error as hosted storage reports it: HTTP 400 for nearly everything, the real code in
 * the string `statusCode` (storage-js reads it into StorageApiError.statusCode).
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly error: string,
    message: string,
    readonly httpStatus: 400 | 500 | 503 = 400,
  ) {
    super(message);
  }
}

export const objectNotFound = () => new StorageError('404', 'not_found', 'Object not found');
export const bucketNotFound = () => new StorageError('404', 'Bucket not found', 'Bucket not found');
export const duplicate = () => new StorageError('409', 'Duplicate', 'The resource already exists');
export const accessDenied = () => new StorageError('403', 'Unauthorized', 'Access denied');
export const rlsViolation = () =>
  new StorageError('403', 'Unauthorized', 'new row violates row-level security policy');
export const payloadTooLarge = () =>
  new StorageError('413', 'Payload too large', 'The object exceeded the maximum allowed size');
export const invalidMime = (type: string) =>
  new StorageError('415', 'invalid_mime_type', `mime type ${type} is not supported`);
export const invalidKey = (key: string) => new StorageError('400', 'InvalidKey', `Invalid key: ${key}`);
export const invalidRequest = (message: string) => new StorageError('400', 'InvalidRequest', message);

/** Maps JWT, Postgres and our own errors to storage's JSON error body. */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  if (error instanceof JwtError) {
    return new StorageError('403', 'Unauthorized', error.expired ? 'jwt expired' : 'invalid signature');
  }
  if (error instanceof DbBusyError) return new StorageError('503', 'DatabaseBusy', error.message, 503);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '57014') return new StorageError('503', 'DatabaseTimeout', 'The request took too long and was cancelled', 503);
  if (code === '42501') return rlsViolation();
  if (code === '23505') return duplicate();
  console.error('[emulator] storage:', error);
  return new StorageError('500', 'internal', 'Internal Server Error', 500);
}

export function errorResponse(c: Context, error: unknown) {
  const e = toStorageError(error);
  if (e.httpStatus === 503) c.header('Retry-After', '1');
  return c.json({ statusCode: e.statusCode, error: e.error, message: e.message }, e.httpStatus);
}
