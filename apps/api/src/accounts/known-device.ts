import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { KNOWN_DEVICE_LIFETIME_SECONDS } from '@climb/contracts';

export { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_LIFETIME_SECONDS } from '@climb/contracts';

/**
 * A browser where a climber has signed in carries a mark of it, signed by the server. Sign-in attempts
 * on an account are slowed down once it has had many failures from every address (a distributed guess);
 * the mark lets its owner's own browser through that back-off, so a stranger guessing cannot keep the
 * owner out. The per-address limits still apply to it.
 *
 * The mark is `<user id>.<device id>.<expiry>.<signature>`: a random device id makes each browser's mark
 * its own, and the signature also covers the account's token version, so every event that raises it
 * (password change or reset, sign-out everywhere, account deletion, a stolen refresh token) voids every
 * mark given before, without a table (docs/decisions/024).
 */

/** What a mark is bound to: the account and the version of its credentials. */
export interface MarkedAccount {
  id: number;
  token_version: number;
}

function signature(secret: string, payload: string, tokenVersion: number): string {
  return createHmac('sha256', secret).update(`known-device\n${payload}\n${tokenVersion}`).digest('base64url');
}

/** A new mark for this browser, valid `KNOWN_DEVICE_LIFETIME_SECONDS` from `now`. */
export function knownDeviceMark(secret: string, account: MarkedAccount, now = Date.now()): string {
  const deviceId = randomBytes(16).toString('base64url');
  const expiresAt = Math.floor(now / 1_000) + KNOWN_DEVICE_LIFETIME_SECONDS;
  const payload = `${account.id}.${deviceId}.${expiresAt}`;
  return `${payload}.${signature(secret, payload, account.token_version)}`;
}

/** Whether `mark` was given to a browser of this account, has not expired, and predates no credential change. */
export function isKnownDevice(
  secret: string,
  account: MarkedAccount,
  mark: string | undefined,
  now = Date.now(),
): boolean {
  const parts = mark?.split('.') ?? [];
  if (parts.length !== 4) return false;
  const [userId, deviceId, expiresAt, given] = parts as [string, string, string, string];
  if (userId !== String(account.id) || !(Number(expiresAt) * 1_000 > now)) return false;
  const expected = Buffer.from(signature(secret, `${userId}.${deviceId}.${expiresAt}`, account.token_version));
  const received = Buffer.from(given);
  return received.length === expected.length && timingSafeEqual(received, expected);
}
