// An image's size read from its own bytes, as a link preview's crawler reads it: no decoder, so a
// test of an image's size depends on nothing but the file.

/** An image's width and height from its header: PNG's IHDR, or a JPEG's start-of-frame marker. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0) === 0x89504e47) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (view.getUint16(0) !== 0xffd8) throw new Error('neither PNG nor JPEG');
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) throw new Error(`no JPEG marker at ${at}`);
    const marker = bytes[at + 1];
    // SOF0..SOF15, except DHT (C4), JPG (C8) and DAC (CC), carry the frame's size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + view.getUint16(at + 2);
  }
  throw new Error('no JPEG frame header');
}
