import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../lib/errors';
import { makeVariants } from './image-variants';

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}

async function expectInvalid(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ValidationFailed);
  expect((error as ValidationFailed).errors).toEqual({ file: ['invalid'] });
}

describe('makeVariants', () => {
  it('makes the three avatar sizes in WebP, cropped square', async () => {
    const variants = await makeVariants('avatar', await png(900, 600));
    expect(Object.keys(variants).sort()).toEqual(['large', 'medium', 'thumbnail']);
    const sizes = { thumbnail: 64, medium: 256, large: 512 } as const;
    for (const [name, size] of Object.entries(sizes)) {
      const meta = await sharp(variants[name as keyof typeof sizes]).metadata();
      expect({ name, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        name,
        format: 'webp',
        width: size,
        height: size,
      });
    }
  });

  it('makes the two banner sizes, three times wider than high', async () => {
    const variants = await makeVariants('banner', await png(400, 400));
    expect(await sharp(variants.medium).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 341 });
    expect(await sharp(variants.large).metadata()).toMatchObject({ format: 'webp', width: 1920, height: 640 });
  });

  it('drops the metadata of the upload (EXIF, GPS…)', async () => {
    const withExif = await sharp(await png(300, 300))
      .withExif({ IFD0: { Copyright: 'Lucie', ImageDescription: 'Somewhere secret' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const variants = await makeVariants('avatar', withExif);
    expect((await sharp(variants.large).metadata()).exif).toBeUndefined();
  });

  it('refuses what is not an image, whatever it claims to be', async () => {
    await expectInvalid(makeVariants('avatar', Buffer.from('just some text, named avatar.png')));
    await expectInvalid(makeVariants('avatar', Buffer.alloc(0)));
  });

  it('refuses a truncated image', async () => {
    const image = await sharp(await png(300, 300))
      .jpeg()
      .toBuffer();
    await expectInvalid(makeVariants('avatar', image.subarray(0, Math.floor(image.length / 2))));
  });

  it('refuses SVG, which would be rendered rather than decoded', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    await expectInvalid(makeVariants('avatar', svg));
  });

  it('refuses an image with more pixels than the bound, without expanding it', async () => {
    // A 7100 × 7100 PNG of one colour is a few hundred kilobytes but over 50 megapixels once decoded.
    const bomb = await sharp({ create: { width: 7100, height: 7100, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    await expectInvalid(makeVariants('avatar', bomb));
  });
});
