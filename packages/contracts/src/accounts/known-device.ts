/**
 * Cookie set at sign-in: a mark of the account, signed by the server, sent back only to the session
 * calls. A browser carrying it is not slowed down by the back-off that guessing from elsewhere causes.
 */
export const KNOWN_DEVICE_COOKIE = 'known_device';
export const KNOWN_DEVICE_LIFETIME_SECONDS = 365 * 24 * 3600;
