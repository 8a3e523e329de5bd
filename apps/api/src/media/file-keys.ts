/*
 * What every file store shares (file-store.ts, s3-file-store.ts): which keys it takes, and how long a stored file
 * may be kept by browsers and CDNs.
 */

const SEGMENT = '[a-z0-9][a-z0-9_-]{0,99}';
const KEY_PATTERN = new RegExp(`^(?:${SEGMENT}/){0,8}${SEGMENT}\\.[a-z0-9]{1,8}$`);

/** A key made only of lower-case names separated by `/`, ending with an extension: no `..`, no absolute path. */
export function isSafeKey(key: string): boolean {
  return key.length <= 400 && KEY_PATTERN.test(key);
}

/** A key never changes content (a new upload gets a new key): a stored file may be kept a year, unchecked. */
export const STORED_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
