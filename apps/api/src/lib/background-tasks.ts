import type { FastifyReply } from 'fastify';

interface TaskLog {
  error(object: object, message: string): void;
}

/**
 * Work a request leaves for later (say, what must not make the answer slower for some callers than
 * for others). A failing task is logged and never reaches the client; closing the server waits
 * for the tasks still running.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: TaskLog) {}

  /** Starts `task`; its failure is logged as `failure`. */
  run(failure: string, task: () => Promise<void>): void {
    const running: Promise<void> = Promise.resolve()
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error }, failure))
      .finally(() => this.running.delete(running));
    this.running.add(running);
  }

  /** Resolves once every task, including those they start meanwhile, has ended. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}

/** Resolves once the answer has left (or the connection closed before it could). */
export function answerSent(reply: FastifyReply): Promise<void> {
  const response = reply.raw;
  if (response.writableFinished || response.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    response.once('finish', () => resolve());
    response.once('close', () => resolve());
  });
}
