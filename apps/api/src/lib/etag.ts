import { createHash } from 'node:crypto';

/** A strong validator of a body: the same bytes always give the same tag. */
export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether an `If-None-Match` header names this tag (`*`, one tag or a list); the comparison is the
 * weak one RFC 9110 prescribes for `If-None-Match`, so `W/"x"` matches `"x"`.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
