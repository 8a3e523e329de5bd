// Start time of `npm start`: spawn → first 200 of `GET /`, on a brand-new data dir (create, migrate, seed)
// and again on the same data dir. Each run ends with SIGTERM and must exit 0 (graceful shutdown).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { printTable, seconds, WEB_DIST } from './lib/common.mjs';
import {
  findProcess,
  freePort,
  makeDataDir,
  removeDataDir,
  spawnServer,
  stopServer,
  waitForOk,
} from './lib/server.mjs';

const TARGET_SECOND_START_MS = 10_000;

/** The server's own `ready` log line: its time from process start to listening. */
function readyLog(lines) {
  for (const line of lines) {
    try {
      const entry = JSON.parse(line);
      if (entry.msg === 'ready') return entry;
    } catch {
      // not a JSON log line
    }
  }
  return null;
}

async function startOnce(label, dataDir) {
  const port = await freePort();
  const since = performance.now();
  const server = spawnServer({ port, dataDir, command: 'npm', args: ['start', '--silent'] });
  try {
    const firstPageMs = await waitForOk(server, { path: '/', since, intervalMs: 50 });
    const ready = readyLog(server.lines);
    // npm does not pass SIGTERM on to the script it runs: signal the server itself, as a process manager
    // signalling the node process would. npm then exits with the server's own exit code.
    const serverPid = findProcess(server, /^node .*scripts\/start\.mjs/);
    if (!serverPid) throw new Error('server process not found under npm start');
    const stop = await stopServer(server, { pid: serverPid });
    return {
      run: label,
      first_page_ms: Math.round(firstPageMs),
      server_ready_ms: ready?.ms ?? null,
      shutdown_ms: Math.round(stop.ms),
      exit_code: stop.code,
      exit_signal: stop.signal,
      graceful: stop.code === 0 && !stop.forced,
      sigterm_sent_to: 'node scripts/start.mjs (npm start does not forward SIGTERM to it)',
    };
  } catch (error) {
    await stopServer(server, { pid: -server.child.pid, timeoutMs: 5000 });
    throw error;
  }
}

export async function runStartTime() {
  const built = existsSync(join(WEB_DIST, 'index.html'));
  const dataDir = makeDataDir('start');
  try {
    const first = await startOnce('first start (new data dir)', dataDir);
    const second = await startOnce('second start (same data dir)', dataDir);
    const runs = [first, second];
    console.log(`\nStart time of npm start (spawn → first 200 of GET /, polled every 50 ms)`);
    printTable(
      ['run', 'first page', 'server ready log', 'shutdown', 'exit'],
      runs.map((run) => [
        run.run,
        seconds(run.first_page_ms),
        run.server_ready_ms === null ? '—' : seconds(run.server_ready_ms),
        seconds(run.shutdown_ms),
        run.graceful ? '0 (graceful)' : `${run.exit_code ?? run.exit_signal} (NOT graceful)`,
      ]),
    );
    const ok = second.first_page_ms < TARGET_SECOND_START_MS;
    console.log(`  second start target < ${seconds(TARGET_SECOND_START_MS)}: ${ok ? 'met' : 'MISSED'}`);
    if (!built) console.log('  (the web app was not built: the first start includes its build)');
    return {
      web_build_present: built,
      target_second_start_ms: TARGET_SECOND_START_MS,
      target_met: ok,
      all_graceful: runs.every((run) => run.graceful),
      runs,
    };
  } finally {
    removeDataDir(dataDir);
  }
}
