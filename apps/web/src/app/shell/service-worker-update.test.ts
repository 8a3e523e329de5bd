import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_URL, useServiceWorkerUpdate } from './service-worker-update';

/** A worker whose state the test moves on. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function stubContainer({ controlled, waiting = null }: { controlled: boolean; waiting?: FakeWorker | null }) {
  const registration = new FakeRegistration();
  registration.waiting = waiting;
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
  });
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: container });
  return { registration, container };
}

describe('the service worker update', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('registers /sw.js for the whole site and offers nothing on a first install', async () => {
    const { registration, container } = stubContainer({ controlled: false });
    const { result } = renderHook(() => useServiceWorkerUpdate());
    await waitFor(() => expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' }));
    const worker = new FakeWorker();
    act(() => {
      registration.find(worker);
      worker.moveTo('installed');
    });
    expect(result.current.needRefresh).toBe(false);
  });

  it('offers a new version once it is installed, and tells it to take over', async () => {
    const { registration, container } = stubContainer({ controlled: true });
    const { result } = renderHook(() => useServiceWorkerUpdate());
    await waitFor(() => expect(container.register).toHaveBeenCalled());
    const worker = new FakeWorker();
    act(() => registration.find(worker));
    expect(result.current.needRefresh).toBe(false);
    act(() => worker.moveTo('installed'));
    expect(result.current.needRefresh).toBe(true);
    act(() => result.current.update());
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('offers a version that was already waiting when the page loaded', async () => {
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    stubContainer({ controlled: true, waiting });
    const { result } = renderHook(() => useServiceWorkerUpdate());
    await waitFor(() => expect(result.current.needRefresh).toBe(true));
  });
});
