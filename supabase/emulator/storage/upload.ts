import type { Context } from 'hono';
import { createHash } from 'node:crypto';
import { MAX_BODY_BYTES } from '../config.ts';
import { jsonProblem, readBodyBytes } from '../http.ts';
import { invalidMime, invalidRequest, payloadTooLarge } from './errors.ts';

/** An uploaded object as storage-js sends it: a multipart form (Blob/File) or a raw body. */
export interface UploadBody {
  bytes: Uint8Array;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

const DEFAULT_CACHE_CONTROL = 'max-age=3600';

function parseJsonObject(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidRequest('Invalid metadata');
  }
  // Stored as jsonb: a depth or number the database could not take is the client's error, not a 500.
  if (jsonProblem(value)) throw invalidRequest('Invalid metadata');
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

/** The multipart `cacheControl` field is bare seconds ("3600"); headers carry "max-age=3600". */
function normalizeCacheControl(value: string | null | undefined): string {
  if (!value) return DEFAULT_CACHE_CONTROL;
  return /^\d+$/.test(value) ? `max-age=${value}` : value;
}

async function parseMultipart(bytes: Uint8Array, contentType: string): Promise<UploadBody> {
  let form: FormData;
  try {
    // readBodyBytes builds a fresh ArrayBuffer-backed array.
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw invalidRequest('Invalid multipart body');
  }
  // storage-js names the file part "" ; take the first file part whatever its name.
  const file = [...form.values()].find((value): value is File => typeof value !== 'string');
  if (!file) throw invalidRequest('No file part in multipart body');
  const metadata = form.get('metadata');
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    contentType: file.type || 'application/octet-stream',
    cacheControl: normalizeCacheControl(form.get('cacheControl') as string | null),
    userMetadata: parseJsonObject(typeof metadata === 'string' ? metadata : null),
  };
}

function decodeBase64Metadata(header: string | undefined): Record<string, unknown> | null {
  if (!header) return null;
  return parseJsonObject(Buffer.from(header, 'base64').toString('utf8'));
}

export async function readUploadBody(c: Context): Promise<UploadBody> {
  const bytes = await readBodyBytes(c, MAX_BODY_BYTES);
  if (bytes === null) throw payloadTooLarge();
  const contentType = c.req.header('content-type') ?? 'application/octet-stream';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) return parseMultipart(bytes, contentType);
  return {
    bytes,
    contentType,
    cacheControl: normalizeCacheControl(c.req.header('cache-control')),
    userMetadata: decodeBase64Metadata(c.req.header('x-metadata')),
  };
}

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

function mimeAllowed(type: string, allowed: string[]): boolean {
  const [media] = type.split(';');
  const wanted = media.trim().toLowerCase();
  return allowed.some((pattern) => {
    const p = pattern.trim().toLowerCase();
    return p.endsWith('/*') ? wanted.startsWith(p.slice(0, -1)) : p === wanted;
  });
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** ISO base media file brands (the `ftyp` box) that are AVIF images. */
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * The image type the bytes really are, from their signature, or null. Only the types buckets
 * of this project allow; anything else (HTML, SVG, scripts) is null whatever it is called.
 */
export function sniffImageType(bytes: Uint8Array): string | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.length, (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]);
    const brands = [ascii(bytes, 8, 12)];
    for (let i = 16; i + 4 <= boxSize; i += 4) brands.push(ascii(bytes, i, i + 4));
    if (brands.some((b) => AVIF_BRANDS.has(b))) return 'image/avif';
  }
  return null;
}

/**
 * Applies the bucket's size and type limits, as storage does before writing. When the bucket
 * allows only certain types, the bytes must be one of them, not merely be declared so (HTML
 * named photo.jpg is refused); the stored type is the one the bytes are.
 */
export function checkAgainstBucket(bucket: BucketRow, body: UploadBody): UploadBody {
  const limit = bucket.file_size_limit === null ? null : Number(bucket.file_size_limit);
  if (limit !== null && body.bytes.byteLength > limit) throw payloadTooLarge();
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0) return body;
  const declared = body.contentType.split(';')[0].trim();
  if (!mimeAllowed(declared, allowed)) throw invalidMime(declared);
  const actual = sniffImageType(body.bytes);
  if (!actual || !mimeAllowed(actual, allowed)) throw invalidMime(`${declared} (the file's content is not an allowed type)`);
  return { ...body, contentType: actual };
}

/** The metadata jsonb storage keeps per object (what list() and downloads report). */
export function objectMetadata(body: UploadBody) {
  return {
    eTag: `"${createHash('md5').update(body.bytes).digest('hex')}"`,
    size: body.bytes.byteLength,
    mimetype: body.contentType,
    cacheControl: body.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: body.bytes.byteLength,
    httpStatusCode: 200,
  };
}
