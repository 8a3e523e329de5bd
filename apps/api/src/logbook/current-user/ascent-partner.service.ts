import type { ClimberRef } from '@climb/contracts';
import { toClimberRef } from '../ascents/ascent.mapper';
import { type LogbookContext, logbookPresenter } from '../ascents/ascent.service';
import { searchPartners } from './ascent-partner.repository';

/** `GET current_users/ascent_partners.json?query=`: climbers I can tag, my past partners first. */
export async function listAscentPartners(
  context: LogbookContext,
  user: { id: number },
  query: string,
): Promise<ClimberRef[]> {
  const presenter = logbookPresenter(context);
  const rows = await searchPartners(context.db, user.id, query);
  return rows.map((row) => toClimberRef(row, presenter));
}
