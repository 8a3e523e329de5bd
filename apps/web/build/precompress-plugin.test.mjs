import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDirectory } from './precompress-plugin.mjs';

describe('precompressDirectory', () => {
  let dir;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies that decompress to the file, for compressible files big enough', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = `console.log(${JSON.stringify('une voie '.repeat(400))});\n`;
    writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny.css'), 'a{}');
    writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096, 7));
    writeFileSync(join(dir, 'index.html'), '<html>'.repeat(400));
    writeFileSync(join(dir, '.module-sizes.json'), JSON.stringify({ a: 'b'.repeat(4096) }));

    const written = precompressDirectory(dir);

    const js = join(dir, 'assets', 'index-abc.js');
    expect(written.map((entry) => entry.file)).toEqual([js]);
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(written[0].brotli).toBeLessThan(written[0].gzip);
    expect(script.length).toBeGreaterThan(PRECOMPRESS_MIN_BYTES);
    for (const skipped of ['assets/tiny.css', 'icon.png', 'index.html', '.module-sizes.json']) {
      expect(existsSync(join(dir, `${skipped}.br`)), skipped).toBe(false);
      expect(existsSync(join(dir, `${skipped}.gz`)), skipped).toBe(false);
    }
  });
});
