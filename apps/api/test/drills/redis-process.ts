import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort, killProcess, track } from './server-process';

/**
 * A `redis-server` of the drill's own on a free loopback port, keeping nothing on disk. `kill()` is
 * `kill -9` (the outage); `start()` again brings it back on the same port, empty.
 */
export class RedisProcess {
  port = 0;
  private child: ChildProcess | undefined;
  private output = '';

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(timeoutMs = 10_000): Promise<void> {
    if (this.port === 0) this.port = await freePort();
    const child = track(
      spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(this.port), '--save', '', '--appendonly', 'no'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    this.child = child;
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding('utf8').on('data', (chunk: string) => {
        this.output = (this.output + chunk).slice(-5_000);
      });
    }
    const spawned = new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', reject);
    });
    await spawned;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`redis-server exited: ${this.output}`);
      if (await this.answers()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`redis-server did not answer within ${timeoutMs} ms: ${this.output}`);
  }

  /** Whether PING gets PONG now. */
  async answers(): Promise<boolean> {
    const client = this.client();
    try {
      return (await client.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      client.disconnect();
    }
  }

  /** A connection of the drill's own, to look at the keys (disconnect it after use). */
  client(): Redis {
    const client = new Redis(this.url, { maxRetriesPerRequest: 0, retryStrategy: () => null });
    // A refused connection rejects the command; the event would only repeat it.
    client.on('error', () => {});
    return client;
  }

  async kill(): Promise<void> {
    if (this.child) {
      this.child.kill('SIGCONT');
      await killProcess(this.child);
    }
  }

  /** Stops the process without closing its connections (`SIGSTOP`): a Redis that hangs, not one that is gone. */
  freeze(): void {
    this.child?.kill('SIGSTOP');
  }

  /** Lets a frozen process run again (`SIGCONT`). */
  thaw(): void {
    this.child?.kill('SIGCONT');
  }
}
