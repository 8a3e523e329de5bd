import type { Photo } from '@climb/contracts';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { UploadProgress } from '../../../../lib/endpoint-upload';
import { EMPTY_QUEUE, nextToSend, type QueueStop, uploadFailure, uploadQueueReducer } from './upload-queue';

export interface UploadQueueOptions {
  /** Sends one file, `cover` when it is to become its record's cover; resolves to the photo made of it. */
  send: (
    file: File,
    cover: boolean,
    onProgress: (progress: UploadProgress) => void,
    signal: AbortSignal,
  ) => Promise<Photo>;
  /** The first photo taken becomes the record's cover. */
  firstAsCover: boolean;
  /** Checks a file when it is added: the rules of `file` it breaks (refused at once, never sent). */
  check: (file: File) => string[];
  /** Sending stopped before the end (offline, too many uploads, the shared fields refused, a failure). */
  onStop?: (stop: QueueStop) => void;
  /** A photo was taken. */
  onDone?: (photo: Photo) => void;
}

/** Whether the device says it is offline (a phone at the foot of the crag); `navigator.onLine` is true when unsure. */
function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The rows of a batch of photos and their sending, one after another: `add` files (checked at once), `start`
 * sending (refused at once when offline), `remove` a row (its sending cancelled). A cancelled page cancels the
 * sending under way.
 */
export function useUploadQueue(options: UploadQueueOptions) {
  const [queue, dispatch] = useReducer(uploadQueueReducer, EMPTY_QUEUE);
  const latest = useRef(options);
  latest.current = options;
  const controllers = useRef(new Map<number, AbortController>());
  const next = nextToSend(queue);
  const nextKey = next?.key ?? null;
  const sending = queue.items.some((item) => item.state === 'sending');

  // One sending per row: the effect runs again when the row to send changes, not as a row's progress moves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `next` is read through its key.
  useEffect(() => {
    if (!queue.running || sending) return;
    if (!next) {
      dispatch({ type: 'finish' });
      return;
    }
    const { key, file } = next;
    const controller = new AbortController();
    controllers.current.set(key, controller);
    dispatch({ type: 'sending', key });
    const cover = latest.current.firstAsCover && !queue.coverSet;
    latest.current
      .send(file, cover, (progress) => dispatch({ type: 'progress', key, progress }), controller.signal)
      .then(
        (photo) => {
          dispatch({ type: 'done', key, photo });
          latest.current.onDone?.(photo);
        },
        (error: unknown) => {
          const failure = uploadFailure(error, !isOffline());
          if (failure.kind === 'refused') dispatch({ type: 'refused', key, problems: failure.problems });
          else if (failure.kind === 'stop') {
            dispatch({ type: 'stop', stop: failure.stop });
            latest.current.onStop?.(failure.stop);
          }
        },
      )
      .finally(() => controllers.current.delete(key));
  }, [queue.running, sending, nextKey, queue.coverSet]);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const add = useCallback((files: readonly File[]) => {
    if (files.length > 0) dispatch({ type: 'add', files, check: latest.current.check });
  }, []);

  const start = useCallback(() => {
    if (isOffline()) {
      const stop: QueueStop = { reason: 'offline' };
      dispatch({ type: 'stop', stop });
      latest.current.onStop?.(stop);
      return;
    }
    dispatch({ type: 'start' });
  }, []);

  const remove = useCallback((key: number) => {
    controllers.current.get(key)?.abort();
    dispatch({ type: 'remove', key });
  }, []);

  return { queue, add, start, remove };
}
