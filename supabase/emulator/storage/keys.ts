import type { Context } from 'hono';
import { join, resolve, sep } from 'node:path';
import { invalidKey } from './errors.ts';

export interface ObjectKey {
  bucket: string;
  /** The object name inside the bucket, decoded, e.g. `abc/photo 1.png`. */
  name: string;
}

/** The raw path segments after `/object/`, skipping `skip` fixed segments (e.g. `public`). */
function segmentsAfterObject(c: Context, skip: number): string[] {
  const segments = new URL(c.req.url).pathname.split('/');
  const start = segments.indexOf('object');
  return segments.slice(start + 1 + skip);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw invalidKey(segment);
  }
}

/** Longest object name, and longest path segment (a file name on disk), in UTF-8 bytes. */
const MAX_NAME_BYTES = 1024;
const MAX_SEGMENT_BYTES = 255;

/** Rejects names that could leave the bucket folder or that storage would not accept. */
export function assertSafeName(name: string): void {
  const parts = name.split('/');
  const unsafe =
    name === '' ||
    // eslint-disable-next-line no-control-regex
    /[\x00-\x1f\x7f]/.test(name) ||
    name.includes('\\') ||
    Buffer.byteLength(name) > MAX_NAME_BYTES ||
    parts.some((part) => part === '' || part === '.' || part === '..' || Buffer.byteLength(part) > MAX_SEGMENT_BYTES);
  if (unsafe) throw invalidKey(name);
}

/** Bucket and object name from `/object/[skip...]/<bucket>/<path...>`, each segment decoded. */
export function objectKeyFrom(c: Context, skip = 0): ObjectKey {
  const [rawBucket = '', ...rest] = segmentsAfterObject(c, skip);
  const bucket = decodeSegment(rawBucket);
  const name = rest.map(decodeSegment).join('/');
  if (bucket === '' || bucket.includes('/') || bucket === '.' || bucket === '..') throw invalidKey(bucket);
  assertSafeName(name);
  return { bucket, name };
}

/** Where an object's bytes live; double-checked to stay inside the bucket folder. */
export function diskPath(storageDir: string, key: ObjectKey): string {
  const bucketDir = resolve(storageDir, key.bucket);
  const file = resolve(join(bucketDir, ...key.name.split('/')));
  if (!file.startsWith(bucketDir + sep)) throw invalidKey(key.name);
  return file;
}

/** Percent-encodes each segment, for URLs we hand back (signed URLs). */
export function encodeName(name: string): string {
  return name.split('/').map(encodeURIComponent).join('/');
}
