import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../lib/errors';
import { boundedSize, prepareImage, variantSizes } from './image-variants';

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}

async function expectRefused(promise: Promise<unknown>, errors: Record<string, string[]>): Promise<void> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ValidationFailed);
  expect((error as ValidationFailed).errors).toEqual(errors);
}

const expectInvalid = (promise: Promise<unknown>) => expectRefused(promise, { file: ['invalid'] });

describe('prepareImage', () => {
  it('makes the three avatar sizes in WebP, cropped square', async () => {
    const { files: variants, width, height } = await prepareImage('avatar', await png(900, 600));
    expect({ width, height }).toEqual({ width: 512, height: 512 });
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
    const { files: variants } = await prepareImage('banner', await png(400, 400));
    expect(await sharp(variants.medium).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 341 });
    expect(await sharp(variants.large).metadata()).toMatchObject({ format: 'webp', width: 1920, height: 640 });
  });

  it('drops the metadata of the upload (EXIF, GPS…)', async () => {
    const withExif = await sharp(await png(300, 300))
      .withExif({ IFD0: { Copyright: 'Lucie', ImageDescription: 'Somewhere secret' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const { files: variants } = await prepareImage('avatar', withExif);
    expect((await sharp(variants.large).metadata()).exif).toBeUndefined();
  });

  it('refuses what is not an image, whatever it claims to be', async () => {
    await expectInvalid(prepareImage('avatar', Buffer.from('just some text, named avatar.png')));
    await expectInvalid(prepareImage('avatar', Buffer.alloc(0)));
  });

  it('refuses a truncated image', async () => {
    const image = await sharp(await png(300, 300))
      .jpeg()
      .toBuffer();
    await expectInvalid(prepareImage('avatar', image.subarray(0, Math.floor(image.length / 2))));
  });

  it('refuses SVG, which would be rendered rather than decoded', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    await expectInvalid(prepareImage('avatar', svg));
  });

  it('refuses an image with more pixels than the bound as too big, from its header, without expanding it', async () => {
    // A 7100 × 7100 PNG of one colour is a few hundred kilobytes but over 50 megapixels once decoded.
    const bomb = await sharp({ create: { width: 7100, height: 7100, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    await expectRefused(prepareImage('plan', bomb), { file: ['too_big'] });
  });

  it('takes an image of exactly the most pixels allowed', async () => {
    // 10000 × 5000 = MAX_IMAGE_UPLOAD_PIXELS: taken, then reduced to the plan's bounds.
    const image = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#123' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const { width, height } = await prepareImage('plan', image);
    expect({ width, height }).toEqual({ width: 4096, height: 2048 });
  });

  it('names the field it was given in its refusals', async () => {
    await expectRefused(prepareImage('plan', Buffer.from('plain text'), 'plan'), { plan: ['invalid'] });
  });

  it('refuses a file whose first bytes say one format and whose content is another', async () => {
    const jpeg = await sharp(await png(100, 100))
      .jpeg()
      .toBuffer();
    const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await expectInvalid(prepareImage('avatar', Buffer.concat([pngSignature, jpeg])));
  });
});

describe('prepareImage for a plan (kept whole)', () => {
  it('keeps a plan within the bounds at its size and proportions, uncropped', async () => {
    const { files, width, height } = await prepareImage('plan', await png(1500, 600));
    expect(Object.keys(files)).toEqual(['large']);
    expect({ width, height }).toEqual({ width: 1500, height: 600 });
    expect(await sharp(files.large).metadata()).toMatchObject({ format: 'webp', width: 1500, height: 600 });
  });

  it('reduces a plan wider than the longest side allowed, keeping its ratio', async () => {
    const { files, width, height } = await prepareImage('plan', await png(8000, 2000));
    expect({ width, height }).toEqual({ width: 4096, height: 1024 });
    expect(await sharp(files.large).metadata()).toMatchObject({ width: 4096, height: 1024 });
  });

  it('reduces a plan over the pixel count allowed though its sides are within bounds', async () => {
    const { width, height } = await prepareImage('plan', await png(4000, 4000));
    expect(width).toBe(height);
    expect(width * height).toBeLessThanOrEqual(12_000_000);
    expect(width).toBe(3464);
  });

  it('turns a photo taken sideways upright, and reports the size as shown', async () => {
    const sideways = await sharp(await png(300, 100))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { files, width, height } = await prepareImage('plan', sideways);
    expect({ width, height }).toEqual({ width: 100, height: 300 });
    expect(await sharp(files.large).metadata()).toMatchObject({ width: 100, height: 300 });
  });
});

describe('prepareImage for a photo (kept whole, three sizes)', () => {
  it('makes each size at the proportions of the photo, the largest at the size the record keeps', async () => {
    const jpeg = await sharp(await png(4000, 3000))
      .jpeg()
      .toBuffer();
    const { files, width, height } = await prepareImage('photo', jpeg);
    // 2560 × 1920 is 4.9 megapixels: the box binds, not the pixel count.
    expect({ width, height }).toEqual({ width: 2560, height: 1920 });
    const sizes = variantSizes('photo', { width, height });
    expect(sizes).toEqual({
      thumbnail: { width: 480, height: 360 },
      medium: { width: 1280, height: 960 },
      large: { width: 2560, height: 1920 },
    });
    for (const [name, size] of Object.entries(sizes)) {
      const meta = await sharp(files[name as keyof typeof sizes]).metadata();
      expect({ name, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        name,
        format: 'webp',
        ...size,
      });
    }
  });

  it('gives each size exactly as made, whatever the rounding of an odd ratio', async () => {
    const { files, width, height } = await prepareImage('photo', await png(3001, 1999));
    for (const [name, size] of Object.entries(variantSizes('photo', { width, height }))) {
      const meta = await sharp(files[name as keyof typeof files]).metadata();
      expect({ name, width: meta.width, height: meta.height }).toEqual({ name, ...size });
    }
  });

  it('never enlarges a small photo', async () => {
    const { width, height } = await prepareImage('photo', await png(300, 200));
    expect(variantSizes('photo', { width, height })).toEqual({
      thumbnail: { width: 300, height: 200 },
      medium: { width: 300, height: 200 },
      large: { width: 300, height: 200 },
    });
  });

  it('takes JPEG, PNG and WebP only, which phones and cameras save', async () => {
    const picture = await png(120, 80);
    await expect(prepareImage('photo', await sharp(picture).webp().toBuffer())).resolves.toBeDefined();
    await expectInvalid(prepareImage('photo', await sharp(picture).gif().toBuffer()));
    await expectInvalid(prepareImage('photo', await sharp(picture).tiff().toBuffer()));
  });
});

describe('boundedSize', () => {
  it('keeps a size within the bounds', () => {
    expect(boundedSize({ width: 800, height: 600 }, [4096, 4096], 12_000_000)).toEqual({ width: 800, height: 600 });
    expect(boundedSize({ width: 4096, height: 2929 }, [4096, 4096], 12_000_000)).toEqual({ width: 4096, height: 2929 });
  });

  it('reduces by the longer side, the pixel count, whichever binds more', () => {
    expect(boundedSize({ width: 2000, height: 9000 }, [4096, 4096], 12_000_000)).toEqual({ width: 910, height: 4096 });
    expect(boundedSize({ width: 6000, height: 4000 }, [4096, 4096], 12_000_000)).toEqual({ width: 4096, height: 2730 });
    expect(boundedSize({ width: 5000, height: 5000 }, [4096, 4096], 12_000_000)).toEqual({ width: 3464, height: 3464 });
  });

  it('never gives a side of 0 pixels', () => {
    expect(boundedSize({ width: 40_000, height: 2 }, [4096, 4096])).toEqual({ width: 4096, height: 1 });
  });
});
