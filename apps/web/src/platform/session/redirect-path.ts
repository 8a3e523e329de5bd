const ORIGIN = 'http://cordee.invalid';

/** Pages a return path never leads back to: they would only ask to sign in again. */
const SESSION_PATHS = ['/sign-in', '/sign-up', '/reset-password', '/new-password', '/sign-in-link'];

/**
 * The return path of `/sign-in?redirect=…` when it is a path of this site, else null: an
 * absolute or protocol-relative address (`https://…`, `//evil.example`, `/\evil.example`) or a
 * `javascript:` link would send the climber elsewhere right after signing in.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read a backslash as a slash, and control characters are dropped from URLs.
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  if (SESSION_PATHS.includes(url.pathname.replace(/\/$/, ''))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a visitor is sent to sign in before coming back to `path`. */
export function signInPath(path: string): string {
  return `/sign-in?redirect=${encodeURIComponent(path)}`;
}
