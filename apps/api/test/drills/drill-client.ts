import { randomUUID } from 'node:crypto';

/** What the server behind a drill offers a client: where it listens and the web app's key. */
export interface DrillTarget {
  url: string;
  keyHeaders: Record<string, string>;
}

/** One request as a client saw it. `status` 0: no HTTP answer (refused, cut, or no answer within the time given). */
export interface Answer {
  method: string;
  path: string;
  status: number;
  ms: number;
  startedAt: number;
  body: unknown;
  error?: string;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Past this, the request counts as hung (status 0, error `timeout`). */
  timeoutMs?: number;
}

/** One request through the loopback, timed; never throws. */
export async function call(
  target: DrillTarget,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const startedAt = Date.now();
  const begin = performance.now();
  const headers: Record<string, string> = { ...target.keyHeaders, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${target.url}/api/v1${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: kept as text for the report.
    }
    return { method, path, status: response.status, ms: performance.now() - begin, startedAt, body };
  } catch (error) {
    const name = (error as Error).name;
    const message = name === 'TimeoutError' ? 'timeout' : String((error as Error & { cause?: Error }).cause ?? error);
    return { method, path, status: 0, ms: performance.now() - begin, startedAt, body: null, error: message };
  }
}

/** The API's error answer: `{ code, message }`, nothing of the failure's inside. */
export function isErrorShape(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message } = body as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string';
}

/** Signs in and returns the access token. */
export async function signIn(target: DrillTarget, credentials: { email: string; password: string }): Promise<string> {
  const answer = await call(target, 'POST', '/sessions/sign_in', { body: credentials });
  const token = (answer.body as { token?: string } | null)?.token;
  if (answer.status !== 200 || !token)
    throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return token;
}

/** Ids of the routes of the first crag that has some (the demo crag of the seed). */
export async function findRouteIds(target: DrillTarget): Promise<number[]> {
  const crags = await call(target, 'GET', '/crags.json?per_page=100');
  const crag = (crags.body as { id: number; routes_count: number }[]).find((row) => row.routes_count > 0);
  if (!crag) throw new Error('the seed has no crag with routes');
  const routes = await call(target, 'GET', `/crags/${crag.id}/crag_routes.json?per_page=100`);
  return (routes.body as { id: number }[]).map((route) => route.id);
}

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/**
 * Climbers logging ascents as fast as the server takes them: `workers` loops, each on a route of its
 * own (the ascent write locks its route). An ascent is acknowledged when the server answered 2xx with
 * its id; every answer is kept for the drill to judge.
 */
export class AscentWriters {
  readonly acknowledged: number[] = [];
  /** Idempotency keys of the writes that got no 2xx: the client cannot know whether they landed. */
  readonly unacknowledgedKeys: string[] = [];
  readonly answers: Answer[] = [];
  private running = false;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly target: () => DrillTarget,
    private readonly token: string,
    private readonly routeIds: readonly number[],
    private readonly workers: number,
  ) {}

  start(): void {
    this.running = true;
    this.loops = Array.from({ length: this.workers }, (_, index) => this.loop(index));
  }

  private async loop(index: number): Promise<void> {
    const routeId = this.routeIds[index % this.routeIds.length];
    while (this.running) {
      const key = randomUUID();
      const answer = await call(this.target(), 'POST', '/ascent_crag_routes.json', {
        token: this.token,
        body: { crag_route_id: routeId, released_at: yesterday(), ascent_status: 'red_point', idempotency_key: key },
      });
      this.answers.push(answer);
      const id = (answer.body as { id?: unknown } | null)?.id;
      if (answer.status >= 200 && answer.status < 300 && typeof id === 'number') this.acknowledged.push(id);
      else this.unacknowledgedKeys.push(key);
      // A server that is away refuses at once: no need to hammer it.
      if (answer.status === 0 || answer.status >= 500) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Stops the loops and waits for the requests in flight. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }
}

/** Of the given ascent ids, those the climber's logbook does not answer (one GET each, a few at a time). */
export async function missingAscents(target: DrillTarget, token: string, ids: readonly number[]): Promise<number[]> {
  const missing: number[] = [];
  const queue = [...ids];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const answer = await call(target, 'GET', `/ascent_crag_routes/${id}.json`, { token });
        if (answer.status !== 200) missing.push(id);
      }
    }),
  );
  return missing.sort((a, b) => a - b);
}

/** Counts of answers by status, for the report (`{ "201": 120, "500": 2 }`). */
export function statusCounts(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const key = answer.status === 0 ? `no answer (${answer.error ?? 'unknown'})` : String(answer.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** Prints a drill's figures (requests, writes, times) where the test run's output shows them. */
export function report(drill: string, figures: Record<string, unknown>): void {
  console.info(`[drill] ${drill}: ${JSON.stringify(figures)}`);
}
