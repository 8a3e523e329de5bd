import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  createCategory,
  createContest,
  createStageWithStep,
  createTeam,
  createWave,
  dayFromToday,
} from '../../factories/contests.factory';
import type { World } from '../../helpers/authorization-world';
import type { AreaFixtures } from './area-fixtures';

/*
 * Organising contests in the authorization matrix: a published team contest of the world's gym with a category, a
 * wave, a team and a boulder stage with a step and a route group; fresh ones for the allowed deletes.
 */

const unique = () => randomBytes(4).toString('hex');
const gymOf = (world: World) => world.ids.gyms as number;
const contestOf = (world: World) => world.ids.contests as number;

async function pngForm(): Promise<FormData> {
  const png = await sharp({ create: { width: 640, height: 240, channels: 3, background: { r: 40, g: 90, b: 200 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'banner.png');
  return form;
}

async function records(world: World): Promise<Record<string, number>> {
  const contest = await createContest(world.t.db, gymOf(world), { team_contest: true, participants_per_team: 3 });
  const category = await createCategory(world.t.db, contest.id);
  const wave = await createWave(world.t.db, contest.id);
  const team = await createTeam(world.t.db, contest.id);
  const { stage, step, group } = await createStageWithStep(world.t.db, contest.id);
  return {
    contests: contest.id,
    contest_categories: category.id,
    contest_waves: wave.id,
    contest_teams: team.id,
    contest_stages: stage.id,
    contest_steps: step.id,
    contest_route_groups: group.id,
  };
}

async function copy(world: World, kind: string): Promise<number | null> {
  const db = world.t.db;
  switch (kind) {
    case 'contests':
      return (await createContest(db, gymOf(world), { team_contest: true, participants_per_team: 3 })).id;
    case 'contest_categories':
      return (await createCategory(db, contestOf(world))).id;
    case 'contest_waves':
      return (await createWave(db, contestOf(world))).id;
    case 'contest_teams':
      return (await createTeam(db, contestOf(world))).id;
    case 'contest_stages':
    case 'contest_steps':
    case 'contest_route_groups': {
      // A fresh contest: the world's keeps room for the stages the allowed calls add.
      const fresh = await createContest(db, gymOf(world));
      const made = await createStageWithStep(db, fresh.id, { routesCount: 1 });
      return kind === 'contest_stages' ? made.stage.id : kind === 'contest_steps' ? made.step.id : made.group.id;
    }
    default:
      return null;
  }
}

const in30 = dayFromToday(30);

export const contestsOrganiseFixtures: AreaFixtures = {
  records,
  copy,
  fixtures: {
    createContest: {
      body: () => ({
        name: `Contest ${unique()}`,
        start_date: in30,
        end_date: in30,
        registration_opens_at: new Date(Date.now() - 3_600_000).toISOString(),
        registration_closes_at: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    },
    updateContest: { body: () => ({ description: 'Un contest de bloc pour tous.' }) },
    uploadContestBanner: { body: pngForm },
    createContestCategory: { body: () => ({ name: `Catégorie ${unique()}`, min_age: 10, max_age: 13 }) },
    updateContestCategory: { body: () => ({ capacity: 40 }) },
    createContestWave: { body: () => ({ name: `Vague ${unique()}` }) },
    updateContestWave: { body: () => ({ capacity: 50 }) },
    createContestTeam: { body: () => ({ name: `Équipe ${unique()}` }) },
    updateContestTeam: { body: () => ({ name: `Équipe ${unique()}` }) },
    createContestStage: { body: () => ({ climbing_type: 'lead' }) },
    updateContestStage: { body: () => ({ name: 'Bloc' }) },
    createContestStep: { body: () => ({ name: 'Finale', kind: 'final', ranking_type: 'division' }) },
    updateContestStep: { body: () => ({ qualified_count: 6 }) },
    createContestRouteGroup: { body: () => ({ gender: 'female', routes: [{ number: 1 }, { number: 2 }] }) },
    updateContestRouteGroup: { body: () => ({ routes: [{ number: 1, points: 500 }] }) },
  },
};
