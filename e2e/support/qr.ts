import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * The text a QR code in a PNG holds (a screenshot of a printed label), or null when none is found: what the labels'
 * journey reads to prove that a label leads to its route's address.
 */
export function decodeQrFromPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  const found = jsQR(pixels, image.width, image.height, { inversionAttempts: 'attemptBoth' });
  return found ? found.data : null;
}
