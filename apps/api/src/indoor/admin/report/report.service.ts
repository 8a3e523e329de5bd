import type {
  GymAdministrator,
  GymReportUnsubscribed,
  GymSubscription,
  GymSubscriptionInput,
  PageQuery,
} from '@climb/contracts';
import type { AppContext } from '../../../app-context';
import { inTransaction } from '../../../db/transaction';
import { NotFound, ValidationFailed } from '../../../lib/errors';
import { RuleBreaks } from '../../../lib/rule-breaks';
import { findGym } from '../../gyms/gym.repository';
import { toGymAdministrator } from '../../staff/gym-administration.mapper';
import { toGymSubscription } from './report.mapper';
import {
  deleteSubscription,
  findSubscription,
  findSubscriptionsPage,
  insertSubscription,
  toggleEmailReport,
  turnEmailReportOff,
} from './report.repository';
import { readWeeklyReportToken } from './weekly-report-token';

/*
 * The weekly report's switch (each administrator record its own) and its one-click way out, and the gyms' plans:
 * recorded by site administrators, read by the staff holding `manage_subscription`. Plans gate nothing today.
 */

type ReportContext = Pick<AppContext, 'db' | 'config'>;

interface Paged<Item> {
  items: Item[];
  total: number;
}

const pageOf = (query: PageQuery) => ({ limit: query.per_page, offset: (query.page - 1) * query.per_page });

/** Today's date on the server's clock (UTC), which the plans' states are read on. */
const today = () => new Date().toISOString().slice(0, 10);

/** `PUT current_users/switch_email_report.json`: turns one of the climber's reports the other way (another's: 404). */
export async function switchEmailReport(
  context: ReportContext,
  userId: number,
  administratorId: number,
): Promise<GymAdministrator> {
  const row = await inTransaction(context.db, (tx) => toggleEmailReport(tx, administratorId, userId));
  if (!row) throw new NotFound();
  return toGymAdministrator(row);
}

/**
 * `POST gym_administrators/email_report/unsubscribe.json`: the link of a weekly report turns it off, signed in or not;
 * again when it is already off. 422 `token: [invalid]` for a token this server did not sign, or a record gone since.
 */
export async function unsubscribeGymEmailReport(context: ReportContext, token: string): Promise<GymReportUnsubscribed> {
  const administratorId = readWeeklyReportToken(context.config.jwtSecret, token);
  const gym = administratorId === null ? undefined : await turnEmailReportOff(context.db, administratorId);
  if (!gym) throw ValidationFailed.on('token', 'invalid');
  return { gym };
}

/** `GET current_users/gym_subscriptions.json`: the plans of the gyms where the climber holds `manage_subscription`. */
export async function listMyGymSubscriptions(
  context: ReportContext,
  userId: number,
  query: PageQuery,
): Promise<Paged<GymSubscription>> {
  const { rows, total } = await findSubscriptionsPage(context.db, { managerId: userId }, pageOf(query));
  const day = today();
  return { items: rows.map((row) => toGymSubscription(row, day)), total };
}

/** `GET gyms/{id}/gym_subscriptions.json` (site administrators): a gym's plans; 404 for an unknown gym. */
export async function listGymSubscriptions(
  context: ReportContext,
  gymId: number,
  query: PageQuery,
): Promise<Paged<GymSubscription>> {
  if (!(await findGym(context.db, gymId))) throw new NotFound();
  const { rows, total } = await findSubscriptionsPage(context.db, { gymId }, pageOf(query));
  const day = today();
  return { items: rows.map((row) => toGymSubscription(row, day)), total };
}

/** `POST gyms/{id}/gym_subscriptions.json` (site administrators): 422 `ends_on: [too_small]` before its start. */
export async function createGymSubscription(
  context: ReportContext,
  userId: number,
  gymId: number,
  input: GymSubscriptionInput,
): Promise<GymSubscription> {
  const endsOn = input.ends_on ?? null;
  const breaks = new RuleBreaks();
  if (endsOn !== null && endsOn < input.starts_on) breaks.add('ends_on', 'too_small');
  breaks.check();
  const row = await inTransaction(context.db, async (tx) => {
    if (!(await findGym(tx, gymId))) throw new NotFound();
    const id = await insertSubscription(tx, {
      gymId,
      plan: input.plan,
      startsOn: input.starts_on,
      endsOn,
      terms: input.terms?.trim() ? input.terms.trim() : null,
      recordedById: userId,
    });
    return findSubscription(tx, id);
  });
  if (!row) throw new NotFound();
  return toGymSubscription(row, today());
}

/** `DELETE gym_subscriptions/{id}.json` (site administrators); 404 for an unknown plan. */
export async function deleteGymSubscription(context: ReportContext, id: number): Promise<void> {
  if (!(await deleteSubscription(context.db, id))) throw new NotFound();
}
