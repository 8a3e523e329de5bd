import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_ACCESS_TOKEN_HEADER } from '@climb/contracts';
import { WEB_DIST_FIXTURE } from '../helpers/test-app';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SERVER_ENTRY = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

/** Every process a drill started and has not seen exit: killed when the test process ends, whatever happened. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A process a drill started: tracked so that `killAllProcesses()` and the exit hook always end it. */
export function track(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Kills (SIGKILL) every process the drills started and waits for each to exit. */
export async function killAllProcesses(): Promise<void> {
  await Promise.all([...running].map((child) => killProcess(child)));
}

/** SIGKILL, then the exit: a port or data dir in use is free once this resolves. */
export async function killProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await exited;
}

/** A TCP port free on the loopback now (the kernel's choice). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return address.port;
}

/** One line of the server's log (pino JSON), with the time the drill read it. */
export interface LogLine {
  level: number;
  time: number;
  msg?: string;
  [field: string]: unknown;
}

export interface ServerOptions {
  /** Names the data dir, for someone reading /tmp after a failed run. */
  name: string;
  /** Settings on top of the drill defaults (DATABASE_URL, REDIS_URL, RATE_LIMITS…). */
  env?: Record<string, string>;
  /** The data dir of another server, to start a second one on it; by default a new one of its own. */
  dataDir?: string;
}

/**
 * The API as `npm start` runs it, in a process of its own: a free loopback port, its own data dir
 * (PGlite lives there unless DATABASE_URL is given), the fixture web build, the log on stdout as JSON
 * lines that the drill reads. `start()` waits until health answers; `kill()` is `kill -9`; a restart
 * is `start()` again on the same port, data dir and database.
 */
export class ServerProcess {
  readonly dataDir: string;
  private readonly env: Record<string, string>;
  private child: ChildProcess | undefined;
  private readonly lines: LogLine[] = [];
  private stderr = '';
  port = 0;

  constructor(private readonly options: ServerOptions) {
    this.dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `cordee-drill-${options.name}-`));
    this.env = {
      // Only what the server needs: nothing of the test runner's environment (DATABASE_URL, REDIS_URL…) leaks in.
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? tmpdir(),
      DATA_DIR: this.dataDir,
      HOST: '127.0.0.1',
      WEB_DIST_DIR: WEB_DIST_FIXTURE,
      PUBLIC_URL: 'http://cordee.test',
      LOG_LEVEL: 'info',
      ...options.env,
    };
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Whether the process is running (it has not exited since the last start). */
  get alive(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Every log line read so far, over every start of this server. */
  get log(): readonly LogLine[] {
    return this.lines;
  }

  get stderrText(): string {
    return this.stderr;
  }

  /** The exit code of the last start, once it has exited (null while running or killed by a signal). */
  get exitCode(): number | null {
    return this.child?.exitCode ?? null;
  }

  /** The web app's key, from the secrets file the first start wrote into the data dir. */
  get keyHeaders(): Record<string, string> {
    const secrets = JSON.parse(readFileSync(join(this.dataDir, 'secrets.json'), 'utf8')) as {
      web_api_access_token: string;
    };
    return { [API_ACCESS_TOKEN_HEADER]: secrets.web_api_access_token };
  }

  /** The site administrator the seed of an empty database created. */
  get adminCredentials(): { email: string; password: string } {
    const text = readFileSync(join(this.dataDir, 'admin-credentials.txt'), 'utf8');
    const field = (name: string) => new RegExp(`^${name}: (.+)$`, 'm').exec(text)?.[1]?.trim() ?? '';
    return { email: field('email'), password: field('password') };
  }

  /** Starts the process (on the port of the previous start, if any) and waits for health to answer 200. */
  async start(timeoutMs = 90_000): Promise<{ ms: number }> {
    if (this.alive) throw new Error(`${this.options.name} is already running`);
    if (this.port === 0) this.port = await freePort();
    const startedAt = performance.now();
    const child = track(
      spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
        cwd: REPO_ROOT,
        env: { ...this.env, PORT: String(this.port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    this.child = child;
    let pending = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const complete = pending.split('\n');
      pending = complete.pop() ?? '';
      for (const text of complete) this.readLine(text);
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-20_000);
    });

    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.alive) {
        throw new Error(
          `${this.options.name} exited during its start (${child.exitCode}): ${this.stderr.slice(-2_000)}`,
        );
      }
      try {
        const response = await fetch(`${this.url}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
        await response.body?.cancel();
        if (response.status === 200) return { ms: Math.round(performance.now() - startedAt) };
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${this.options.name} did not answer health within ${timeoutMs} ms: ${this.stderr.slice(-2_000)}`);
  }

  private readLine(text: string): void {
    if (text.trim() === '') return;
    try {
      this.lines.push(JSON.parse(text) as LogLine);
    } catch {
      this.lines.push({ level: 30, time: Date.now(), msg: text });
    }
  }

  /** Waits until a log line matches (the log reaches the drill a moment after the answers do). */
  async waitForLog(matches: (line: LogLine) => boolean, timeoutMs = 5_000, from = 0): Promise<LogLine | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const line = this.lines.slice(from).find(matches);
      if (line || Date.now() >= deadline) return line;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** `kill -9`: no shutdown hook runs, whatever was in flight is cut. */
  async kill(): Promise<void> {
    if (this.child) await killProcess(this.child);
  }

  /** Kills the process and removes its data dir (unless it was another server's). */
  async dispose(): Promise<void> {
    await this.kill();
    if (!this.options.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }
}
