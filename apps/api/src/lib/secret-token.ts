import { createHash, randomBytes } from 'node:crypto';

/** A random secret of 32 bytes, URL-safe (refresh tokens, password reset tokens, invitations). */
export function randomSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a secret token: its SHA-256, hex (a stolen table gives no usable token). */
export function digestSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
