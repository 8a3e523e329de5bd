// Map tiles for the benchmarks: no tile server is reachable from a benchmark machine, so a small local server
// answers `/{z}/{x}/{y}.png` with generated 256 × 256 PNG tiles (land, fields, roads and a river, drawn from the
// tile's own coordinates), about the weight of real map tiles. The product's server is pointed at it with
// `MAP_TILE_URL` (its Content-Security-Policy then allows that origin for images).
import { createServer } from 'node:http';
import { deflateSync } from 'node:zlib';
import { createRandom } from './synthetic/random.mjs';

const SIZE = 256;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG (8-bit RGB, no filter) of `pixels`, SIZE × SIZE × 3 bytes. */
function encodePng(pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8;
  header[9] = 2;
  const raw = Buffer.alloc(SIZE * (SIZE * 3 + 1));
  for (let y = 0; y < SIZE; y += 1) {
    raw[y * (SIZE * 3 + 1)] = 0;
    pixels.copy(raw, y * (SIZE * 3 + 1) + 1, y * SIZE * 3, (y + 1) * SIZE * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** One tile: fields of slightly different greens, woods, a few roads and a river, the same for the same coordinates. */
export function tilePng(z, x, y) {
  const random = createRandom((z * 73_856_093) ^ (x * 19_349_663) ^ (y * 83_492_791));
  const pixels = Buffer.alloc(SIZE * SIZE * 3);
  const paint = (px, py, [r, g, b]) => {
    if (px < 0 || py < 0 || px >= SIZE || py >= SIZE) return;
    const at = (py * SIZE + px) * 3;
    pixels[at] = r;
    pixels[at + 1] = g;
    pixels[at + 2] = b;
  };
  const field = 32;
  for (let fy = 0; fy < SIZE; fy += field) {
    for (let fx = 0; fx < SIZE; fx += field) {
      const shade = [216 + random.int(-12, 12), 230 + random.int(-10, 10), 200 + random.int(-14, 14)];
      for (let py = fy; py < fy + field; py += 1) {
        // A little texture, every few pixels, as on a real tile.
        const grain = py % 4 === 0 ? random.int(-3, 3) : 0;
        for (let px = fx; px < fx + field; px += 1)
          paint(
            px,
            py,
            shade.map((value) => value + (px % 8 === 0 ? grain : 0)),
          );
      }
    }
  }
  // Woods: dark dots here and there.
  for (let tree = 0; tree < 600; tree += 1) {
    const [tx, ty] = [random.int(0, SIZE - 2), random.int(0, SIZE - 2)];
    const colour = [150 + random.int(-20, 20), 185 + random.int(-15, 15), 140 + random.int(-20, 20)];
    for (const [dx, dy] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ])
      paint(tx + dx, ty + dy, colour);
  }
  for (let road = 0; road < 3; road += 1) {
    const horizontal = random.next() < 0.5;
    const at = random.int(10, SIZE - 10);
    for (let along = 0; along < SIZE; along += 1) {
      for (let width = -2; width <= 2; width += 1) {
        const colour = Math.abs(width) === 2 ? [190, 180, 160] : [255, 250, 235];
        if (horizontal) paint(along, at + width + Math.round(6 * Math.sin(along / 40)), colour);
        else paint(at + width + Math.round(6 * Math.sin(along / 40)), along, colour);
      }
    }
  }
  const bend = random.int(40, 200);
  for (let along = 0; along < SIZE; along += 1) {
    const centre = bend + Math.round(25 * Math.sin(along / 30 + x));
    for (let width = -4; width <= 4; width += 1) paint(centre + width, along, [170, 200, 230]);
  }
  return encodePng(pixels);
}

/** A tile server on a free port of 127.0.0.1; `tileUrl` is its `MAP_TILE_URL`, `served` counts its tiles. */
export async function startTileServer() {
  const cache = new Map();
  const counts = { tiles: 0, bytes: 0 };
  const server = createServer((request, response) => {
    const match = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? '');
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    const key = match.slice(1).join('/');
    if (!cache.has(key)) cache.set(key, tilePng(...match.slice(1).map(Number)));
    const png = cache.get(key);
    counts.tiles += 1;
    counts.bytes += png.length;
    response.writeHead(200, {
      'content-type': 'image/png',
      'content-length': png.length,
      'cache-control': 'public, max-age=86400',
      'access-control-allow-origin': '*',
    });
    response.end(png);
  });
  await new Promise((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.address();
  return {
    tileUrl: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    served: counts,
    close: () => new Promise((resolveClose) => server.close(() => resolveClose())),
  };
}
