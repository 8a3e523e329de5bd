import { CONTEST_PAGES, contestPageHead } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contests, gyms } from '../db/schema';
import { recordIdText } from '../lib/path-params';
import type { PageHeadResolver, PageHeads } from '../web/page-heads';

/*
 * The heads of a contest's public pages, from the database: the titles and descriptions themselves are written by
 * contracts' `contest-page-heads.ts`, which the browser uses too. A page of a contest that does not exist, of a draft,
 * or under another gym's address is a 404 (a draft is its organisers' alone, and they see it in the administration).
 */

type ContestKey = Parameters<typeof contestPageHead>[1];

const idParam = (value: string | undefined): number | null => recordIdText.safeParse(value).data ?? null;

async function findContestHead(db: Database, id: number) {
  const [row] = await db
    .select({
      name: contests.name,
      slug_name: contests.slug_name,
      draft: contests.draft,
      start_date: contests.start_date,
      end_date: contests.end_date,
      gym_id: contests.gym_id,
      gym_name: gyms.name,
      gym_slug_name: gyms.slug_name,
      city: gyms.city,
    })
    .from(contests)
    .innerJoin(gyms, eq(gyms.id, contests.gym_id))
    .where(eq(contests.id, id));
  return row;
}

function contestHead(db: Database): PageHeadResolver {
  return async ({ key, params, locale }) => {
    const gymId = idParam(params.gymId);
    const id = idParam(params.contestId);
    const contest = id === null ? undefined : await findContestHead(db, id);
    if (!contest || contest.draft || contest.gym_id !== gymId) return null;
    return {
      ...contestPageHead(locale, key as ContestKey, contest),
      canonical: {
        gymId: String(gymId),
        gymName: contest.gym_slug_name,
        contestId: String(id),
        contestName: contest.slug_name,
      },
    };
  };
}

/** The contests' public record pages' heads, by page meta key. */
export function contestPageHeads(db: Database): PageHeads {
  const heads: PageHeads = {};
  const head = contestHead(db);
  for (const page of CONTEST_PAGES) {
    if (page.access === 'public' && page.path.includes(':contestId')) heads[page.meta] = head;
  }
  return heads;
}
