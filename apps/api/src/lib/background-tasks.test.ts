import { describe, expect, it } from 'vitest';
import { BackgroundTasks } from './background-tasks';

function recordingLog() {
  const errors: { object: object; message: string }[] = [];
  return { errors, error: (object: object, message: string) => errors.push({ object, message }) };
}

describe('BackgroundTasks', () => {
  it('runs a task without the caller waiting for it, and idle() waits for it', async () => {
    const tasks = new BackgroundTasks(recordingLog());
    let release: () => void = () => {};
    const done: string[] = [];
    tasks.run('failed', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      done.push('task');
    });
    done.push('caller');
    const idle = tasks.idle().then(() => done.push('idle'));
    await Promise.resolve();
    release();
    await idle;
    expect(done).toEqual(['caller', 'task', 'idle']);
  });

  it('logs a failing task under the name given, and goes on', async () => {
    const log = recordingLog();
    const tasks = new BackgroundTasks(log);
    const failure = new Error('outbox unavailable');
    tasks.run('reset e-mail could not be sent', async () => {
      throw failure;
    });
    await tasks.idle();
    expect(log.errors).toEqual([{ object: { err: failure }, message: 'reset e-mail could not be sent' }]);
  });

  it('waits for tasks started by a task', async () => {
    const tasks = new BackgroundTasks(recordingLog());
    const done: string[] = [];
    tasks.run('failed', async () => {
      tasks.run('failed', async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        done.push('second');
      });
      done.push('first');
    });
    await tasks.idle();
    expect(done).toEqual(['first', 'second']);
  });
});
