import { z } from 'zod';
import { LOCALES } from '../platform/locale';
import { text } from '../platform/validation';
import { password, withPasswordConfirmation } from './password';

const email = text().trim().min(1).max(255).pipe(z.email());
const name = text().trim().min(1).max(60);

/** `YYYY-MM-DD`, not in the future. */
export const pastDate = z.iso.date().refine((value) => value <= new Date().toISOString().slice(0, 10), {
  params: { rule: 'in_the_future' },
  message: 'in_the_future',
});

export const signUpBody = withPasswordConfirmation(
  z.strictObject({
    first_name: name,
    last_name: name,
    email,
    password,
    password_confirmation: text(),
    date_of_birth: pastDate.nullish(),
    language: z.enum(LOCALES).optional(),
  }),
);
export type SignUpBody = z.infer<typeof signUpBody>;

export const signInBody = z.strictObject({ email: text().trim().min(1).max(255), password: text().min(1).max(256) });
export type SignInBody = z.infer<typeof signInBody>;

export const tokenPair = z
  .object({
    token: z.string().describe('Access token (JWT), valid 86400 s.'),
    refresh_token: z.string().describe('Refresh token, valid 7776000 s, single use.'),
  })
  .describe('A session: send `Authorization: Bearer <token>`; exchange `refresh_token` at `POST sessions/tokens`.');
export type TokenPair = z.infer<typeof tokenPair>;

export const refreshTokenBody = z.strictObject({ refresh_token: text().min(1).max(200) });
export type RefreshTokenBody = z.infer<typeof refreshTokenBody>;

/** `DELETE sessions/sign_in`: the refresh token of this device; without it every session of the climber ends. */
export const signOutBody = z
  .strictObject({
    refresh_token: text()
      .min(1)
      .max(200)
      .optional()
      .describe('Ends this session (its refresh token family); omitted, every session of the climber ends.'),
  })
  // No body at all is fine (Fastify validates a missing body as null).
  .nullish();
export type SignOutBody = z.infer<typeof signOutBody>;

export const resetPasswordBody = z.strictObject({ email });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** Lifetime of a password reset token (issue 3: single use, 30 minutes). */
export const PASSWORD_RESET_TOKEN_LIFETIME_SECONDS = 1_800;

/** Lifetime of a sign-in link, e-mailed past the sign-in back-off (single use, 15 minutes). */
export const SIGN_IN_LINK_LIFETIME_SECONDS = 900;

/** `POST sessions/sign_in_link`: the token of the e-mailed link. */
export const signInLinkBody = z.strictObject({ token: text().min(1).max(200) });
export type SignInLinkBody = z.infer<typeof signInLinkBody>;

export const newPasswordBody = withPasswordConfirmation(
  z.strictObject({ token: text().min(1).max(200), password, password_confirmation: text() }),
);
export type NewPasswordBody = z.infer<typeof newPasswordBody>;

/** `GET sessions/new_password?token=`: the token of an e-mailed reset link. */
export const passwordResetOwnerQuery = z.object({ token: text().min(1).max(200) });
export type PasswordResetOwnerQuery = z.infer<typeof passwordResetOwnerQuery>;

/** Whose password a reset link changes: enough for the link's holder to recognise the account, not the e-mail. */
export const passwordResetOwner = z.strictObject({
  first_name: z.string(),
  masked_email: z.string().describe('The e-mail with its local part hidden but its first letter: `j•••@example.com`.'),
});
export type PasswordResetOwner = z.infer<typeof passwordResetOwner>;
