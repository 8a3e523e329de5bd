import type { Photo } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { retryAfterSeconds, UploadsRateLimited } from '../api/photo-upload';
import { validatePhotoFile } from './photo-file';
import {
  EMPTY_QUEUE,
  isQueueFinished,
  minutesToWait,
  nextToSend,
  queueCounts,
  uploadQueueReducer as reduce,
  type UploadQueue,
  uploadFailure,
} from './upload-queue';

const file = (name: string, size = 1000, type = 'image/jpeg') =>
  new File([new Uint8Array(Math.min(size, 16))], name, { type });

const sized = (name: string, size: number, type = 'image/jpeg') => {
  const made = file(name, 16, type);
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

const photo = (id: number, cover = false) => ({ id, cover }) as Photo;

const check = (chosen: File) => validatePhotoFile(chosen).file ?? [];

function queueOf(...names: string[]): UploadQueue {
  return reduce(EMPTY_QUEUE, { type: 'add', files: names.map((name) => file(name)), check });
}

describe('a photo file checked before it is sent', () => {
  it('is a JPEG, PNG or WebP of 20 MB at most', () => {
    expect(validatePhotoFile(sized('a.jpg', 20 * 1024 * 1024))).toEqual({});
    expect(validatePhotoFile(sized('a.png', 1000, 'image/png'))).toEqual({});
    expect(validatePhotoFile(sized('a.webp', 1000, 'image/webp'))).toEqual({});
    expect(validatePhotoFile(sized('a.jpg', 20 * 1024 * 1024 + 1))).toEqual({ file: ['too_big'] });
    expect(validatePhotoFile(sized('notes.txt', 1000, 'text/plain'))).toEqual({ file: ['invalid'] });
    expect(validatePhotoFile(sized('a.gif', 1000, 'image/gif'))).toEqual({ file: ['invalid'] });
    expect(validatePhotoFile(sized('empty.jpg', 0))).toEqual({ file: ['invalid'] });
  });

  it('without a type (some phones give none) is left to the server', () => {
    expect(validatePhotoFile(sized('IMG_0001', 1000, ''))).toEqual({});
  });
});

describe('the upload queue', () => {
  it('adds each file as a row, refusing at once the ones that break a rule', () => {
    const queue = reduce(EMPTY_QUEUE, {
      type: 'add',
      files: [file('a.jpg'), sized('big.jpg', 30 * 1024 * 1024), file('notes.txt', 10, 'text/plain')],
      check,
    });
    expect(queue.items.map((item) => [item.key, item.file.name, item.state, item.problems])).toEqual([
      [1, 'a.jpg', 'waiting', []],
      [2, 'big.jpg', 'refused', ['too_big']],
      [3, 'notes.txt', 'refused', ['invalid']],
    ]);
    const more = reduce(queue, { type: 'add', files: [file('b.jpg')], check });
    expect(more.items.map((item) => item.key)).toEqual([1, 2, 3, 4]);
  });

  it('sends one row at a time, in order, until none waits', () => {
    let queue = reduce(queueOf('a.jpg', 'b.jpg'), { type: 'start' });
    expect(queue.running).toBe(true);
    expect(nextToSend(queue)?.file.name).toBe('a.jpg');
    queue = reduce(queue, { type: 'sending', key: 1 });
    expect(nextToSend(queue)).toBeNull();
    queue = reduce(queue, { type: 'progress', key: 1, progress: 0.5 });
    expect(queue.items[0]?.progress).toBe(0.5);
    queue = reduce(queue, { type: 'progress', key: 1, progress: 'processing' });
    expect(queue.items[0]?.progress).toBe('processing');
    queue = reduce(queue, { type: 'done', key: 1, photo: photo(41) });
    expect(queue.items[0]?.photo?.id).toBe(41);
    expect(nextToSend(queue)?.file.name).toBe('b.jpg');
    queue = reduce(queue, { type: 'sending', key: 2 });
    queue = reduce(queue, { type: 'refused', key: 2, problems: ['invalid'] });
    expect(nextToSend(queue)).toBeNull();
    expect(queueCounts(queue)).toEqual({ waiting: 0, sending: 0, done: 1, refused: 1 });
    expect(isQueueFinished(queue)).toBe(true);
    expect(reduce(queue, { type: 'finish' }).running).toBe(false);
  });

  it('ignores the progress of a row no longer being sent', () => {
    const queue = reduce(queueOf('a.jpg'), { type: 'progress', key: 1, progress: 0.8 });
    expect(queue.items[0]?.progress).toBe(0);
  });

  it('does not start without a row waiting', () => {
    expect(reduce(EMPTY_QUEUE, { type: 'start' }).running).toBe(false);
    expect(nextToSend(queueOf('a.jpg'))).toBeNull();
  });

  it('stops keeping every row: the one being sent waits again, from the start', () => {
    let queue = reduce(queueOf('a.jpg', 'b.jpg'), { type: 'start' });
    queue = reduce(queue, { type: 'sending', key: 1 });
    queue = reduce(queue, { type: 'progress', key: 1, progress: 0.7 });
    queue = reduce(queue, { type: 'stop', stop: { reason: 'offline' } });
    expect(queue.running).toBe(false);
    expect(queue.stopped).toEqual({ reason: 'offline' });
    expect(queue.items.map((item) => [item.state, item.progress])).toEqual([
      ['waiting', 0],
      ['waiting', 0],
    ]);
    expect(isQueueFinished(queue)).toBe(false);
    queue = reduce(queue, { type: 'start' });
    expect(queue.stopped).toBeNull();
    expect(nextToSend(queue)?.key).toBe(1);
  });

  it('removes a row, and remembers a cover was set', () => {
    let queue = reduce(queueOf('a.jpg', 'b.jpg'), { type: 'remove', key: 1 });
    expect(queue.items.map((item) => item.file.name)).toEqual(['b.jpg']);
    queue = reduce(queue, { type: 'done', key: 2, photo: photo(5, true) });
    expect(queue.coverSet).toBe(true);
  });
});

describe('why a photo was not taken', () => {
  it('a cancel only ends its row', () => {
    expect(uploadFailure(new DOMException('Upload cancelled', 'AbortError'), true)).toEqual({ kind: 'cancelled' });
  });

  it('the file’s own rules refuse its row only', () => {
    expect(uploadFailure(new ApiError(422, { error: { file: ['too_big'] } }), true)).toEqual({
      kind: 'refused',
      problems: ['too_big'],
    });
    expect(uploadFailure(new ApiError(413, null), true)).toEqual({ kind: 'refused', problems: ['too_big'] });
  });

  it('a refusal of the shared fields stops the batch, with the fields’ rules', () => {
    expect(uploadFailure(new ApiError(422, { error: { author: ['too_long'], file: ['invalid'] } }), true)).toEqual({
      kind: 'stop',
      stop: { reason: 'fields', errors: { author: ['too_long'] } },
    });
  });

  it('too many uploads, a lost network or a server failure stop the batch', () => {
    expect(uploadFailure(new UploadsRateLimited(600), true)).toEqual({
      kind: 'stop',
      stop: { reason: 'rate_limited', retryAfterSeconds: 600 },
    });
    expect(uploadFailure(new TypeError('Upload failed'), true)).toEqual({ kind: 'stop', stop: { reason: 'offline' } });
    expect(uploadFailure(new ApiError(500, null), false)).toEqual({ kind: 'stop', stop: { reason: 'offline' } });
    expect(uploadFailure(new ApiError(500, null), true)).toEqual({ kind: 'stop', stop: { reason: 'failed' } });
  });
});

describe('the wait after too many uploads', () => {
  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterSeconds('120')).toBe(120);
    expect(retryAfterSeconds('0.2')).toBe(1);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('')).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
    const now = Date.parse('2026-06-01T10:00:00Z');
    expect(retryAfterSeconds('Mon, 01 Jun 2026 10:05:00 GMT', now)).toBe(300);
  });

  it('is said in whole minutes, one at least', () => {
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(60)).toBe(1);
    expect(minutesToWait(61)).toBe(2);
    expect(minutesToWait(3600)).toBe(60);
  });
});
