import { asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import { gymChains, users } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { contributorColumns } from '../../lib/contributor';

export type GymChainRow = typeof gymChains.$inferSelect;
export type GymChainValues = Omit<typeof gymChains.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

export const gymChainSummaryColumns = {
  id: gymChains.id,
  name: gymChains.name,
  slug_name: gymChains.slug_name,
  logo_key: gymChains.logo_key,
  gyms_count: gymChains.gyms_count,
};
export type GymChainSummaryRow = Pick<GymChainRow, keyof typeof gymChainSummaryColumns>;

export async function lockGymChain(executor: Executor, id: number): Promise<GymChainRow | undefined> {
  const [row] = await executor.select().from(gymChains).where(eq(gymChains.id, id)).for('update');
  return row;
}

export async function gymChainExists(executor: Executor, id: number): Promise<boolean> {
  const [row] = await executor.select({ id: gymChains.id }).from(gymChains).where(eq(gymChains.id, id));
  return row !== undefined;
}

export async function insertGymChain(executor: Executor, values: GymChainValues): Promise<GymChainRow> {
  const [row] = await executor.insert(gymChains).values(values).returning();
  if (!row) throw new Error('insertGymChain: no row returned');
  return row;
}

export async function updateGymChain(
  executor: Executor,
  id: number,
  changes: Partial<GymChainValues>,
): Promise<GymChainRow> {
  const [row] = await executor
    .update(gymChains)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(gymChains.id, id))
    .returning();
  if (!row) throw new Error(`updateGymChain: no chain ${id}`);
  return row;
}

export async function deleteGymChain(executor: Executor, id: number): Promise<void> {
  await executor.delete(gymChains).where(eq(gymChains.id, id));
}

export async function findGymChainDetail(executor: Executor, id: number) {
  const [row] = await executor
    .select({ ...getTableColumns(gymChains), ...contributorColumns })
    .from(gymChains)
    .leftJoin(users, eq(users.id, gymChains.user_id))
    .where(eq(gymChains.id, id));
  return row;
}
export type GymChainDetailRow = NonNullable<Awaited<ReturnType<typeof findGymChainDetail>>>;

/** Chains by name, or those whose name looks like `query` (trigram, accents and case ignored). */
export function findGymChains(executor: Executor, query: string | undefined, page: { limit: number; offset: number }) {
  return executor
    .select(gymChainSummaryColumns)
    .from(gymChains)
    .where(query ? chainNameMatches(query) : undefined)
    .orderBy(
      ...(query ? [sql`similarity(f_unaccent(lower(${gymChains.name})), f_unaccent(lower(${query}))) desc`] : []),
      asc(gymChains.name),
      asc(gymChains.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function countGymChains(executor: Executor, query: string | undefined): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(gymChains)
    .where(query ? chainNameMatches(query) : undefined);
  return row?.total ?? 0;
}

/** A chain's name holds the typed text, or is close to it. */
function chainNameMatches(query: string) {
  return sql`(f_unaccent(lower(${gymChains.name})) like '%' || f_unaccent(lower(${query})) || '%'
    or f_unaccent(lower(${gymChains.name})) % f_unaccent(lower(${query})))`;
}

/** Keeps a chain's count of gyms in step. */
export async function refreshGymChainCount(executor: Executor, chainId: number): Promise<void> {
  await executor.execute(
    sql`update gym_chains set gyms_count = (select count(*) from gyms where gym_chain_id = ${chainId}) where id = ${chainId}`,
  );
}
