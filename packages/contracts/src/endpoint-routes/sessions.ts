/** Sign-up, sign-in, tokens, sign-out, password reset: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export const signUp = { method: 'POST', path: '/sessions/sign_up' } as const;
export const signIn = { method: 'POST', path: '/sessions/sign_in' } as const;
export const refreshTokens = { method: 'POST', path: '/sessions/tokens' } as const;
export const signInWithLink = { method: 'POST', path: '/sessions/sign_in_link' } as const;
export const signOut = { method: 'DELETE', path: '/sessions/sign_in' } as const;
export const requestPasswordReset = { method: 'POST', path: '/sessions/reset_password' } as const;
export const getPasswordResetOwner = { method: 'GET', path: '/sessions/new_password' } as const;
export const setNewPassword = { method: 'PUT', path: '/sessions/new_password' } as const;
