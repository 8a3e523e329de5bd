import type { NewPasswordBody, PasswordResetOwner, SignInBody, SignUpBody, TokenPair } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { callEndpoint } from '../../../lib/endpoint-client';

// Anonymous calls: a wrong password is the form's business, not a reason to refresh a session.
const anonymous = { handleAuthErrors: false, anonymous: true } as const;

/** `POST sessions/sign_in` → a token pair; 401 `invalid_credentials` for a wrong e-mail or password. */
export function signIn(body: SignInBody): Promise<TokenPair> {
  return callEndpoint(endpoint.signIn, { body, ...anonymous });
}

/** `POST sessions/sign_in_link` with the token of the e-mailed link → a token pair; 422 `token: invalid`. */
export function signInWithLink(token: string): Promise<TokenPair> {
  return callEndpoint(endpoint.signInWithLink, { body: { token }, ...anonymous });
}

/** `POST sessions/sign_up` → a token pair: the new climber is signed in at once. */
export function signUp(body: SignUpBody): Promise<TokenPair> {
  return callEndpoint(endpoint.signUp, { body, ...anonymous });
}

/** `POST sessions/reset_password`: the same answer whether the address has an account or not. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return callEndpoint(endpoint.requestPasswordReset, { body: { email }, ...anonymous });
}

/** `GET sessions/new_password?token=` → whose password the link sets (first name, masked e-mail); 422 for a bad token. */
export function findPasswordResetOwner(token: string): Promise<PasswordResetOwner> {
  return callEndpoint(endpoint.getPasswordResetOwner, { query: { token }, ...anonymous });
}

/** `PUT sessions/new_password` with the e-mailed token → a token pair. */
export function setNewPassword(body: NewPasswordBody): Promise<TokenPair> {
  return callEndpoint(endpoint.setNewPassword, { body, ...anonymous });
}
