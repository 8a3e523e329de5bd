import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../platform/endpoint';
import { errorBody, validationErrorBody } from '../platform/errors';
import { imageUploadBody } from '../platform/uploads';
import { currentUser, deleteCurrentUserBody, updateCurrentUserBody, updatePasswordBody } from './current-user';
import {
  organization,
  organizationBody,
  organizationList,
  organizationParams,
  organizationWithKey,
  updateOrganizationBody,
} from './organization';
import {
  newPasswordBody,
  passwordResetOwner,
  passwordResetOwnerQuery,
  refreshTokenBody,
  resetPasswordBody,
  signInBody,
  signInLinkBody,
  signOutBody,
  signUpBody,
  tokenPair,
} from './session';

const rateLimited = errorBody.describe('429: too many attempts; `Retry-After` says in how many seconds to try again.');

/** Sign-up, sign-in, token refresh, sign-out and password reset (spec §7 Session). */
const sessionEndpoints = {
  signUp: defineEndpoint({
    method: 'POST',
    path: '/sessions/sign_up',
    summary: 'Create an account and sign in',
    description: 'Passwords: 8–128 characters with a digit, a lower-case and an upper-case letter.',
    tags: ['sessions'],
    access: 'api_key',
    body: signUpBody,
    responses: { 201: tokenPair, 422: validationErrorBody, 429: rateLimited },
  }),

  signIn: defineEndpoint({
    method: 'POST',
    path: '/sessions/sign_in',
    summary: 'Sign in with e-mail and password',
    description:
      'Past the back-off of an account (many failures from every address), an attempt is let through once per interval, ' +
      'unless the browser carries the `known_device` mark of an earlier sign-in. The others answer 429, the same for a ' +
      'right and a wrong password; a right one also e-mails the account a single-use sign-in link (15 minutes).',
    tags: ['sessions'],
    access: 'api_key',
    body: signInBody,
    responses: {
      200: tokenPair,
      401: errorBody.describe('401 `invalid_credentials`: wrong e-mail or password (never says which).'),
      422: validationErrorBody,
      429: rateLimited,
    },
  }),

  signInWithLink: defineEndpoint({
    method: 'POST',
    path: '/sessions/sign_in_link',
    summary: 'Sign in with the token of an e-mailed sign-in link',
    description:
      'The link is e-mailed when the right password met the back-off of its account. The token is single use; the ' +
      'browser gets the `known_device` mark. A used, expired or unknown token: 422 `token: invalid`.',
    tags: ['sessions'],
    access: 'api_key',
    body: signInLinkBody,
    responses: { 200: tokenPair, 422: validationErrorBody },
  }),

  refreshTokens: defineEndpoint({
    method: 'POST',
    path: '/sessions/tokens',
    summary: 'Exchange a refresh token for a new token pair',
    description:
      'The refresh token is single use: it is replaced by the one returned. Presenting a used one again revokes every token of its session.',
    tags: ['sessions'],
    access: 'api_key',
    body: refreshTokenBody,
    responses: { 200: tokenPair, 401: errorBody, 422: validationErrorBody },
  }),

  signOut: defineEndpoint({
    method: 'DELETE',
    path: '/sessions/sign_in',
    summary: 'Sign out',
    description: 'Revokes the session of the given refresh token; without one, every session of the climber ends.',
    tags: ['sessions'],
    access: 'climber',
    body: signOutBody,
    responses: { 204: z.null(), 401: errorBody, 422: validationErrorBody },
  }),

  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/sessions/reset_password',
    summary: 'E-mail a link to choose a new password',
    description:
      'Same answer whether the address has an account or not. The link holds a single-use token valid 30 minutes.',
    tags: ['sessions'],
    access: 'api_key',
    body: resetPasswordBody,
    responses: { 204: z.null(), 422: validationErrorBody, 429: rateLimited },
  }),

  getPasswordResetOwner: defineEndpoint({
    method: 'GET',
    path: '/sessions/new_password',
    summary: 'Whose password an e-mailed reset token changes',
    description:
      'The first name and the masked e-mail of the account, so that the new-password page says whose password it ' +
      'sets. The token is not used up. A used, expired or unknown token: 422 `token: invalid`.',
    tags: ['sessions'],
    access: 'api_key',
    query: passwordResetOwnerQuery,
    responses: { 200: passwordResetOwner, 422: validationErrorBody },
  }),

  setNewPassword: defineEndpoint({
    method: 'PUT',
    path: '/sessions/new_password',
    summary: 'Choose a new password with the e-mailed token, and sign in',
    description: 'Every other session of the climber ends. A used, expired or unknown token: 422 `token: invalid`.',
    tags: ['sessions'],
    access: 'api_key',
    body: newPasswordBody,
    responses: { 200: tokenPair, 422: validationErrorBody },
  }),
};

/** Upload and removal of one of the climber's images (generic: checked with `satisfies`, no path params). */
function imageEndpoints<const Kind extends string>(kind: Kind) {
  const path = `/current_users/${kind}.json` as const;
  return {
    upload: {
      method: 'POST',
      path,
      summary: `Upload the climber's ${kind} (multipart \`file\`; resized to WebP variants)`,
      description:
        'The file is checked by its content (an image sharp can decode), whatever its name; 10 MB and 50 ' +
        'megapixels at most. Answers 422 `file: [invalid]` for anything else and `file: [too_big]` above the ' +
        'bounds; nothing is stored then.',
      tags: ['current_users'],
      access: 'climber',
      consumes: ['multipart/form-data'],
      body: imageUploadBody,
      responses: { 200: currentUser },
    } as const satisfies Endpoint,
    remove: {
      method: 'DELETE',
      path,
      summary: `Remove the climber's ${kind}`,
      tags: ['current_users'],
      access: 'climber',
      responses: { 200: currentUser },
    } as const satisfies Endpoint,
  };
}

const avatar = imageEndpoints('avatar');
const banner = imageEndpoints('banner');

/** The signed-in climber (spec §7 Current user): profile, settings, password, images, account deletion. */
const currentUserEndpoints = {
  getCurrentUser: defineEndpoint({
    method: 'GET',
    path: '/current_users.json',
    summary: 'The signed-in climber: profile, settings, rights and socket token',
    tags: ['current_users'],
    access: 'climber',
    responses: { 200: currentUser },
  }),

  updateCurrentUser: defineEndpoint({
    method: 'PUT',
    path: '/current_users.json',
    summary: "Change the climber's profile and settings (every field optional)",
    description:
      'E-mail unique whatever its case (`taken`); `grade_max_value` not below `grade_min_value` (`too_small`); ' +
      'minors cannot turn partner search on (`partner_search: invalid`) and a date of birth making the climber ' +
      'a minor turns it off; unknown fields are refused.',
    tags: ['current_users'],
    access: 'climber',
    body: updateCurrentUserBody,
    responses: { 200: currentUser },
  }),

  updatePassword: defineEndpoint({
    method: 'PUT',
    path: '/current_users/update_password.json',
    summary: 'Change the password (current one required); ends every session and changes the socket token',
    tags: ['current_users'],
    access: 'climber',
    body: updatePasswordBody,
    responses: { 204: z.null() },
  }),

  deleteCurrentUser: defineEndpoint({
    method: 'DELETE',
    path: '/current_users.json',
    summary: 'Delete the account (password required): personal data erased, shared content kept without the name',
    tags: ['current_users'],
    access: 'climber',
    body: deleteCurrentUserBody,
    responses: { 204: z.null() },
  }),

  uploadAvatar: avatar.upload,
  deleteAvatar: avatar.remove,
  uploadBanner: banner.upload,
  deleteBanner: banner.remove,
};

/** Organizations and their API keys (spec §7). */
const organizationEndpoints = {
  listMyOrganizations: defineEndpoint({
    method: 'GET',
    path: '/current_users/organizations.json',
    summary: 'The organizations the climber belongs to (their keys are never shown again)',
    tags: ['organizations'],
    access: 'climber',
    responses: { 200: organizationList },
  }),

  createOrganization: defineEndpoint({
    method: 'POST',
    path: '/organizations.json',
    summary: 'Create an organization; its API key is in the answer, and only there',
    tags: ['organizations'],
    access: 'climber',
    body: organizationBody,
    responses: { 201: organizationWithKey },
  }),

  getOrganization: defineEndpoint({
    method: 'GET',
    path: '/organizations/{id}.json',
    summary: 'One of the climber’s organizations (members only)',
    tags: ['organizations'],
    access: 'climber',
    narrowedTo: 'member',
    params: organizationParams,
    responses: { 200: organization },
  }),

  updateOrganization: defineEndpoint({
    method: 'PUT',
    path: '/organizations/{id}.json',
    summary: 'Rename an organization or change its usage type (members only)',
    tags: ['organizations'],
    access: 'climber',
    narrowedTo: 'member',
    params: organizationParams,
    body: updateOrganizationBody,
    responses: { 200: organization },
  }),

  regenerateOrganizationKey: defineEndpoint({
    method: 'POST',
    path: '/organizations/{id}/api_access_token.json',
    summary: 'Regenerate the API key (members only): the new key is shown once, the old one stops at once',
    tags: ['organizations'],
    access: 'climber',
    narrowedTo: 'member',
    params: organizationParams,
    responses: { 200: organizationWithKey },
  }),
};

/** The accounts domain: sessions, the current user, organizations. */
export const accountsEndpoints = { ...sessionEndpoints, ...currentUserEndpoints, ...organizationEndpoints };
