import type { NewPasswordBody, SignInBody, SignUpBody, TokenPair } from '@climb/contracts';
import { apiRequest } from '../../../lib/api-client';

// Anonymous calls: a wrong password is the form's business, not a reason to refresh a session.
const anonymous = { handleAuthErrors: false, anonymous: true } as const;

/** `POST sessions/sign_in` → a token pair; 401 `invalid_credentials` for a wrong e-mail or password. */
export function signIn(body: SignInBody): Promise<TokenPair> {
  return apiRequest<TokenPair>('sessions/sign_in', { method: 'POST', body, ...anonymous });
}

/** `POST sessions/sign_up` → a token pair: the new climber is signed in at once. */
export function signUp(body: SignUpBody): Promise<TokenPair> {
  return apiRequest<TokenPair>('sessions/sign_up', { method: 'POST', body, ...anonymous });
}

/** `POST sessions/reset_password`: the same answer whether the address has an account or not. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return apiRequest('sessions/reset_password', { method: 'POST', body: { email }, ...anonymous });
}

/** `PUT sessions/new_password` with the e-mailed token → a token pair. */
export function setNewPassword(body: NewPasswordBody): Promise<TokenPair> {
  return apiRequest<TokenPair>('sessions/new_password', { method: 'PUT', body, ...anonymous });
}
