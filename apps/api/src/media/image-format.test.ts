import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageFormatOf } from './image-format';

const picture = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a7' } });

/** An ISO media file's first box: `ftyp`, a major brand, a minor version, compatible brands. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size + 8);
  box.writeUInt32BE(size, 0);
  box.write(`ftyp${major}`, 4, 'latin1');
  compatible.forEach((brand, index) => {
    box.write(brand, 16 + 4 * index, 'latin1');
  });
  return box;
}

describe('imageFormatOf', () => {
  it.each([
    ['jpeg', () => picture().jpeg().toBuffer()],
    ['png', () => picture().png().toBuffer()],
    ['webp', () => picture().webp().toBuffer()],
    ['gif', () => picture().gif().toBuffer()],
    ['tiff', () => picture().tiff().toBuffer()],
    ['avif', () => picture().avif().toBuffer()],
  ] as const)('knows a %s by its first bytes', async (format, make) => {
    expect(imageFormatOf(await make())).toBe(format);
  });

  it('knows a big-endian TIFF and a HEIC photo', () => {
    expect(imageFormatOf(Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]))).toBe('tiff');
    expect(imageFormatOf(ftyp('heic', 'mif1', 'heic'))).toBe('heic');
    expect(imageFormatOf(ftyp('mif1', 'avif', 'miaf'))).toBe('avif');
  });

  it.each([
    ['text named like an image', Buffer.from('I am not an image at all')],
    ['an empty file', Buffer.alloc(0)],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n')],
    ['a video in an ISO media box', ftyp('isom', 'iso2', 'mp41')],
    ['a RIFF file that is no WebP', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['half a PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
  ])('refuses %s', (_what, bytes) => {
    expect(imageFormatOf(bytes)).toBeNull();
  });
});
