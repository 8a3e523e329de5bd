/**
 * Cookie set at sign-in: a mark of the account and of this browser, signed by the server, expiring, and
 * void once the account's credentials change; sent back only to the session calls. A browser carrying it
 * is not slowed down by the back-off that guessing from elsewhere causes.
 */
export const KNOWN_DEVICE_COOKIE = 'known_device';
export const KNOWN_DEVICE_LIFETIME_SECONDS = 365 * 24 * 3600;
