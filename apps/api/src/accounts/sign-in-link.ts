import { SIGN_IN_LINK_LIFETIME_SECONDS } from '@climb/contracts';
import type { AppContext } from '../app-context';
import { ValidationFailed } from '../lib/errors';
import { digestSecretToken, randomSecretToken } from '../lib/secret-token';
import { signInLinkEmail } from './sign-in-link.email';
import { consumeSignInLinkToken, insertSignInLinkToken } from './sign-in-link-token.repository';
import { findUserById, type UserRow } from './user.repository';

type SignInLinkDependencies = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/**
 * The owner's way past the sign-in back-off (docs/decisions/024): a right password refused by the
 * back-off e-mails the account a single-use link, valid 15 minutes and only until its credentials
 * change, which signs in the browser that follows it.
 */
export async function emailSignInLink(deps: SignInLinkDependencies, user: UserRow): Promise<void> {
  if (!user.email) return;
  const token = randomSecretToken();
  await insertSignInLinkToken(deps.db, {
    user_id: user.id,
    token_digest: digestSecretToken(token),
    token_version: user.token_version,
    expires_at: new Date(Date.now() + SIGN_IN_LINK_LIFETIME_SECONDS * 1_000),
  });
  await deps.mailer.send(
    signInLinkEmail(user.language === 'en' ? 'en' : 'fr', {
      to: user.email,
      firstName: user.first_name,
      link: `${deps.config.publicUrl}/sign-in-link?token=${encodeURIComponent(token)}`,
      minutes: SIGN_IN_LINK_LIFETIME_SECONDS / 60,
    }),
  );
}

/** Uses up the link's token: the account it signs in, or 422 `token: invalid` (used, expired, unknown, void). */
export async function followSignInLink(deps: SignInLinkDependencies, token: string): Promise<UserRow> {
  const link = await consumeSignInLinkToken(deps.db, digestSecretToken(token), new Date());
  const user = link ? await findUserById(deps.db, link.user_id) : undefined;
  if (!link || !user || user.deleted_at || !user.password_digest || user.token_version !== link.token_version) {
    throw ValidationFailed.on('token', 'invalid');
  }
  return user;
}
