// Starts the product's server for a benchmark and stops it the way an operator would (SIGTERM).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT, WEB_DIST } from './common.mjs';

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

export function makeDataDir(label) {
  return mkdtempSync(join(tmpdir(), `cordee-bench-${label}-`));
}

export function removeDataDir(dir) {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Spawns the server (by default `node scripts/start.mjs`) on its own port and data dir, on PGlite.
 * It runs in its own process group so that a hung server can be cleaned up with everything it spawned.
 */
const running = new Set();
// A benchmark that crashes must not leave a server (and its PGlite) behind.
process.on('exit', () => {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

export function spawnServer({ port, dataDir, command = process.execPath, args = ['scripts/start.mjs'], env = {} }) {
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      // The build the bench measures is the one the server serves (`BENCH_WEB_DIST` names another).
      WEB_DIST_DIR: WEB_DIST,
      ...env,
    },
  });
  const lines = [];
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(line);
    if (lines.length > 400) lines.splice(0, lines.length - 400);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  running.add(child);
  const exited = new Promise((resolveExit) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolveExit({ code, signal });
    }),
  );
  return { child, port, url: `http://127.0.0.1:${port}`, lines, exited };
}

/** Polls `GET path` every `intervalMs` until it answers 200; returns the ms since `since`. */
export async function waitForOk(
  server,
  { path = '/', since = performance.now(), intervalMs = 50, timeoutMs = 180_000 },
) {
  let exitedEarly = null;
  server.exited.then((exit) => {
    exitedEarly = exit;
  });
  while (performance.now() - since < timeoutMs) {
    if (exitedEarly) {
      throw new Error(
        `server exited (${JSON.stringify(exitedEarly)}) before serving:\n${server.lines.slice(-20).join('\n')}`,
      );
    }
    try {
      const response = await fetch(`${server.url}${path}`, {
        headers: { accept: 'text/html' },
        signal: AbortSignal.timeout(2000),
      });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await sleep(intervalMs);
  }
  throw new Error(`server did not answer 200 on ${path} within ${timeoutMs} ms`);
}

/** Every process below `pid`, from /proc (Linux). */
function descendants(pid) {
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** The pid of the process whose command line matches, among the server's process and its descendants. */
export function findProcess(server, pattern) {
  for (const pid of [server.child.pid, ...descendants(server.child.pid)]) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
      if (pattern.test(command)) return pid;
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

/**
 * SIGTERM to `pid` (the spawned process by default; its negative, the whole process group), then waits for
 * the spawned process to exit; a server still alive after `timeoutMs` is killed with its whole group.
 */
export async function stopServer(server, { pid = server.child.pid, timeoutMs = 20_000 } = {}) {
  const started = performance.now();
  if (server.child.exitCode !== null || server.child.signalCode !== null) {
    return { code: server.child.exitCode, signal: server.child.signalCode, ms: 0, forced: false };
  }
  process.kill(pid, 'SIGTERM');
  const timeout = sleep(timeoutMs, null, { ref: false });
  let exit = await Promise.race([server.exited, timeout]);
  const forced = !exit;
  if (forced) {
    process.kill(-server.child.pid, 'SIGKILL');
    exit = await server.exited;
  }
  // A grandchild still holding the pipes would keep the benchmark alive.
  server.child.stdout.destroy();
  server.child.stderr.destroy();
  return { ...exit, ms: performance.now() - started, forced };
}

/** Peak and current resident memory of a process, from /proc (Linux), in bytes. */
export function processMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const read = (key) => Number(status.match(new RegExp(`${key}:\\s+(\\d+) kB`))?.[1] ?? 0) * 1024;
    return { rss_bytes: read('VmRSS'), peak_rss_bytes: read('VmHWM') };
  } catch {
    return null;
  }
}
