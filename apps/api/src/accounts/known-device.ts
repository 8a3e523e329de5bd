import { createHmac, timingSafeEqual } from 'node:crypto';

export { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_LIFETIME_SECONDS } from '@climb/contracts';

/**
 * A browser where a climber has signed in before carries a mark of their e-mail, signed by the
 * server. Sign-in attempts on an account are slowed down once it has had many failures from every
 * address (a distributed guess); the mark lets its owner's own browser through that back-off, so a
 * stranger guessing cannot keep the owner out. The per-address limits still apply to it.
 */

export function knownDeviceMark(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`known-device\n${email.toLowerCase()}`).digest('base64url');
}

export function isKnownDevice(secret: string, email: string, mark: string | undefined): boolean {
  if (!mark) return false;
  const expected = Buffer.from(knownDeviceMark(secret, email));
  const given = Buffer.from(mark);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
