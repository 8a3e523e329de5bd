import {
  GYM_ROLES,
  type GymAdministrationRequest,
  type GymAdministrationRequestInput,
  type GymAdministrationRequestListQuery,
  type GymAdministrator,
  type NotificationType,
  type PageQuery,
} from '@climb/contracts';
import type { AppContext } from '../../app-context';
import { createNotification } from '../../community/notification.service';
import { inTransaction } from '../../db/transaction';
import { NotFound, ValidationFailed } from '../../lib/errors';
import type { EmailMessage } from '../../platform/mailer';
import { findGym, lockGym } from '../gyms/gym.repository';
import { type Actor, indoorChanged } from '../shared/indoor-change';
import { gymAdministrationApprovedEmail, gymAdministrationRefusedEmail } from './gym-administration.email';
import { toGymAdministrationRequest, toGymAdministrator } from './gym-administration.mapper';
import {
  answerRequest,
  findAdministratorsOfClimber,
  findClaimantContact,
  findPendingRequestId,
  findRequestDetail,
  findRequestsPage,
  type GymAdministrationRequestDetailRow,
  type GymAdministrationRequestRow,
  insertAdministrator,
  insertPendingRequest,
  lockRequest,
  type RequestPageFilter,
  requestsInState,
  requestsOfClimber,
} from './gym-administration.repository';

/*
 * Claiming a gym (docs/domain/indoor.md, "Staff"): a climber asks to administer a gym without staff, a site
 * administrator approves (the climber becomes its first administrator with every role) or refuses with a reason;
 * either answer notifies the climber, by e-mail too when they chose it.
 */

/** What reading the requests needs. */
export type GymStaffReadContext = Pick<AppContext, 'db'>;
/** An answer also tells the climber (notification, e-mail on the public web address) and moves the gym's pages. */
export type GymStaffContext = Pick<AppContext, 'db' | 'config' | 'events' | 'mailer' | 'background'>;

/** A page of a list and how many items there are in all (`X-Total-Count`). */
export interface Paged<Item> {
  items: Item[];
  total: number;
}

function pageOf(query: PageQuery) {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

async function requestDetail(context: GymStaffReadContext, id: number): Promise<GymAdministrationRequestDetailRow> {
  const row = await findRequestDetail(context.db, id);
  if (!row) throw new NotFound('Gym administration request not found');
  return row;
}

async function requestsPage(
  context: GymStaffReadContext,
  filter: RequestPageFilter,
  query: PageQuery,
): Promise<Paged<GymAdministrationRequest>> {
  const { rows, total } = await findRequestsPage(context.db, filter, pageOf(query));
  return { items: rows.map(toGymAdministrationRequest), total };
}

/** `GET current_users/gym_administrators.json`: the climber's administrator records, by gym name. */
export async function listMyGymAdministrators(
  context: GymStaffReadContext,
  userId: number,
  query: PageQuery,
): Promise<Paged<GymAdministrator>> {
  const { rows, total } = await findAdministratorsOfClimber(context.db, userId, pageOf(query));
  return { items: rows.map(toGymAdministrator), total };
}

/** `GET current_users/gym_administration_requests.json`: the climber's requests, newest first. */
export function listMyGymAdministrationRequests(
  context: GymStaffReadContext,
  userId: number,
  query: PageQuery,
): Promise<Paged<GymAdministrationRequest>> {
  return requestsPage(context, requestsOfClimber(userId), query);
}

/** `GET gym_administration_requests.json` (site administrators): the requests in one state. */
export function listGymAdministrationRequests(
  context: GymStaffReadContext,
  query: GymAdministrationRequestListQuery,
): Promise<Paged<GymAdministrationRequest>> {
  return requestsPage(context, requestsInState(query.state), query);
}

/**
 * `POST gyms/{id}/administration_requests.json`: a pending request, or 422 `base: [already_administered]` for a gym
 * with staff, `base: [already_requested]` while the climber's earlier one waits (two sent at once included).
 */
export async function createGymAdministrationRequest(
  context: GymStaffReadContext,
  user: Pick<Actor, 'id'>,
  gymId: number,
  input: GymAdministrationRequestInput,
): Promise<GymAdministrationRequest> {
  const gym = await findGym(context.db, gymId);
  if (!gym) throw new NotFound('Gym not found');
  if (gym.administrators_count > 0) throw ValidationFailed.on('base', 'already_administered');
  const alreadyRequested = () => ValidationFailed.on('base', 'already_requested');
  if ((await findPendingRequestId(context.db, gymId, user.id)) !== null) throw alreadyRequested();
  // Two requests sent at once both pass the check above: the partial unique index keeps one, the other is told so.
  const id = await insertPendingRequest(context.db, { ...input, gym_id: gymId, user_id: user.id });
  if (id === null) throw alreadyRequested();
  return toGymAdministrationRequest(await requestDetail(context, id));
}

/** The request locked for an answer, or 404. */
async function lockedRequest(tx: Parameters<typeof lockRequest>[0], id: number): Promise<GymAdministrationRequestRow> {
  const request = await lockRequest(tx, id);
  if (!request) throw new NotFound('Gym administration request not found');
  return request;
}

/**
 * `PUT gym_administration_requests/{id}/approve.json` (site administrators): the climber becomes the gym's
 * administrator with every role, in the transaction that answers the request. Approving again answers the request
 * as it is and tells nobody twice; a refused request, or a gym that got staff meanwhile, is a 422.
 */
export async function approveGymAdministrationRequest(
  context: GymStaffContext,
  admin: Pick<Actor, 'id'>,
  id: number,
): Promise<GymAdministrationRequest> {
  const approved = await inTransaction(context.db, async (tx) => {
    const request = await lockedRequest(tx, id);
    if (request.state === 'approved') return false;
    if (request.state === 'refused') throw ValidationFailed.on('base', 'already_refused');
    // The gym's lock orders approvals of two requests for the same gym: the second finds it staffed.
    const gym = await lockGym(tx, request.gym_id);
    if (!gym) throw new NotFound('Gym not found');
    if (gym.administrators_count > 0) throw ValidationFailed.on('base', 'already_administered');
    await insertAdministrator(tx, { gymId: gym.id, userId: request.user_id, roles: GYM_ROLES });
    await answerRequest(tx, id, { state: 'approved', refusalReason: null, answeredById: admin.id });
    return true;
  });
  const row = await requestDetail(context, id);
  if (approved) {
    await tellClimber(context, row, 'gym_administration_approved');
    // The gym's pages say whether it has staff; the climber's open sessions read their new rights.
    await indoorChanged(context, { kind: 'gym', id: row.gym_id, gymIds: [row.gym_id] });
    context.events.emit('user.updated', { userId: row.user_id, reason: 'gym_administrator' });
  }
  return toGymAdministrationRequest(row);
}

/**
 * `PUT gym_administration_requests/{id}/refuse.json` (site administrators): refused with the reason the climber
 * reads. Refusing again answers the request as it is; an approved request is a 422.
 */
export async function refuseGymAdministrationRequest(
  context: GymStaffContext,
  admin: Pick<Actor, 'id'>,
  id: number,
  reason: string,
): Promise<GymAdministrationRequest> {
  const refused = await inTransaction(context.db, async (tx) => {
    const request = await lockedRequest(tx, id);
    if (request.state === 'refused') return false;
    if (request.state === 'approved') throw ValidationFailed.on('base', 'already_approved');
    await answerRequest(tx, id, { state: 'refused', refusalReason: reason, answeredById: admin.id });
    return true;
  });
  const row = await requestDetail(context, id);
  if (refused) await tellClimber(context, row, 'gym_administration_refused');
  return toGymAdministrationRequest(row);
}

/** The two answers a climber is told of. */
type Answer = Extract<NotificationType, 'gym_administration_approved' | 'gym_administration_refused'>;

/**
 * Tells the climber of an answer, once it has committed: a notification whose payload the web app writes its text
 * and link from, and an e-mail in their language when they chose this type (sent after the answer: a mail server's
 * trouble never fails it).
 */
async function tellClimber(context: GymStaffContext, row: GymAdministrationRequestDetailRow, type: Answer) {
  await createNotification(context, row.user_id, type, answerPayload(row, type));
  context.background.run('gym administration e-mail could not be sent', async () => {
    const email = await answerEmail(context, row, type);
    if (email) await context.mailer.send(email);
  });
}

/** What the notification carries: the gym (its name and page) and the request, with the reason of a refusal. */
function answerPayload(row: GymAdministrationRequestDetailRow, type: Answer): Record<string, unknown> {
  const payload = { gym_id: row.gym_id, gym_name: row.gym_name, gym_slug_name: row.gym_slug_name, request_id: row.id };
  return type === 'gym_administration_refused' ? { ...payload, reason: row.refusal_reason ?? '' } : payload;
}

/**
 * The e-mail of an answer, or null when the climber did not choose it (or has no address any more): it leads to the
 * gym's page once approved, to the request's page once refused.
 */
async function answerEmail(
  context: GymStaffContext,
  row: GymAdministrationRequestDetailRow,
  type: Answer,
): Promise<EmailMessage | null> {
  const contact = await findClaimantContact(context.db, row.user_id);
  if (!contact?.email || contact.deleted_at || !contact.email_notifications.includes(type)) return null;
  const gymPage = `${context.config.publicUrl}/gyms/${row.gym_id}/${encodeURIComponent(row.gym_slug_name)}`;
  const language = contact.language === 'en' ? 'en' : 'fr';
  const email = { to: contact.email, firstName: contact.first_name, gymName: row.gym_name };
  if (type === 'gym_administration_approved')
    return gymAdministrationApprovedEmail(language, { ...email, link: gymPage });
  return gymAdministrationRefusedEmail(
    language,
    { ...email, link: `${gymPage}/administration-request` },
    row.refusal_reason ?? '',
  );
}
