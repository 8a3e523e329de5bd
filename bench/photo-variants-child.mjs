// One conversion of `bench/photo-variants.mjs`, in a process of its own so that its peak memory is this
// conversion's alone: `node bench/photo-variants-child.mjs <photo.jpg>` prints one JSON line with the time of
// `prepareImage('photo', …)` (wall and CPU), the process's resident memory before it and its peak (Linux /proc), and the variants.
import { readFileSync } from 'node:fs';
// Registers tsx, which the API's TypeScript modules are loaded through.
import './lib/api-modules.mjs';

/** Resident and peak resident memory of this process, in MB. */
function memory() {
  const status = readFileSync('/proc/self/status', 'utf8');
  const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rss_mb: field('VmRSS'), peak_rss_mb: field('VmHWM') };
}

const file = process.argv[2];
if (!file) throw new Error('usage: node bench/photo-variants-child.mjs <photo.jpg>');

const [{ prepareImage }, { default: sharp }] = await Promise.all([
  import('../apps/api/src/media/image-variants.ts'),
  import('sharp'),
]);

// The server converts photos all day: the decoder and encoder are loaded before the measure, on a small photo.
const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a6a55' } })
  .jpeg()
  .toBuffer();
await prepareImage('photo', small);

const input = readFileSync(file);
const before = memory();
const started = performance.now();
const cpuBefore = process.cpuUsage();
const { files, width, height } = await prepareImage('photo', input);
const cpu = process.cpuUsage(cpuBefore);
const elapsed = performance.now() - started;
const after = memory();

const variants = {};
let metadataLeft = false;
for (const [name, bytes] of Object.entries(files)) {
  const meta = await sharp(bytes).metadata();
  variants[name] = { width: meta.width, height: meta.height, bytes: bytes.length, format: meta.format };
  if (meta.exif || meta.xmp || meta.iptc) metadataLeft = true;
}

console.log(
  JSON.stringify({
    ms: elapsed,
    // Every thread of the process (libvips works on its own threads): what the conversion costs the machine.
    cpu_ms: (cpu.user + cpu.system) / 1000,
    rss_before_mb: before.rss_mb,
    rss_after_mb: after.rss_mb,
    peak_rss_mb: after.peak_rss_mb,
    width,
    height,
    variants,
    metadata_left: metadataLeft,
    sharp_concurrency: sharp.concurrency(),
  }),
);
