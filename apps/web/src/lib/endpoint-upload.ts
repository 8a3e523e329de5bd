import type { EndpointBody, EndpointName, Endpoints } from '@climb/contracts';
import type * as endpointRoutes from '@climb/contracts/endpoint-routes';
import { type ApiTransport, apiRequest } from './api-client';
import { type EndpointCall, type EndpointResult, endpointPath, type RouteName } from './endpoint-client';

/** Upload progress: 0 to 1 while the bytes go, then `processing` while the server works on them. */
export type UploadProgress = number | 'processing';

type Routes = typeof endpointRoutes;

/** The fields of a body that carry a file. */
type FileFields<Body> = { [Key in keyof Body]-?: NonNullable<Body[Key]> extends Blob ? Key : never }[keyof Body];

/** The endpoints of the table whose body carries a file: they take multipart/form-data. */
export type UploadEndpointName = {
  [Name in EndpointName]: [FileFields<EndpointBody<Endpoints[Name]>>] extends [never] ? never : Name;
}[EndpointName];

/** What an upload is given: the endpoint's path params and body, its progress callback, a way to cancel it. */
export type UploadCall<Name extends UploadEndpointName> = Pick<EndpointCall<Name>, 'params' | 'body'> & {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

function formOf(body: object): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(body)) {
    if (value instanceof Blob) form.append(field, value);
    else if (value !== undefined && value !== null) form.append(field, String(value));
  }
  return form;
}

/** A `fetch` made of XMLHttpRequest: only it reports the progress of the bytes it sends. */
function progressTransport(onProgress: (progress: UploadProgress) => void): ApiTransport {
  return (url, init) =>
    new Promise((resolve, reject) => {
      const abort = () => new DOMException('Upload cancelled', 'AbortError');
      if (init.signal?.aborted) {
        reject(abort());
        return;
      }
      const request = new XMLHttpRequest();
      request.open(init.method ?? 'GET', url);
      new Headers(init.headers).forEach((value, name) => {
        request.setRequestHeader(name, value);
      });
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      request.upload.onload = () => onProgress('processing');
      request.onload = () => {
        const empty = request.status === 204 || request.status === 205 || request.status === 304;
        resolve(
          new Response(empty ? null : request.responseText, {
            status: request.status,
            // The wait a 429 asks for (`Retry-After`) too, which `ApiError` carries.
            headers: {
              'content-type': request.getResponseHeader('content-type') ?? 'application/json',
              'retry-after': request.getResponseHeader('retry-after') ?? '',
            },
          }),
        );
      };
      // As fetch does: a network failure is a TypeError, a cancel an AbortError.
      request.onerror = () => reject(new TypeError('Upload failed'));
      request.onabort = () => reject(abort());
      init.signal?.addEventListener('abort', () => request.abort(), { once: true });
      request.send(init.body as XMLHttpRequestBodyInit | null);
    });
}

/**
 * Sends a file to an upload endpoint of the contracts' table (multipart/form-data, one part per
 * field of its body) and reports the progress of the bytes. It goes through the API client like
 * every call: the key, the bearer token, one shared refresh on a 401 then the upload sent again,
 * and errors as `ApiError` (a 422 with its field and rules). Aborting `signal` rejects with an
 * `AbortError`. Resolves to the endpoint's answer.
 */
export function uploadToEndpoint<Route extends Routes[UploadEndpointName]>(
  route: Route,
  call: UploadCall<RouteName<Route>>,
): Promise<EndpointResult<RouteName<Route>>> {
  const {
    params,
    body,
    onProgress = () => {},
    signal,
  } = call as {
    params?: Record<string, string | number | undefined>;
    body: object;
    onProgress?: (progress: UploadProgress) => void;
    signal?: AbortSignal;
  };
  return apiRequest<EndpointResult<RouteName<Route>>>(endpointPath(route, params), {
    method: route.method,
    body: formOf(body),
    signal,
    transport: progressTransport(onProgress),
  });
}
