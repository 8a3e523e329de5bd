import type { Photo, ValidationErrors } from '@climb/contracts';
import { ApiError } from '../../../../lib/api-client';
import type { UploadProgress } from '../../../../lib/endpoint-upload';
import { UploadsRateLimited } from '../api/photo-upload';

/*
 * The photos a climber adds in one go (docs/domain/media.md): each file a row of its own, sent one after another
 * so each shows its own progress and a refusal stops only its own row. A reducer, kept apart from the page, so its
 * rules are tested without a browser.
 */

/** A row's state: waiting its turn, being sent, made into a photo, or refused by a rule (its own, not the batch's). */
export type UploadState = 'waiting' | 'sending' | 'done' | 'refused';

export interface QueuedPhoto {
  key: number;
  file: File;
  state: UploadState;
  /** While sending: 0 to 1 as the bytes go, then `processing` while the server makes the photo's sizes. */
  progress: UploadProgress;
  /** The rules of `file` the photo broke (`too_big`, `invalid`), when refused. */
  problems: string[];
  /** The photo made of it, once done. */
  photo: Photo | null;
}

/** Why sending stopped before the end: the rows not sent yet wait, nothing is lost. */
export type QueueStop =
  | { reason: 'offline' }
  | { reason: 'rate_limited'; retryAfterSeconds: number | null }
  /** The batch's shared fields were refused (422 on `description`, `author`…): every photo would be. */
  | { reason: 'fields'; errors: ValidationErrors }
  | { reason: 'failed' };

export interface UploadQueue {
  items: QueuedPhoto[];
  /** Sending, one row after another, until none waits. */
  running: boolean;
  stopped: QueueStop | null;
  /** A photo sent from this page became its record's cover (the first one, when asked). */
  coverSet: boolean;
  nextKey: number;
}

export type QueueAction =
  | { type: 'add'; files: readonly File[]; check: (file: File) => string[] }
  | { type: 'start' }
  | { type: 'sending'; key: number }
  | { type: 'progress'; key: number; progress: UploadProgress }
  | { type: 'done'; key: number; photo: Photo }
  | { type: 'refused'; key: number; problems: string[] }
  | { type: 'remove'; key: number }
  | { type: 'stop'; stop: QueueStop }
  | { type: 'finish' };

export const EMPTY_QUEUE: UploadQueue = { items: [], running: false, stopped: null, coverSet: false, nextKey: 1 };

function update(queue: UploadQueue, key: number, change: (item: QueuedPhoto) => QueuedPhoto): UploadQueue {
  return { ...queue, items: queue.items.map((item) => (item.key === key ? change(item) : item)) };
}

export function uploadQueueReducer(queue: UploadQueue, action: QueueAction): UploadQueue {
  switch (action.type) {
    case 'add': {
      const added = action.files.map((file, index): QueuedPhoto => {
        const problems = action.check(file);
        return {
          key: queue.nextKey + index,
          file,
          state: problems.length > 0 ? 'refused' : 'waiting',
          progress: 0,
          problems,
          photo: null,
        };
      });
      return { ...queue, items: [...queue.items, ...added], nextKey: queue.nextKey + added.length };
    }
    case 'start':
      if (!queue.items.some((item) => item.state === 'waiting')) return queue;
      return { ...queue, running: true, stopped: null };
    case 'sending':
      return update(queue, action.key, (item) => ({ ...item, state: 'sending', progress: 0 }));
    case 'progress':
      return update(queue, action.key, (item) =>
        item.state === 'sending' ? { ...item, progress: action.progress } : item,
      );
    case 'done': {
      const next = update(queue, action.key, (item) => ({ ...item, state: 'done', photo: action.photo }));
      return { ...next, coverSet: queue.coverSet || action.photo.cover };
    }
    case 'refused':
      return update(queue, action.key, (item) => ({ ...item, state: 'refused', problems: action.problems }));
    case 'remove':
      return { ...queue, items: queue.items.filter((item) => item.key !== action.key) };
    case 'stop':
      return {
        ...queue,
        running: false,
        stopped: action.stop,
        items: queue.items.map((item) =>
          item.state === 'sending' ? { ...item, state: 'waiting', progress: 0 } : item,
        ),
      };
    case 'finish':
      return { ...queue, running: false };
  }
}

/** The row to send now: the first waiting one, while the batch runs and nothing else is on its way. */
export function nextToSend(queue: UploadQueue): QueuedPhoto | null {
  if (!queue.running || queue.items.some((item) => item.state === 'sending')) return null;
  return queue.items.find((item) => item.state === 'waiting') ?? null;
}

/** How many rows are in each state. */
export function queueCounts(queue: UploadQueue): Record<UploadState, number> {
  const counts: Record<UploadState, number> = { waiting: 0, sending: 0, done: 0, refused: 0 };
  for (const item of queue.items) counts[item.state] += 1;
  return counts;
}

/** Every row has had its answer and at least one became a photo: the page offers the way on. */
export function isQueueFinished(queue: UploadQueue): boolean {
  const counts = queueCounts(queue);
  return counts.done > 0 && counts.waiting === 0 && counts.sending === 0;
}

/** What a failed send means for its row and for the batch. */
export type UploadFailure =
  | { kind: 'cancelled' }
  | { kind: 'refused'; problems: string[] }
  | { kind: 'stop'; stop: QueueStop };

/**
 * Reads why a photo was not taken: its own refusal (`file` too big or not a photo) refuses its row only; a refusal of
 * the shared fields, a 429, a lost network or a server failure stop the batch, the rows kept to be sent again.
 */
export function uploadFailure(error: unknown, online: boolean): UploadFailure {
  if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'cancelled' };
  if (error instanceof UploadsRateLimited) {
    return { kind: 'stop', stop: { reason: 'rate_limited', retryAfterSeconds: error.retryAfterSeconds } };
  }
  if (error instanceof TypeError || !online) return { kind: 'stop', stop: { reason: 'offline' } };
  if (error instanceof ApiError && error.status === 413) return { kind: 'refused', problems: ['too_big'] };
  const refused = error instanceof ApiError ? error.validationErrors : null;
  if (refused) {
    const { file, ...others } = refused;
    if (Object.values(others).some((rules) => rules.length > 0)) {
      return { kind: 'stop', stop: { reason: 'fields', errors: others } };
    }
    if (file && file.length > 0) return { kind: 'refused', problems: file };
  }
  return { kind: 'stop', stop: { reason: 'failed' } };
}

/** Minutes to wait, rounded up (at least one), from the seconds of `Retry-After`. */
export function minutesToWait(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}
