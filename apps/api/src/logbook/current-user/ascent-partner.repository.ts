import { and, asc, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { ascentPartners, ascents, users } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** Most climbers one partner search answers. */
export const PARTNER_SEARCH_LIMIT = 20;

const folded = (value: SQL) => sql`f_unaccent(lower(${value}))`;

/**
 * Climbers I can tag on an ascent: those with a public profile and those I already climbed with,
 * never myself nor a deleted account; my past partners first (most ascents together first), then by
 * name. With an empty query, only my past partners. Each word of the query must start a word of the name.
 */
export async function searchPartners(executor: Executor, userId: number, query: string) {
  const together = executor
    .select({
      user_id: ascentPartners.user_id,
      times: sql<number>`count(*)::int`.as('times'),
    })
    .from(ascentPartners)
    .innerJoin(ascents, eq(ascents.id, ascentPartners.ascent_id))
    .where(eq(ascents.user_id, userId))
    .groupBy(ascentPartners.user_id)
    .as('together');
  const conditions: (SQL | undefined)[] = [ne(users.id, userId), isNull(users.deleted_at)];
  const words = query.split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    conditions.push(sql`${together.user_id} is not null`);
  } else {
    conditions.push(or(eq(users.public_profile, true), sql`${together.user_id} is not null`));
    const name = folded(sql`' ' || ${users.first_name} || ' ' || ${users.last_name}`);
    for (const word of words) {
      const pattern = `% ${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      conditions.push(sql`${name} like ${folded(sql`${pattern}`)}`);
    }
  }
  return executor
    .select({
      uuid: users.uuid,
      first_name: users.first_name,
      last_name: users.last_name,
      slug_name: users.slug_name,
      avatar_key: users.avatar_key,
    })
    .from(users)
    .leftJoin(together, eq(together.user_id, users.id))
    .where(and(...conditions))
    .orderBy(desc(sql`coalesce(${together.times}, 0)`), asc(users.first_name), asc(users.last_name), asc(users.id))
    .limit(PARTNER_SEARCH_LIMIT);
}
