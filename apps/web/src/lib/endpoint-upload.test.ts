import * as endpoint from '@climb/contracts/endpoint-routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type SessionAdapter, setApiNavigator, setPageReloader, setSessionAdapter } from './api-client';
import { type UploadProgress, uploadToEndpoint } from './endpoint-upload';

/** A stand-in for the browser's XMLHttpRequest: records what is sent, answers when the test says. */
class FakeRequest {
  static sent: FakeRequest[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress?: (event: ProgressEvent) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return name === 'content-type' ? 'application/json' : null;
  }
  send(body: unknown) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The bytes go, then the server answers. */
  answer(status: number, body: unknown) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
    this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 } as ProgressEvent);
    this.upload.onload?.();
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** The next request the upload sends, once it has sent it. */
async function nextRequest(index: number): Promise<FakeRequest> {
  await vi.waitFor(() => expect(FakeRequest.sent.length).toBeGreaterThan(index));
  return FakeRequest.sent[index] as FakeRequest;
}

function signedIn(): SessionAdapter & { token: string } {
  const state = {
    token: 'old',
    accessToken: () => state.token,
    isLoggedIn: () => true,
    refresh: vi.fn(async () => {
      state.token = 'new';
      return 'new';
    }),
    logout: vi.fn(),
  };
  return state;
}

const file = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'face.png', { type: 'image/png' });

describe('uploadToEndpoint', () => {
  const navigate = vi.fn();
  const reload = vi.fn();

  beforeEach(() => {
    FakeRequest.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    document.head.innerHTML = '<meta name="api-access-token" content="web-key">';
    setApiNavigator(navigate);
    setPageReloader(reload);
    setSessionAdapter(signedIn());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    navigate.mockReset();
    reload.mockReset();
  });

  it('sends the file as multipart to the path of the table, with the key and token, and reports its progress', async () => {
    const progress: UploadProgress[] = [];
    const chosen = file();
    const answer = uploadToEndpoint(endpoint.uploadAvatar, {
      body: { file: chosen },
      onProgress: (value) => progress.push(value),
    });
    const request = await nextRequest(0);
    expect([request.method, request.url]).toEqual(['POST', '/api/v1/current_users/avatar.json']);
    expect(request.headers).toMatchObject({ httpapiaccesstoken: 'web-key', authorization: 'Bearer old' });
    // The browser writes the multipart content type with its boundary.
    expect(request.headers['content-type']).toBeUndefined();
    expect(request.body).toBeInstanceOf(FormData);
    expect((request.body as FormData).get('file')).toBeInstanceOf(File);
    expect(((request.body as FormData).get('file') as File).name).toBe('face.png');

    request.answer(200, { id: 7, avatar: { large: 'https://cordee.test/uploads/a/large.webp' } });
    await expect(answer).resolves.toEqual({ id: 7, avatar: { large: 'https://cordee.test/uploads/a/large.webp' } });
    expect(progress).toEqual([0.5, 1, 'processing']);
  });

  it("rejects with the API's 422, its field and rules readable", async () => {
    const answer = uploadToEndpoint(endpoint.uploadBanner, { body: { file: file() } });
    (await nextRequest(0)).answer(422, { error: { file: ['too_big'] } });
    const error = await answer.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).validationErrors).toEqual({ file: ['too_big'] });
  });

  it('renews an expired token once and sends the file again', async () => {
    const answer = uploadToEndpoint(endpoint.uploadAvatar, { body: { file: file() } });
    (await nextRequest(0)).answer(401, { error: 'expired' });
    const again = await nextRequest(1);
    expect(again.headers.authorization).toBe('Bearer new');
    expect((again.body as FormData).get('file')).toBeInstanceOf(File);
    again.answer(200, { id: 7 });
    await expect(answer).resolves.toEqual({ id: 7 });
  });

  it('stops the upload when cancelled, with an AbortError', async () => {
    const cancel = new AbortController();
    const answer = uploadToEndpoint(endpoint.uploadAvatar, { body: { file: file() }, signal: cancel.signal });
    const request = await nextRequest(0);
    cancel.abort();
    const error = await answer.catch((caught: unknown) => caught);
    expect(request.aborted).toBe(true);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('rejects as fetch does when the network fails', async () => {
    const answer = uploadToEndpoint(endpoint.uploadAvatar, { body: { file: file() } });
    (await nextRequest(0)).onerror?.();
    await expect(answer).rejects.toBeInstanceOf(TypeError);
  });
});

/* What the type check refuses (this file is part of the web app's type check). */
export async function refusedUploads(): Promise<void> {
  // @ts-expect-error not an upload endpoint
  await uploadToEndpoint(endpoint.updateCurrentUser, { body: { file: file() } });
  // @ts-expect-error the endpoint's body has no such field
  await uploadToEndpoint(endpoint.uploadAvatar, { body: { image: file() } });
  // @ts-expect-error a file, not its name
  await uploadToEndpoint(endpoint.uploadAvatar, { body: { file: 'face.png' } });
}
