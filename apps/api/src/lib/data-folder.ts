import { spawnSync } from 'node:child_process';
import { chmodSync, closeSync, lstatSync, mkdirSync, openSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The data folder (`DATA_DIR`) belongs to one server and to its user (docs/decisions/023): the embedded
 * database, the secrets, the first administrator's password and the uploads are in it.
 */

/** The file whose lock marks the folder as held. Never removed: a new file would be a lock of its own. */
export const LOCK_FILE = 'server.lock';

/** Set as the process's umask before anything is written: what PGlite creates is its owner's only. */
export const OWNER_ONLY_UMASK = 0o077;
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

/** Another process holds the data folder (the message names it). */
export class DataFolderInUse extends Error {
  constructor(readonly dataDir: string) {
    super(
      `the data folder ${dataDir} is in use by another server (it holds the lock on ${join(dataDir, LOCK_FILE)}). ` +
        'Stop that server, or give this one another DATA_DIR.',
    );
    this.name = 'DataFolderInUse';
  }
}

export interface DataFolderHold {
  /** Lets the folder go (the end of the process does it too, however the process ends). */
  release(): void;
}

/**
 * Takes an exclusive advisory lock (flock(2)) on the data folder's lock file, or throws `DataFolderInUse` at
 * once when another process holds it. The lock belongs to the file opened here, which this process keeps
 * open: the kernel drops it when the process dies, `kill -9` included, so no stale lock outlives a server.
 * Node has no flock call; util-linux's `flock` command takes the lock on the descriptor it is handed and
 * exits, leaving the lock with the open file.
 */
export function holdDataFolder(dataDir: string): DataFolderHold {
  mkdirSync(dataDir, { recursive: true, mode: FOLDER_MODE });
  const descriptor = openSync(join(dataDir, LOCK_FILE), 'a', FILE_MODE);
  const result = spawnSync('flock', ['-x', '-n', '3'], { stdio: ['ignore', 'ignore', 'pipe', descriptor] });
  if (result.status === 0) return { release: () => closeSync(descriptor) };

  closeSync(descriptor);
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new Error(
      `cannot lock the data folder ${dataDir}: the flock command is missing (install util-linux; on macOS, brew install flock)`,
    );
  }
  // flock answers 1 when -n finds the lock taken; its other failures have codes of their own.
  if (result.status === 1) throw new DataFolderInUse(dataDir);
  throw new Error(
    `cannot lock the data folder ${dataDir}: flock ${result.error?.message ?? `exited with ${result.status}`} ${result.stderr?.toString().trim() ?? ''}`.trim(),
  );
}

export interface RestrictedFolder {
  /** Files and folders whose mode was changed. */
  changed: number;
  /** Those whose mode could not be changed (owned by another user). */
  refused: string[];
}

/**
 * Makes the whole data folder its owner's only (folders 0700, files 0600), putting right a folder written by
 * an earlier version, whose PGlite files any local user could read. Symbolic links are neither changed nor
 * followed (chmod would change what they point at, maybe outside the folder). A folder is closed before its
 * entries are read, so no other user can swap one for a link meanwhile.
 */
export function restrictDataFolder(dataDir: string): RestrictedFolder {
  const result: RestrictedFolder = { changed: 0, refused: [] };
  // The folder itself may be a link (DATA_DIR=/data → a volume): it is the one given, so it is followed.
  const folders = [dataDir];
  restrict(dataDir, statSync(dataDir).mode, FOLDER_MODE, result);
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      const stats = lstatSync(path);
      if (stats.isDirectory()) {
        restrict(path, stats.mode, FOLDER_MODE, result);
        folders.push(path);
      } else if (stats.isFile()) {
        restrict(path, stats.mode, FILE_MODE, result);
      }
    }
  }
  return result;
}

function restrict(path: string, mode: number, wanted: number, result: RestrictedFolder): void {
  if ((mode & 0o7777) === wanted) return;
  try {
    chmodSync(path, wanted);
    result.changed += 1;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
    result.refused.push(path);
  }
}
