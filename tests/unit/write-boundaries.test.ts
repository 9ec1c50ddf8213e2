import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every server write the app makes is a declared outbox kind (src/offline/write-kind.ts): queued on
// the device, sent once, told in its own words. A write called from anywhere else would skip all
// of that, so this fails on one.

const SRC = join(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.gen.ts') && !name.endsWith('.types.ts') ? [path] : [];
  });
}

/** A supabase-js table write, or a storage upload or removal. */
const SERVER_WRITE = /\.from\(\s*['"`\w.]+\s*\)\s*\.(insert|update|upsert|delete)\(|\.upload\(|storage\s*\.from\([^)]*\)\s*\.remove\(|bucket\.remove\(/;
/** An RPC that is not a GET: a write, unless it sits with the read factories (a read-only function called by POST). */
const RPC = /\.rpc\((?![^;]*\{\s*get:\s*true\s*\})/;
/** Where server writes may live: a file that declares a write kind. */
const isWriteDeclaration = (text: string) => text.includes('defineWriteKind(');
const isReadFactory = (text: string) => text.includes('queryOptions(');

describe('server writes', () => {
  it('live only in write declarations', () => {
    const outside = sourceFiles(SRC)
      .map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }))
      .filter(({ text }) => !isWriteDeclaration(text) && (SERVER_WRITE.test(text) || (RPC.test(text) && !isReadFactory(text))))
      .map(({ path }) => path);
    expect(outside).toEqual([]);
  });

  it('the check recognises each form of write', () => {
    for (const write of [
      "client.from('profiles').upsert(row)",
      "client\n  .from('saved_properties')\n  .delete().eq('id', 1)",
      "bucket.upload(path, blob)",
      "client.storage.from(IMAGE_BUCKET).remove([path])",
    ]) {
      expect(SERVER_WRITE.test(write), write).toBe(true);
    }
    expect(RPC.test("client.rpc('reorder_listing_photos', { property_id })")).toBe(true);
    expect(RPC.test("client.rpc('listing_removed', { property_id: id }, { get: true })")).toBe(false);
    expect(SERVER_WRITE.test("db.drafts.delete(id)")).toBe(false);
  });
});
