import { Hono, type Context } from 'hono';
import { jwtVerify } from 'jose';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { JWT_SECRET, MAX_JSON_BODY_BYTES } from '../config.ts';
import type { EmulatorContext } from '../context.ts';
import { transactionAs } from '../db/transaction-as.ts';
import type { Claims, Tx } from '../db/types.ts';
import { readJsonBody, requestInfo } from '../http.ts';
import { requestClaims, signJwt } from '../jwt.ts';
import {
  accessDenied,
  bucketNotFound,
  duplicate,
  errorResponse,
  invalidKey,
  invalidRequest,
  objectNotFound,
  rlsViolation,
  StorageError,
} from './errors.ts';
import { assertSafeName, diskPath, encodeName, objectKeyFrom, type ObjectKey } from './keys.ts';
import { checkAgainstBucket, objectMetadata, readUploadBody, type BucketRow, type UploadBody } from './upload.ts';

type UploadMode = 'create' | 'upsert' | 'update';

interface ObjectRow {
  id: string;
  name: string;
  metadata: { mimetype?: string; cacheControl?: string; eTag?: string; lastModified?: string } | null;
}

const OBJECT_COLUMNS = `id, bucket_id, name, owner, owner_id, metadata, user_metadata, version,
  to_json(created_at) #>> '{}' as created_at, to_json(updated_at) #>> '{}' as updated_at,
  to_json(last_accessed_at) #>> '{}' as last_accessed_at`;
const BUCKET_COLUMNS = `id, name, owner, public, file_size_limit, allowed_mime_types,
  to_json(created_at) #>> '{}' as created_at, to_json(updated_at) #>> '{}' as updated_at`;
const signingSecret = new TextEncoder().encode(JWT_SECRET);

/** Wraps a handler so every failure becomes storage's error JSON. */
function handle(fn: (c: Context) => Promise<Response>) {
  return async (c: Context) => {
    try {
      return await fn(c);
    } catch (error) {
      return errorResponse(c, error);
    }
  };
}

/** Runs fn in one transaction as the caller's role and claims, so RLS on storage decides. */
function asCaller<T>(ctx: EmulatorContext, c: Context, claims: Claims, fn: (tx: Tx) => Promise<T>) {
  return transactionAs(ctx.db, claims, requestInfo(c), fn);
}

async function findBucket(tx: Pick<Tx, 'query'>, id: string): Promise<BucketRow> {
  const { rows } = await tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  if (!rows[0]) throw bucketNotFound();
  return rows[0];
}

function bucketJson(row: BucketRow) {
  return { ...row, file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit) };
}

/** Writes beside the target then renames, so readers never see a half-written object. */
async function writeObjectFile(file: string, bytes: Uint8Array) {
  const temp = `${file}.${randomUUID()}.upload`;
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(temp, bytes);
    await rename(temp, file);
  } catch (error) {
    // The temp file may never have been made: when the name runs through an existing object
    // (a.png/child.png beside a.png), even removing it fails with ENOTDIR. Answer the first error.
    await rm(temp, { force: true }).catch(() => {});
    // A name that is also a folder of other objects (or runs through a file) cannot be stored.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EISDIR' || code === 'ENOTDIR' || code === 'EEXIST') throw duplicate();
    if (code === 'ENAMETOOLONG') throw invalidKey(file);
    throw error;
  }
}

async function saveObjectRow(tx: Tx, key: ObjectKey, body: UploadBody, owner: string | null, mode: UploadMode) {
  const params = [key.bucket, key.name, owner, JSON.stringify(objectMetadata(body)), JSON.stringify(body.userMetadata)];
  if (mode === 'update') {
    const { rows } = await tx.query<{ id: string }>(
      `update storage.objects set owner = $3::uuid, owner_id = $3, metadata = $4::jsonb, user_metadata = $5::jsonb,
              updated_at = now(), last_accessed_at = now()
        where bucket_id = $1 and name = $2 returning id`,
      params,
    );
    if (rows[0]) return rows[0].id;
    const visible = await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [key.bucket, key.name]);
    throw visible.rows.length > 0 ? rlsViolation() : objectNotFound();
  }
  // ON CONFLICT DO UPDATE checks the SELECT and UPDATE policies too, as hosted upsert needs.
  const onConflict =
    mode === 'upsert'
      ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
           metadata = excluded.metadata, user_metadata = excluded.user_metadata, updated_at = now(), last_accessed_at = now()`
      : '';
  const { rows } = await tx.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata)
     values ($1, $2, $3::uuid, $3, $4::jsonb, $5::jsonb) ${onConflict} returning id`,
    params,
  );
  return rows[0].id;
}

function uploadHandler(ctx: EmulatorContext, method: 'POST' | 'PUT') {
  return handle(async (c) => {
    const claims = await requestClaims(c.req.raw.headers);
    const key = objectKeyFrom(c);
    const upload = await readUploadBody(c);
    const mode: UploadMode = method === 'PUT' ? 'update' : c.req.header('x-upsert') === 'true' ? 'upsert' : 'create';
    const owner = typeof claims.sub === 'string' ? claims.sub : null;
    const id = await asCaller(ctx, c, claims, async (tx) => {
      const body = checkAgainstBucket(await findBucket(tx, key.bucket), upload);
      const objectId = await saveObjectRow(tx, key, body, owner, mode);
      // Only after the row is accepted; a failure here rolls the row back.
      await writeObjectFile(diskPath(ctx.storageDir, key), body.bytes);
      return objectId;
    });
    return c.json({ Key: `${key.bucket}/${key.name}`, Id: id });
  });
}

/** The object's bytes with the headers storage sends (type, caching, ETag, download name). */
async function serveObject(ctx: EmulatorContext, c: Context, key: ObjectKey, row: ObjectRow | undefined) {
  if (!row) throw objectNotFound();
  let bytes: Buffer;
  try {
    bytes = await readFile(diskPath(ctx.storageDir, key));
  } catch {
    throw objectNotFound();
  }
  const meta = row.metadata ?? {};
  const headers = new Headers({
    'Content-Type': meta.mimetype ?? 'application/octet-stream',
    'Content-Length': String(bytes.byteLength),
    'Cache-Control': meta.cacheControl ?? 'no-cache',
  });
  if (meta.eTag) headers.set('ETag', meta.eTag);
  if (meta.lastModified) headers.set('Last-Modified', new Date(meta.lastModified).toUTCString());
  const download = c.req.query('download');
  if (download !== undefined) {
    const filename = download || basename(key.name);
    headers.set('Content-Disposition', `attachment; filename="${encodeURIComponent(filename)}"`);
  }
  if (meta.eTag && c.req.header('if-none-match') === meta.eTag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(bytes), { status: 200, headers });
}

const selectObject = `select id, name, metadata from storage.objects where bucket_id = $1 and name = $2`;

function publicDownload(ctx: EmulatorContext) {
  return handle(async (c) => {
    const key = objectKeyFrom(c, 1);
    // Public buckets are served without RLS, as hosted storage does.
    const bucket = await ctx.db.query<{ public: boolean }>('select public from storage.buckets where id = $1', [key.bucket]);
    if (!bucket.rows[0]?.public) throw bucketNotFound();
    const { rows } = await ctx.db.query<ObjectRow>(selectObject, [key.bucket, key.name]);
    return serveObject(ctx, c, key, rows[0]);
  });
}

function authenticatedDownload(ctx: EmulatorContext, skip: number) {
  return handle(async (c) => {
    const claims = await requestClaims(c.req.raw.headers);
    const key = objectKeyFrom(c, skip);
    const rows = await asCaller(ctx, c, claims, async (tx) => (await tx.query<ObjectRow>(selectObject, [key.bucket, key.name])).rows);
    return serveObject(ctx, c, key, rows[0]);
  });
}

interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  column: string;
  order: 'asc' | 'desc';
}

const SORTABLE = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at']);

function listOptions(value: unknown): ListOptions {
  const body = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const sortBy = (body.sortBy && typeof body.sortBy === 'object' ? body.sortBy : {}) as Record<string, unknown>;
  const trimmed = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+|\/+$/g, '') : '';
  const column = typeof sortBy.column === 'string' && SORTABLE.has(sortBy.column) ? sortBy.column : 'name';
  return {
    prefix: trimmed ? `${trimmed}/` : '',
    limit: Number.isInteger(body.limit) && (body.limit as number) > 0 ? (body.limit as number) : 100,
    offset: Number.isInteger(body.offset) && (body.offset as number) >= 0 ? (body.offset as number) : 0,
    search: typeof body.search === 'string' ? body.search.toLowerCase() : '',
    column,
    order: sortBy.order === 'desc' ? 'desc' : 'asc',
  };
}

type ListEntry = Record<string, unknown> & { name: string };

/** One level under the prefix: files as they are, deeper names folded into folder entries. */
function listEntries(rows: ListEntry[], options: ListOptions): ListEntry[] {
  const entries = new Map<string, ListEntry>();
  for (const row of rows) {
    const relative = row.name.slice(options.prefix.length);
    const slash = relative.indexOf('/');
    const name = slash === -1 ? relative : relative.slice(0, slash);
    if (!name.toLowerCase().startsWith(options.search)) continue;
    if (slash === -1) {
      entries.set(`f:${name}`, { ...row, name });
    } else if (!entries.has(`d:${name}`)) {
      entries.set(`d:${name}`, { name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    }
  }
  const direction = options.order === 'desc' ? -1 : 1;
  const sortValue = (e: ListEntry) => String(e[options.column] ?? '');
  return [...entries.values()]
    .sort((a, b) => direction * (sortValue(a).localeCompare(sortValue(b)) || a.name.localeCompare(b.name)))
    .slice(options.offset, options.offset + options.limit);
}

async function jsonBody(c: Context): Promise<unknown> {
  const body = await readJsonBody(c, MAX_JSON_BODY_BYTES);
  if (!body.ok) throw invalidRequest(body.reason === 'too_large' ? 'Body too large' : 'Invalid JSON body');
  return body.value;
}

function listObjects(ctx: EmulatorContext) {
  return handle(async (c) => {
    const claims = await requestClaims(c.req.raw.headers);
    const bucket = decodeURIComponent(c.req.param('bucket') ?? '');
    const options = listOptions(await jsonBody(c));
    const rows = await asCaller(ctx, c, claims, async (tx) => {
      await findBucket(tx, bucket);
      const result = await tx.query<ListEntry>(
        `select id, name, to_json(created_at) #>> '{}' as created_at, to_json(updated_at) #>> '{}' as updated_at,
                to_json(last_accessed_at) #>> '{}' as last_accessed_at, metadata
           from storage.objects where bucket_id = $1 and starts_with(name, $2)`,
        [bucket, options.prefix],
      );
      return result.rows;
    });
    return c.json(listEntries(rows, options));
  });
}

function removeObjects(ctx: EmulatorContext) {
  return handle(async (c) => {
    const claims = await requestClaims(c.req.raw.headers);
    const bucket = decodeURIComponent(c.req.param('bucket') ?? '');
    const body = (await jsonBody(c)) as { prefixes?: unknown } | undefined;
    const prefixes = body?.prefixes;
    if (!Array.isArray(prefixes) || !prefixes.every((p): p is string => typeof p === 'string')) {
      throw invalidRequest('prefixes must be an array of object names');
    }
    prefixes.forEach(assertSafeName);
    // RLS hides rows the caller may not delete, so those are simply left alone.
    const deleted = await asCaller(ctx, c, claims, async (tx) => {
      const result = await tx.query<{ name: string }>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
        [bucket, prefixes],
      );
      return result.rows;
    });
    await Promise.all(deleted.map((row) => rm(diskPath(ctx.storageDir, { bucket, name: row.name }), { force: true })));
    return c.json(deleted);
  });
}

/**
 * DELETE /object/{bucket}/{path}, as hosted storage answers it: the row is deleted under the
 * caller's RLS; when none was, 404 if there is no such object, else 403 (hosted storage looks the
 * object up past RLS, so it tells the two apart too).
 */
function removeObject(ctx: EmulatorContext) {
  return handle(async (c) => {
    const claims = await requestClaims(c.req.raw.headers);
    const key = objectKeyFrom(c);
    const deleted = await asCaller(ctx, c, claims, async (tx) =>
      (await tx.query('delete from storage.objects where bucket_id = $1 and name = $2 returning id', [key.bucket, key.name])).rows.length > 0,
    );
    if (!deleted) throw (await ctx.db.query(selectObject, [key.bucket, key.name])).rows.length > 0 ? accessDenied() : objectNotFound();
    await rm(diskPath(ctx.storageDir, key), { force: true });
    return c.json({ message: 'Successfully deleted' });
  });
}

function createSignedUrl(ctx: EmulatorContext) {
  return handle(async (c) => {
    const claims = await requestClaims(c.req.raw.headers);
    const key = objectKeyFrom(c, 1);
    const body = (await jsonBody(c)) as { expiresIn?: unknown } | undefined;
    const expiresIn = Number(body?.expiresIn);
    if (!Number.isFinite(expiresIn) || expiresIn <= 0) throw invalidRequest('expiresIn must be a positive number');
    const found = await asCaller(ctx, c, claims, async (tx) => (await tx.query(selectObject, [key.bucket, key.name])).rows);
    if (found.length === 0) throw objectNotFound();
    const token = await signJwt({ url: `${key.bucket}/${key.name}` }, Math.floor(expiresIn));
    return c.json({ signedURL: `/object/sign/${encodeURIComponent(key.bucket)}/${encodeName(key.name)}?token=${token}` });
  });
}

function signedDownload(ctx: EmulatorContext) {
  return handle(async (c) => {
    const key = objectKeyFrom(c, 1);
    let url: unknown;
    try {
      ({ payload: { url } } = await jwtVerify(c.req.query('token') ?? '', signingSecret, { algorithms: ['HS256'] }));
    } catch {
      throw new StorageError('400', 'InvalidSignature', 'The signature is invalid or has expired');
    }
    if (url !== `${key.bucket}/${key.name}`) throw new StorageError('400', 'InvalidSignature', 'The signature does not match');
    const { rows } = await ctx.db.query<ObjectRow>(selectObject, [key.bucket, key.name]);
    return serveObject(ctx, c, key, rows[0]);
  });
}

function listBuckets(ctx: EmulatorContext) {
  return handle(async (c) => {
    const claims = await requestClaims(c.req.raw.headers);
    const rows = await asCaller(ctx, c, claims, async (tx) =>
      (await tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets order by name`)).rows,
    );
    return c.json(rows.map(bucketJson));
  });
}

function getBucket(ctx: EmulatorContext) {
  return handle(async (c) => {
    const claims = await requestClaims(c.req.raw.headers);
    const id = c.req.param('id') ?? '';
    return c.json(bucketJson(await asCaller(ctx, c, claims, (tx) => findBucket(tx, id))));
  });
}

/** Storage API (`/storage/v1`) over storage.buckets/objects with the caller's RLS, bytes on disk. */
export function createStorageApp(ctx: EmulatorContext) {
  const app = new Hono();
  // Browsers must never guess another type from an object's bytes (an "image" that is HTML).
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });
  app.get('/bucket', listBuckets(ctx));
  app.get('/bucket/:id', getBucket(ctx));
  // Fixed words before the generic /object/:bucket/* routes: the first match answers.
  app.post('/object/list/:bucket', listObjects(ctx));
  app.post('/object/sign/:bucket/*', createSignedUrl(ctx));
  app.get('/object/sign/:bucket/*', signedDownload(ctx));
  app.get('/object/public/:bucket/*', publicDownload(ctx));
  app.get('/object/authenticated/:bucket/*', authenticatedDownload(ctx, 1));
  app.get('/object/:bucket/*', authenticatedDownload(ctx, 0));
  app.post('/object/:bucket/*', uploadHandler(ctx, 'POST'));
  app.put('/object/:bucket/*', uploadHandler(ctx, 'PUT'));
  app.delete('/object/:bucket', removeObjects(ctx));
  app.delete('/object/:bucket/*', removeObject(ctx));
  return app;
}
