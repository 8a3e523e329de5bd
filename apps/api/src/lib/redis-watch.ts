import type { Redis } from 'ioredis';

export interface RedisWatchLog {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/** Whether this node's Redis connections answer (health reads it). */
export interface RedisHealth {
  /** `REDIS_URL` is set: rate limits and live events go through Redis. */
  configured: boolean;
  /** Every connection of this node to Redis is up (false when not configured). */
  reachable: boolean;
}

/**
 * Follows every Redis connection of a node (rate limits, the live channels' publisher and subscriber).
 * While Redis is away ioredis reports an error at each reconnection attempt, several a second and per
 * connection: the outage is logged once, when the first connection drops, and the recovery once, when
 * the last one is back.
 */
export class RedisConnections {
  private readonly clients = new Map<Redis, { name: string; failed: boolean; unanswered: boolean }>();
  private down = false;
  private stopped = false;

  constructor(
    readonly configured: boolean,
    private readonly log: RedisWatchLog,
  ) {}

  /** Follows `client` from now on; `name` says which part of the node it serves. */
  watch(client: Redis, name: string): void {
    const state = { name, failed: false, unanswered: false };
    this.clients.set(client, state);
    const fail = (error?: Error) => {
      if (this.stopped) return;
      state.failed = true;
      this.update(error, name);
    };
    client.on('error', fail);
    client.on('close', () => fail());
    client.on('ready', () => {
      state.failed = false;
      this.update();
    });
  }

  /**
   * A command on `client` failed while its connection looked up: a Redis that hangs (stopped, swamped)
   * keeps the connection open and only times out. It counts as an outage until a command succeeds.
   */
  commandFailed(client: Redis, error: Error): void {
    const state = this.clients.get(client);
    if (!state || this.stopped || state.unanswered) return;
    state.unanswered = true;
    this.update(error, state.name);
  }

  /** A command on `client` was answered: an outage seen by `commandFailed` is over. */
  commandSucceeded(client: Redis): void {
    const state = this.clients.get(client);
    if (!state?.unanswered) return;
    state.unanswered = false;
    this.update();
  }

  private update(error?: Error, part?: string): void {
    const down = [...this.clients.values()].some((state) => state.failed || state.unanswered);
    if (down === this.down) return;
    this.down = down;
    if (down) {
      this.log.warn({ err: error, redis: part }, 'Redis unreachable: this node works without it until it is back');
    } else {
      this.log.info({}, 'Redis reachable again');
    }
  }

  /** The node closes its connections on purpose: nothing more to report. */
  stop(): void {
    this.stopped = true;
  }

  /** Whether every watched connection can take commands now. */
  get reachable(): boolean {
    if (!this.configured) return false;
    for (const [client, state] of this.clients) if (client.status !== 'ready' || state.unanswered) return false;
    return true;
  }

  health(): RedisHealth {
    return { configured: this.configured, reachable: this.reachable };
  }
}
