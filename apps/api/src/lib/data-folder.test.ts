import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataFolderInUse, holdDataFolder, LOCK_FILE, restrictDataFolder } from './data-folder';

let root: string;
let dataDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'cordee-data-folder-'));
  dataDir = join(root, 'data');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('holdDataFolder', () => {
  it('refuses a second holder at once, naming the folder, until the first lets go', () => {
    const first = holdDataFolder(dataDir);
    expect(() => holdDataFolder(dataDir)).toThrow(DataFolderInUse);
    expect(() => holdDataFolder(dataDir)).toThrow(dataDir);

    first.release();
    holdDataFolder(dataDir).release();
  });

  it('is refused while another process holds it, and free again once that process is killed (kill -9)', async () => {
    holdDataFolder(dataDir).release();
    // flock(1) holds the lock file while its command runs (-o: the command itself does not hold it).
    const holder = spawn(
      'flock',
      ['-x', '-n', '-o', join(dataDir, LOCK_FILE), 'sh', '-c', 'echo held; exec sleep 30'],
      {
        detached: true,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    await new Promise((resolve) => holder.stdout.once('data', resolve));
    expect(() => holdDataFolder(dataDir)).toThrow(DataFolderInUse);

    const exited = new Promise((resolve) => holder.once('exit', resolve));
    process.kill(-(holder.pid as number), 'SIGKILL');
    await exited;
    holdDataFolder(dataDir).release();
  });

  it('creates the folder and its lock file for the owner only', () => {
    holdDataFolder(dataDir).release();
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, LOCK_FILE))).toBe(0o600);
  });
});

describe('restrictDataFolder', () => {
  it('makes a folder of an earlier version owner-only: folders 0700, files 0600', () => {
    mkdirSync(join(dataDir, 'pglite', 'base', '1'), { recursive: true });
    mkdirSync(join(dataDir, 'uploads', 'avatars'), { recursive: true });
    const files = [
      join(dataDir, 'secrets.json'),
      join(dataDir, 'pglite', 'PG_VERSION'),
      join(dataDir, 'pglite', 'base', '1', '1259'),
      join(dataDir, 'uploads', 'avatars', 'large.webp'),
    ];
    for (const file of files) {
      writeFileSync(file, 'x');
      chmodSync(file, 0o666);
    }
    const folders = [dataDir, join(dataDir, 'pglite'), join(dataDir, 'pglite', 'base', '1'), join(dataDir, 'uploads')];
    for (const folder of folders) chmodSync(folder, 0o777);

    const result = restrictDataFolder(dataDir);

    for (const file of files) expect(modeOf(file), file).toBe(0o600);
    for (const folder of [...folders, join(dataDir, 'pglite', 'base'), join(dataDir, 'uploads', 'avatars')]) {
      expect(modeOf(folder), folder).toBe(0o700);
    }
    expect(result).toEqual({ changed: files.length + folders.length + 2, refused: [] });
    expect(restrictDataFolder(dataDir).changed).toBe(0);
  });

  it('neither changes nor follows a symbolic link out of the folder', () => {
    const outside = join(root, 'outside');
    mkdirSync(join(outside, 'inner'), { recursive: true });
    writeFileSync(join(outside, 'file.txt'), 'x');
    chmodSync(join(outside, 'file.txt'), 0o644);
    chmodSync(join(outside, 'inner'), 0o755);
    mkdirSync(dataDir);
    symlinkSync(join(outside, 'file.txt'), join(dataDir, 'to-file'));
    symlinkSync(outside, join(dataDir, 'to-folder'));

    restrictDataFolder(dataDir);

    expect(modeOf(join(outside, 'file.txt'))).toBe(0o644);
    expect(modeOf(join(outside, 'inner'))).toBe(0o755);
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it('puts right 1,200 files quickly', () => {
    for (let folder = 0; folder < 12; folder += 1) {
      const path = join(dataDir, 'pglite', 'base', String(folder));
      mkdirSync(path, { recursive: true, mode: 0o777 });
      for (let file = 0; file < 100; file += 1) writeFileSync(join(path, String(file)), '', { mode: 0o666 });
    }
    const startedAt = performance.now();
    restrictDataFolder(dataDir);
    expect(performance.now() - startedAt).toBeLessThan(1_000);
  });
});
