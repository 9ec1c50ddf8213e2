// Renders the seed's sample photos (public/samples/{name}.jpg and {name}-{width}.webp) from the
// drawings in scripts/sample-photos/*.svg. Run it after changing a drawing:
//
//   npx tsx scripts/render-sample-photos.ts
//
// The outputs are committed. No licensed photos can be had here, so the drawings stand in; what
// matters for the benchmarks and link previews is that they weigh and behave like an agent's
// upload: a JPEG of 1600 px (as the browser's compression leaves it) of 100 to 300 KB, which a flat
// drawing is not (it would be 30 KB). So each is rendered large, softened a little as a lens
// would, given a vignette and a seeded grain (the same bytes on every run of the same sharp).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { SAMPLE_PHOTO_SIZE, SAMPLE_PHOTO_WIDTHS } from '../src/lib/sample-photos.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DRAWINGS = join(ROOT, 'scripts', 'sample-photos');
const OUT = join(ROOT, 'public', 'samples');

/** Standard deviation of the grain, in 8-bit levels: a phone photo's sensor noise at indoor light. */
const GRAIN = 6;
/** Per-pixel colour noise, in 8-bit levels. */
const CHROMA = 1.5;
/** How much darker the corners are than the centre. */
const VIGNETTE = 0.22;
const JPEG_QUALITY = 82;
const WEBP_QUALITY = 76;

/** mulberry32: a small seeded generator, so the grain is the same on every run. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seedOf = (name: string) => [...name].reduce((hash, c) => Math.imul(hash ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);

/** The drawing at `width`, softened as a lens would and with a vignette, before its grain. */
async function base(svg: Buffer, width: number) {
  const height = Math.round((width * SAMPLE_PHOTO_SIZE.height) / SAMPLE_PHOTO_SIZE.width);
  const { data, info } = await sharp(svg, { density: 72 * (width / 1200) })
    .resize(width, height, { fit: 'cover' })
    .removeAlpha()
    .blur(0.3 + width / 2500)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const cx = info.width / 2;
  const cy = info.height / 2;
  const reach = cx * cx + cy * cy;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const shade = 1 - (VIGNETTE * ((x - cx) ** 2 + (y - cy) ** 2)) / reach;
      const i = (y * info.width + x) * 3;
      for (let c = 0; c < 3; c++) data[i + c] = Math.round(data[i + c] * shade);
    }
  }
  return { data, width: info.width, height: info.height };
}

/**
 * Grain at the output's own size (grain made at 1600 px and scaled down would average away, and the
 * small copies would weigh nothing like a photo's): luma grain about 2 px across, as a camera's
 * denoising leaves it, plus a little per-pixel colour noise.
 */
async function grained(image: { data: Buffer; width: number; height: number }, seed: number) {
  const random = generator(seed);
  // Roughly normal: the sum of three uniforms, centred, scaled to unit variance.
  const normal = () => (random() + random() + random() - 1.5) * 2;
  const fw = Math.ceil(image.width / 2);
  const fh = Math.ceil(image.height / 2);
  const field = Buffer.alloc(fw * fh);
  for (let i = 0; i < field.length; i++) field[i] = Math.max(0, Math.min(255, Math.round(128 + normal() * 40)));
  const luma = await sharp(field, { raw: { width: fw, height: fh, channels: 1 } }).resize(image.width, image.height, { kernel: 'cubic' }).raw().toBuffer();
  const out = Buffer.from(image.data);
  for (let p = 0; p < luma.length; p++) {
    const grain = ((luma[p] - 128) / 40) * GRAIN;
    for (let c = 0; c < 3; c++) out[p * 3 + c] = Math.max(0, Math.min(255, Math.round(out[p * 3 + c] + grain + normal() * CHROMA)));
  }
  return sharp(out, { raw: { width: image.width, height: image.height, channels: 3 } });
}

async function render(name: string) {
  const svg = await readFile(join(DRAWINGS, `${name}.svg`));
  const seed = seedOf(name);
  const original = await base(svg, SAMPLE_PHOTO_SIZE.width);
  const files: [string, Buffer][] = [[`${name}.jpg`, await (await grained(original, seed)).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer()]];
  for (const width of SAMPLE_PHOTO_WIDTHS) {
    const copy = width === original.width ? original : await base(svg, width);
    files.push([`${name}-${width}.webp`, await (await grained(copy, seed + width)).webp({ quality: WEBP_QUALITY, effort: 5 }).toBuffer()]);
  }
  for (const [file, bytes] of files) await writeFile(join(OUT, file), bytes);
  return files.map(([file, bytes]) => `${file} ${Math.round(bytes.length / 1024)} KB`).join(', ');
}

const names = (await readdir(DRAWINGS)).filter((f) => f.endsWith('.svg')).map((f) => f.slice(0, -4)).sort();
for (const name of names) console.log(await render(name));
let total = 0;
for (const file of await readdir(OUT)) if (/\.(jpg|webp)$/.test(file)) total += (await stat(join(OUT, file))).size;
console.log(`${names.length} photos, ${(total / 1024 / 1024).toFixed(1)} MB in public/samples`);
