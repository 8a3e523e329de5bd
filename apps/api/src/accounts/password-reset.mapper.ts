import type { PasswordResetOwner } from '@climb/contracts';
import type { UserRow } from './user.repository';

/**
 * An e-mail with its local part hidden but its first letter (`j•••@example.com`), whatever its length:
 * the holder of a reset link recognises the account without the link giving the address away.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const [first = ''] = email.slice(0, Math.max(at, 0));
  return `${first}•••${email.slice(at)}`;
}

/** Whose password a reset link changes, as the new-password page shows it. */
export function toPasswordResetOwner(user: Pick<UserRow, 'first_name'> & { email: string }): PasswordResetOwner {
  return { first_name: user.first_name, masked_email: maskEmail(user.email) };
}
