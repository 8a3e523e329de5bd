import type { Photo } from '@climb/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import type { UploadProgress } from '../../../../lib/endpoint-upload';
import { UploadsRateLimited } from '../api/photo-upload';
import { validatePhotoFile } from './photo-file';
import { type UploadQueueOptions, useUploadQueue } from './use-upload-queue';

/** One call of the fake `send`: its file and cover, its progress to report, and its answer to give. */
interface Sent {
  file: File;
  cover: boolean;
  signal: AbortSignal;
  report(progress: UploadProgress): void;
  resolve(photo: Photo): void;
  reject(error: unknown): void;
}

function fakeSend() {
  const sent: Sent[] = [];
  const send: UploadQueueOptions['send'] = (file, cover, onProgress, signal) =>
    new Promise<Photo>((resolve, reject) => {
      sent.push({ file, cover, signal, report: onProgress, resolve, reject });
      signal.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    });
  return { sent, send };
}

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
const photo = (id: number, cover = false) => ({ id, cover }) as Photo;

function setUp(options: Partial<UploadQueueOptions> = {}) {
  const fake = fakeSend();
  const onStop = vi.fn();
  const onDone = vi.fn();
  const hook = renderHook((props: Partial<UploadQueueOptions>) =>
    useUploadQueue({
      send: fake.send,
      firstAsCover: false,
      check: (file) => validatePhotoFile(file).file ?? [],
      onStop,
      onDone,
      ...options,
      ...props,
    }),
  );
  const states = () => hook.result.current.queue.items.map((item) => [item.file.name, item.state]);
  return { ...fake, ...hook, onStop, onDone, states };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sending a batch of photos', () => {
  it('sends the files one after another, each with its progress, then stops', async () => {
    const { result, sent, states, onDone } = setUp();
    act(() => result.current.add([jpeg('a.jpg'), jpeg('b.jpg')]));
    expect(sent).toHaveLength(0);
    act(() => result.current.start());
    expect(sent.map((call) => call.file.name)).toEqual(['a.jpg']);
    expect(states()).toEqual([
      ['a.jpg', 'sending'],
      ['b.jpg', 'waiting'],
    ]);
    act(() => sent[0]?.report(0.4));
    expect(result.current.queue.items[0]?.progress).toBe(0.4);
    act(() => sent[0]?.report('processing'));
    expect(result.current.queue.items[0]?.progress).toBe('processing');
    await act(async () => sent[0]?.resolve(photo(1)));
    expect(onDone).toHaveBeenCalledWith(photo(1));
    expect(sent.map((call) => call.file.name)).toEqual(['a.jpg', 'b.jpg']);
    await act(async () => sent[1]?.resolve(photo(2)));
    expect(states()).toEqual([
      ['a.jpg', 'done'],
      ['b.jpg', 'done'],
    ]);
    expect(result.current.queue.running).toBe(false);
    expect(sent).toHaveLength(2);
  });

  it('goes on past a photo the server refuses, which keeps its rule', async () => {
    const { result, sent, states } = setUp();
    act(() => result.current.add([jpeg('text.jpg'), jpeg('b.jpg')]));
    act(() => result.current.start());
    await act(async () => sent[0]?.reject(new ApiError(422, { error: { file: ['invalid'] } })));
    expect(result.current.queue.items[0]?.problems).toEqual(['invalid']);
    expect(sent.map((call) => call.file.name)).toEqual(['text.jpg', 'b.jpg']);
    await act(async () => sent[1]?.resolve(photo(2)));
    expect(states()).toEqual([
      ['text.jpg', 'refused'],
      ['b.jpg', 'done'],
    ]);
  });

  it('never sends a file refused when chosen', () => {
    const { result, sent, states } = setUp();
    act(() => result.current.add([new File(['notes'], 'notes.txt', { type: 'text/plain' }), jpeg('a.jpg')]));
    act(() => result.current.start());
    expect(sent.map((call) => call.file.name)).toEqual(['a.jpg']);
    expect(states()[0]).toEqual(['notes.txt', 'refused']);
  });

  it('makes the first photo taken the cover when asked, and only that one', async () => {
    const { result, sent } = setUp({ firstAsCover: true });
    act(() => result.current.add([jpeg('a.jpg'), jpeg('b.jpg')]));
    act(() => result.current.start());
    expect(sent[0]?.cover).toBe(true);
    await act(async () => sent[0]?.resolve(photo(1, true)));
    expect(sent[1]?.cover).toBe(false);
    expect(result.current.queue.coverSet).toBe(true);
  });

  it('stops at a 429 and keeps the rows not sent, to send them again later', async () => {
    const { result, sent, states, onStop } = setUp();
    act(() => result.current.add([jpeg('a.jpg'), jpeg('b.jpg')]));
    act(() => result.current.start());
    await act(async () => sent[0]?.reject(new UploadsRateLimited(300)));
    expect(onStop).toHaveBeenCalledWith({ reason: 'rate_limited', retryAfterSeconds: 300 });
    expect(result.current.queue.stopped).toEqual({ reason: 'rate_limited', retryAfterSeconds: 300 });
    expect(states()).toEqual([
      ['a.jpg', 'waiting'],
      ['b.jpg', 'waiting'],
    ]);
    expect(sent).toHaveLength(1);
    act(() => result.current.start());
    expect(sent.map((call) => call.file.name)).toEqual(['a.jpg', 'a.jpg']);
  });

  it('refuses to start offline, nothing sent and nothing lost', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const { result, sent, states, onStop } = setUp();
    act(() => result.current.add([jpeg('a.jpg')]));
    act(() => result.current.start());
    expect(sent).toHaveLength(0);
    expect(onStop).toHaveBeenCalledWith({ reason: 'offline' });
    expect(result.current.queue.stopped).toEqual({ reason: 'offline' });
    expect(states()).toEqual([['a.jpg', 'waiting']]);
  });

  it('stops when the network fails on the way', async () => {
    const { result, sent, states } = setUp();
    act(() => result.current.add([jpeg('a.jpg')]));
    act(() => result.current.start());
    await act(async () => sent[0]?.reject(new TypeError('Upload failed')));
    expect(result.current.queue.stopped).toEqual({ reason: 'offline' });
    expect(states()).toEqual([['a.jpg', 'waiting']]);
  });

  it('cancels a row on its way, and sends the next one', async () => {
    const { result, sent, states } = setUp();
    act(() => result.current.add([jpeg('a.jpg'), jpeg('b.jpg')]));
    act(() => result.current.start());
    await act(async () => result.current.remove(1));
    expect(sent[0]?.signal.aborted).toBe(true);
    expect(sent.map((call) => call.file.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(states()).toEqual([['b.jpg', 'sending']]);
  });

  it('cancels the sending under way when the page goes', () => {
    const { result, sent, unmount } = setUp();
    act(() => result.current.add([jpeg('a.jpg')]));
    act(() => result.current.start());
    unmount();
    expect(sent[0]?.signal.aborted).toBe(true);
  });
});
