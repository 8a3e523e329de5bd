// Photo variants: what one 12-megapixel phone photo costs the server when it arrives. A 4000 × 3000 JPEG made
// like a photo (gradients, a ridge, coarse texture and fine grain, so that it compresses as one does: about 3.7 MB),
// with the EXIF a phone writes (make, model, GPS position, orientation 6: taken upright), goes through
// `prepareImage('photo', …)` (image-variants.ts): checked, turned upright, its metadata dropped, made into every
// variant of the `photo` kind in WebP. Each run is a process of its own (`photo-variants-child.mjs`), so that its
// peak resident memory is that conversion's: the median time of the runs, and the memory the conversion added.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, printTable, ROOT } from './lib/common.mjs';

const WIDTH = 4000;
const HEIGHT = 3000;
export const PHOTO_VARIANT_RUNS = 5;

/** A 12-megapixel JPEG that compresses like a photo of a crag, with a phone's EXIF (GPS included). */
export async function twelveMegapixelPhoto() {
  const { default: sharp } = await import('sharp');
  const raw = { width: WIDTH, height: HEIGHT, channels: 3 };
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4f86c6"/><stop offset="0.55" stop-color="#cfe0ee"/><stop offset="1" stop-color="#8a7a62"/></linearGradient><linearGradient id="rock" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b9a48a"/><stop offset="1" stop-color="#5b4a3a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#sky)"/><path d="M0 ${HEIGHT} L0 ${HEIGHT * 0.62} L${WIDTH * 0.18} ${HEIGHT * 0.4} L${WIDTH * 0.33} ${HEIGHT * 0.52} L${WIDTH * 0.52} ${HEIGHT * 0.18} L${WIDTH * 0.7} ${HEIGHT * 0.45} L${WIDTH * 0.86} ${HEIGHT * 0.3} L${WIDTH} ${HEIGHT * 0.5} L${WIDTH} ${HEIGHT} Z" fill="url(#rock)"/></svg>`;
  const base = await sharp(Buffer.from(scene)).removeAlpha().raw().toBuffer();
  const noise = (width, height, sigma) =>
    sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma } } })
      .raw()
      .toBuffer();
  // The rock's texture: coarse noise, enlarged; then the sensor's grain, pixel by pixel.
  const coarse = await sharp(await noise(500, 375, 60), { raw: { ...raw, width: 500, height: 375 } })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = await noise(WIDTH, HEIGHT, 10);
  return sharp(base, { raw })
    .composite([
      { input: coarse, raw, blend: 'soft-light' },
      { input: grain, raw, blend: 'overlay' },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Cordee', Model: 'Bench phone 12 MP', Software: 'bench' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 33/1 2/1', GPSLongitudeRef: 'E', GPSLongitude: '5/1 50/1 41/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function convertOnce(file) {
  const child = spawnSync(process.execPath, ['bench/photo-variants-child.mjs', file], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (child.status !== 0) {
    throw new Error(
      `photo-variants-child exited ${child.status}: ${`${child.stderr}`.trim().split('\n').slice(-5).join('\n')}`,
    );
  }
  const line = child.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line);
}

const round = (value, digits = 0) => Number(value.toFixed(digits));

export async function runPhotoVariants({ runs = PHOTO_VARIANT_RUNS } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'cordee-bench-photo-'));
  try {
    const photo = await twelveMegapixelPhoto();
    const file = join(folder, 'photo.jpg');
    writeFileSync(file, photo);
    const loadBefore = loadavg();
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(convertOnce(file));
    const loadAfter = loadavg();
    if (results.some((result) => result.metadata_left)) throw new Error('a variant kept metadata of the upload');

    const added = results.map((result) => result.peak_rss_mb - result.rss_before_mb);
    const figures = {
      input: { width: WIDTH, height: HEIGHT, orientation: 6, bytes: photo.length },
      runs,
      cpus: availableParallelism(),
      sharp_concurrency: results[0].sharp_concurrency,
      stored: { width: results[0].width, height: results[0].height },
      variants: results[0].variants,
      // Other work on the machine lengthens the time; the CPU time is the conversion's own.
      load_average: {
        before: loadBefore.map((value) => round(value, 2)),
        after: loadAfter.map((value) => round(value, 2)),
      },
      cpu_ms: { median: round(median(results.map((result) => result.cpu_ms))) },
      time_ms: { median: round(median(results.map((result) => result.ms))), runs: results.map((r) => round(r.ms)) },
      rss_before_mb: round(median(results.map((result) => result.rss_before_mb))),
      peak_rss_mb: {
        median: round(median(results.map((r) => r.peak_rss_mb))),
        max: round(Math.max(...results.map((r) => r.peak_rss_mb))),
      },
      added_rss_mb: { median: round(median(added)), max: round(Math.max(...added)) },
    };

    console.log(
      `\nphoto-variants: a ${WIDTH} × ${HEIGHT} JPEG (${(photo.length / 1024 / 1024).toFixed(1)} MB, EXIF with GPS, orientation 6) → the photo variants, ${runs} runs, each in its own process`,
    );
    printTable(
      ['Run', 'Time', 'CPU', 'RSS before', 'Peak RSS', 'Added'],
      results.map((result, index) => [
        index + 1,
        `${Math.round(result.ms)} ms`,
        `${Math.round(result.cpu_ms)} ms`,
        `${Math.round(result.rss_before_mb)} MB`,
        `${Math.round(result.peak_rss_mb)} MB`,
        `${Math.round(added[index])} MB`,
      ]),
    );
    printTable(
      ['Variant', 'Size', 'WebP'],
      Object.entries(figures.variants).map(([name, variant]) => [
        name,
        `${variant.width} × ${variant.height}`,
        `${(variant.bytes / 1024).toFixed(0)} KB`,
      ]),
    );
    return figures;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
