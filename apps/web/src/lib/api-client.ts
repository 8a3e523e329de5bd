import {
  API_ACCESS_TOKEN_HEADER,
  API_BASE_PATH,
  type ForbiddenErrorBody,
  type ValidationErrorBody,
} from '@climb/contracts';
import { apiAccessToken } from './runtime-config';

/**
 * An API answer other than 2xx; `body` is the parsed JSON error when there is one, `retryAfter` the answer's
 * `Retry-After` header (a 429's or a 503's wait), when it has one.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly retryAfter: string | null = null,
  ) {
    super(`API error ${status}`);
    this.name = 'ApiError';
  }

  get validationErrors(): ValidationErrorBody['error'] | null {
    if (this.status !== 422 || !this.body || typeof this.body !== 'object' || !('error' in this.body)) return null;
    return (this.body as ValidationErrorBody).error;
  }

  get need(): ForbiddenErrorBody['need'] | null {
    if (this.status !== 403 || !this.body || typeof this.body !== 'object') return null;
    return (this.body as ForbiddenErrorBody).need ?? null;
  }
}

/** What the accounts capability plugs in: the token, a refresh and a log-out (spec §4, §8). */
export interface SessionAdapter {
  accessToken(): string | null;
  isLoggedIn(): boolean;
  /** Exchanges the refresh token; resolves to the new access token, or null when none results. */
  refresh(): Promise<string | null>;
  /** Forgets the session (the client then reloads the page). */
  logout(): void;
}

const anonymous: SessionAdapter = {
  accessToken: () => null,
  isLoggedIn: () => false,
  refresh: async () => null,
  logout: () => {},
};

/** How a call reaches the API: `fetch` in the browser; the server renderer calls the API's handlers in process. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);
let session: SessionAdapter = anonymous;

/** The server renderer's way to the API (docs/decisions/022): the same handlers and rights as a visitor's browser. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}
let navigateTo: (to: string) => void = (to) => window.location.assign(to);
let reloadPage: () => void = () => window.location.reload();
let refreshing: Promise<string | null> | null = null;

export function setSessionAdapter(adapter: SessionAdapter): void {
  session = adapter;
}

/** The router's navigate, so that 401/403 handling moves inside the app without a reload. */
export function setApiNavigator(navigate: (to: string) => void): void {
  navigateTo = navigate;
}

/** Replaces the page reload that follows a lost session (tests). */
export function setPageReloader(reload: () => void): void {
  reloadPage = reload;
}

/** The change under way that ends the climber's access tokens and signs this device in again. */
let renewal: Promise<unknown> | null = null;

/**
 * Runs a change that ends every access token of the climber, then signs this device in again (a
 * password change): a call refused in the meantime waits for the new session instead of signing
 * the climber out. The call that makes the change passes `renewsSession`.
 */
export async function renewingSession<T>(change: () => Promise<T>): Promise<T> {
  const work = change();
  const settled = work.catch(() => undefined);
  renewal = settled;
  try {
    return await work;
  } finally {
    if (renewal === settled) renewal = null;
  }
}

/** The access token that replaced `sent` (after a renewal under way, or another tab's refresh), or null. */
async function replacedToken(sent: string | null, options: RequestOptions): Promise<string | null> {
  if (renewal && !options.renewsSession) await renewal;
  const current = session.accessToken();
  return current && current !== sent ? current : null;
}

/** Concurrent 401s share one refresh. */
function refreshOnce(): Promise<string | null> {
  refreshing ??= session.refresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  keepalive?: boolean;
  /** false: the caller handles 401/403 itself (no redirect). */
  handleAuthErrors?: boolean;
  /** Sent without the bearer token and never refreshed: sign-in, sign-up, password reset. */
  anonymous?: boolean;
  /** The call that ends the climber's tokens inside `renewingSession`: it never waits for the renewal. */
  renewsSession?: boolean;
  /** How this call is sent, instead of the client's own transport (an upload reporting its progress). */
  transport?: ApiTransport;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE_PATH}/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { [API_ACCESS_TOKEN_HEADER]: apiAccessToken(), accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  // A form (an upload) goes as multipart, its boundary written by the browser; anything else as JSON.
  const form = options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
  return (options.transport ?? transport)(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : form ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
    keepalive: options.keepalive,
  });
}

async function parse(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Calls the API (spec §7): the access-token header on every call, the bearer token when signed in.
 * 401 while signed in → one shared refresh and one retry, then log-out and reload; 401 while
 * signed out → /sign-in with a return path; 403 → /errors/right-required with what is needed.
 */
async function request<T>(path: string, options: RequestOptions): Promise<{ body: T; response: Response }> {
  const wasLoggedIn = !options.anonymous && session.isLoggedIn();
  const sent = options.anonymous ? null : session.accessToken();
  let response = await send(path, options, sent);
  if (response.status === 401 && wasLoggedIn) {
    // A renewal may have begun while the refresh was being refused: its new session then answers.
    const token = (await replacedToken(sent, options)) ?? (await refreshOnce()) ?? (await replacedToken(sent, options));
    if (token) {
      response = await send(path, options, token);
    }
    if (!token || response.status === 401) {
      session.logout();
      reloadPage();
      throw new ApiError(401, await parse(response));
    }
  }
  const body = await parse(response);
  if (response.ok) return { body: body as T, response };
  const error = new ApiError(response.status, body, response.headers.get('retry-after') || null);
  if (options.handleAuthErrors !== false) {
    if (response.status === 401) {
      navigateTo(`/sign-in?redirect=${encodeURIComponent(currentPath())}`);
    } else if (response.status === 403) {
      const params = new URLSearchParams();
      if (error.need?.gym_name) params.set('gym_name', error.need.gym_name);
      if (error.need?.role) params.set('role', error.need.role);
      const search = params.toString();
      navigateTo(`/errors/right-required${search ? `?${search}` : ''}`);
    }
  }
  throw error;
}

/** Calls the API and resolves to the parsed body (see `request` for the 401/403 handling). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await request<T>(path, options)).body;
}

/** A page of a list (docs/conventions.md): the array, and the total from the `X-Total-Count` header. */
export interface ApiPage<T> {
  items: T[];
  total: number;
}

/** Calls a list endpoint: its items and the total count of the list. */
export async function apiList<T>(path: string, options: RequestOptions = {}): Promise<ApiPage<T>> {
  const { body, response } = await request<T[]>(path, options);
  const items = Array.isArray(body) ? body : [];
  const total = Number(response.headers.get('x-total-count'));
  return { items, total: Number.isFinite(total) && response.headers.has('x-total-count') ? total : items.length };
}
