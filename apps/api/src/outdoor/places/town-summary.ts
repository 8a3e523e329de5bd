import type { TownSummary } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { departments, towns } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** The columns of a town in search results and on the town page; add conditions, order and paging. */
export function selectTownSummaries(executor: Executor) {
  return executor
    .select({
      id: towns.id,
      name: towns.name,
      slug: towns.slug,
      department_number: departments.number,
      department_name: departments.name,
      latitude: towns.latitude,
      longitude: towns.longitude,
      population: towns.population,
    })
    .from(towns)
    .leftJoin(departments, eq(departments.id, towns.department_id));
}

type TownSummaryRow = Awaited<ReturnType<ReturnType<typeof selectTownSummaries>['execute']>>[number];

export function toTownSummary(row: TownSummaryRow): TownSummary {
  return { ...row };
}
