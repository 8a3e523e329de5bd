import type { Contest } from '@climb/contracts';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/transaction';
import { NotFound } from '../../lib/errors';
import { toContest } from './contest.mapper';
import { countParticipantsOfContest, findContestStructure } from './contest.repository';
import { fileUrls } from './file-urls';

/** The whole contest as `GET contests/{id}.json` answers it (no visibility check), or 404. */
export async function readContest(
  context: Pick<AppContext, 'config'>,
  executor: Executor,
  contestId: number,
  now: Date = new Date(),
): Promise<Contest> {
  const [structure, counts] = await Promise.all([
    findContestStructure(executor, contestId),
    countParticipantsOfContest(executor, contestId),
  ]);
  if (!structure) throw new NotFound('Contest not found');
  return toContest(structure, counts, now, fileUrls(context));
}
