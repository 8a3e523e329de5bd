import type { CurrentUser } from '@climb/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { type Executor, inTransaction } from '../db/transaction';
import { Unauthorized, ValidationFailed } from '../lib/errors';
import type { AuthUser } from '../lib/signed-in';
import { socketTokenOf } from '../lib/socket-token';
import { fileStoreFor } from '../media/file-store';
import { type ImageKind, storeImage } from '../media/image-variants';
import { removeImageQuietly as removeRecordImageQuietly } from '../media/record-image';
import { findAdministeredGyms } from './administered-gyms.repository';
import { toCurrentUser } from './current-user.mapper';
import {
  deleteNotificationsOf,
  deleteOrganizationMemberships,
  deletePasswordResetTokens,
  findActiveUser,
  isEmailTakenByAnother,
  isEmailUniqueViolation,
  lockActiveUser,
  revokeAllRefreshTokens,
  type UserRow,
  updateUser,
} from './current-user.repository';
import { checkProfileChanges, type ProfileInput } from './current-user.rules';
import { hashPassword, verifyPassword } from './password-hasher';

type CurrentUserContext = Pick<AppContext, 'db' | 'events' | 'config'>;

/**
 * What another domain erases of a climber inside their account's deletion (composition.ts gives them): it runs in
 * the deletion's transaction, so that the account goes whole or not at all, and answers what runs once committed
 * (the pages it changed move).
 */
export type ClimberErasure = (tx: Executor, userId: number) => Promise<() => Promise<void>>;
/** The signed-in climber and the session asking. */
type SessionCaller = Pick<AuthUser, 'id' | 'session'>;
/** The context of the calls that check the current password: limited like sign-in. */
type PasswordCheckContext = CurrentUserContext & Pick<AppContext, 'rateLimiter'>;

/**
 * Checks the climber's current password, limited like sign-in (per address and per account): a stolen
 * session must not become a way to guess the password. A wrong one is a 422 on `field`.
 */
async function checkCurrentPassword(
  context: PasswordCheckContext,
  user: UserRow,
  password: string,
  field: string,
  ip: string,
): Promise<void> {
  await context.rateLimiter.consume([
    { rule: 'password_check_ip', subject: ip },
    { rule: 'password_check_account', subject: String(user.id) },
  ]);
  if (!(await verifyPassword(user.password_digest, password))) throw ValidationFailed.on(field, 'invalid');
}

/** Names a deleted account keeps: its content stays, without the climber's name. */
export const FORMER_MEMBER = { first_name: 'Former', last_name: 'member', slugPrefix: 'former-member' } as const;

function accountGone(): Unauthorized {
  return new Unauthorized('Account not found');
}

/** The climber as the calling session sees them: `ws_token` is that session's socket token. */
async function present(context: CurrentUserContext, row: UserRow, session: string | undefined): Promise<CurrentUser> {
  const store = fileStoreFor(context.config);
  return toCurrentUser(row, {
    administeredGyms: await findAdministeredGyms(context.db, row.id),
    fileUrl: (key) => store.url(key),
    // An access token naming no session (none is signed so today) has no socket.
    wsToken: session ? socketTokenOf(context.config.jwtSecret, session) : '',
  });
}

/** The signed-in climber (`GET current_users.json`). */
export async function getCurrentUser(
  context: CurrentUserContext,
  { id: userId, session }: SessionCaller,
): Promise<CurrentUser> {
  const row = await findActiveUser(context.db, userId);
  if (!row) throw accountGone();
  return present(context, row, session);
}

/**
 * Changes the climber's profile and settings (`PUT current_users.json`): e-mail unique whatever its
 * case, grade range in order, no partner search for minors (checkProfileChanges). Announces
 * `user.updated` once stored.
 */
export async function updateCurrentUser(
  context: CurrentUserContext,
  { id: userId, session }: SessionCaller,
  input: ProfileInput,
): Promise<CurrentUser> {
  let row: UserRow;
  try {
    row = await inTransaction(context.db, async (tx) => {
      const current = await lockActiveUser(tx, userId);
      if (!current) throw accountGone();
      const { changes, errors } = checkProfileChanges(current, input);
      if (input.email !== undefined && (await isEmailTakenByAnother(tx, input.email, userId))) {
        errors.email = ['taken'];
      }
      if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
      return updateUser(tx, userId, changes);
    });
  } catch (error) {
    if (isEmailUniqueViolation(error)) throw ValidationFailed.on('email', 'taken');
    throw error;
  }
  // Settled before the answer: the public pages showing the climber's comments have moved (privacy, name).
  await context.events.emitAndSettle('user.updated', { userId, reason: 'profile' });
  return present(context, row, session);
}

/**
 * Changes the password after checking the current one and ends every session (all refresh tokens
 * revoked, and with them the sessions' socket tokens; pending reset links dropped). Announces
 * `user.password_changed`.
 */
export async function updatePassword(
  context: PasswordCheckContext,
  userId: number,
  input: { current_password: string; password: string },
  ip: string,
): Promise<void> {
  const user = await findActiveUser(context.db, userId);
  if (!user) throw accountGone();
  await checkCurrentPassword(context, user, input.current_password, 'current_password', ip);
  const passwordDigest = await hashPassword(input.password);
  await inTransaction(context.db, async (tx) => {
    if (!(await lockActiveUser(tx, userId))) throw accountGone();
    await updateUser(tx, userId, { password_digest: passwordDigest });
    await revokeAllRefreshTokens(tx, userId);
    await deletePasswordResetTokens(tx, userId);
  });
  context.events.emit('user.password_changed', { userId });
}

/**
 * Deletes the account (`DELETE current_users.json`) after checking the password. The row stays so
 * that what the community relies on (ascents, routes, photos) keeps its author, but every personal
 * datum goes: e-mail, password, names, description, birth date, gender, images, sessions,
 * organization memberships, notifications; and, through `erasures` in the same transaction, what
 * other domains erase of the climber (their comments, likes and reports). The e-mail can then sign
 * up again.
 */
export async function deleteCurrentUser(
  context: PasswordCheckContext & { log?: FastifyBaseLogger },
  userId: number,
  password: string,
  ip: string,
  erasures: readonly ClimberErasure[] = [],
): Promise<void> {
  const user = await findActiveUser(context.db, userId);
  if (!user) throw accountGone();
  await checkCurrentPassword(context, user, password, 'password', ip);

  const { images, afterCommit } = await inTransaction(context.db, async (tx) => {
    const current = await lockActiveUser(tx, userId);
    if (!current) throw accountGone();
    await updateUser(tx, userId, {
      email: null,
      password_digest: null,
      first_name: FORMER_MEMBER.first_name,
      last_name: FORMER_MEMBER.last_name,
      slug_name: `${FORMER_MEMBER.slugPrefix}-${current.uuid}`,
      description: null,
      date_of_birth: null,
      gender: null,
      climbing_types: [],
      grade_min_value: null,
      grade_max_value: null,
      avatar_key: null,
      banner_key: null,
      partner_search: false,
      public_profile: false,
      public_outdoor_ascents: false,
      public_indoor_ascents: false,
      email_notifications: [],
      super_admin: false,
      deleted_at: new Date(),
    });
    await revokeAllRefreshTokens(tx, userId);
    await deletePasswordResetTokens(tx, userId);
    await deleteOrganizationMemberships(tx, userId);
    await deleteNotificationsOf(tx, userId);
    const afterCommit = [];
    for (const erase of erasures) afterCommit.push(await erase(tx, userId));
    return { images: { avatar: current.avatar_key, banner: current.banner_key }, afterCommit };
  });
  for (const done of afterCommit) await done();

  await removeImageQuietly(context, 'avatar', images.avatar);
  await removeImageQuietly(context, 'banner', images.banner);
  // Settled before the answer: no public page shows the former member's name after it.
  await context.events.emitAndSettle('user.deleted', { userId });
}

/** Files are removed after the commit; a failure leaves orphan files, logged, never a half-deleted account. */
function removeImageQuietly(
  context: CurrentUserContext & { log?: FastifyBaseLogger },
  kind: ImageKind,
  imageKey: string | null,
): Promise<void> {
  return removeRecordImageQuietly(fileStoreFor(context.config), kind, imageKey, context.log);
}

const IMAGE_COLUMNS = { avatar: 'avatar_key', banner: 'banner_key' } as const;

/** The climber's two images, each with its column. */
export type UserImageKind = keyof typeof IMAGE_COLUMNS & ImageKind;

/**
 * Replaces the climber's avatar or banner: the upload is decoded and resized (image-variants),
 * stored under a new key, then the row points at it and the previous files go.
 */
export async function setUserImage(
  context: CurrentUserContext & { log?: FastifyBaseLogger },
  { id: userId, session }: SessionCaller,
  kind: UserImageKind,
  upload: Buffer,
): Promise<CurrentUser> {
  const { key: imageKey } = await storeImage(fileStoreFor(context.config), kind, upload);
  const column = IMAGE_COLUMNS[kind];
  let result: { row: UserRow; previous: string | null };
  try {
    result = await inTransaction(context.db, async (tx) => {
      const current = await lockActiveUser(tx, userId);
      if (!current) throw accountGone();
      const row = await updateUser(tx, userId, { [column]: imageKey });
      return { row, previous: current[column] };
    });
  } catch (error) {
    await removeImageQuietly(context, kind, imageKey);
    throw error;
  }
  await removeImageQuietly(context, kind, result.previous);
  context.events.emit('user.updated', { userId, reason: kind });
  return present(context, result.row, session);
}

/** Removes the climber's avatar or banner (nothing to remove is not an error). */
export async function removeUserImage(
  context: CurrentUserContext & { log?: FastifyBaseLogger },
  { id: userId, session }: SessionCaller,
  kind: UserImageKind,
): Promise<CurrentUser> {
  const column = IMAGE_COLUMNS[kind];
  const { row, previous } = await inTransaction(context.db, async (tx) => {
    const current = await lockActiveUser(tx, userId);
    if (!current) throw accountGone();
    if (current[column] === null) return { row: current, previous: null };
    return { row: await updateUser(tx, userId, { [column]: null }), previous: current[column] };
  });
  if (previous) {
    await removeImageQuietly(context, kind, previous);
    context.events.emit('user.updated', { userId, reason: kind });
  }
  return present(context, row, session);
}
