import { type ClimbingStyle, frenchGradeText, type GymLevels } from '@climb/contracts';
import { findDemoGymManager } from '../../accounts/account.seed';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import {
  createGymGrade,
  createGymGradeLine,
  setGymDifficultySystem,
  updateGymClimbingStyles,
} from '../admin/grades/grades.service';
import { createGymSubscription, switchEmailReport } from '../admin/report/report.service';
import { linkOpenerToRoutesNamed } from '../admin/structure/opener.repository';
import { createGymOpener } from '../admin/structure/opener.service';
import { createGymSpaceGroup, moveGymTreeItem } from '../admin/structure/structure.service';
import type { Actor, IndoorWriteContext } from '../shared/indoor-change';
import { findAdministratorsOfClimber } from '../staff/gym-administration.repository';

/*
 * The administered demo gym's administration area (docs/domain/indoor.md, "Demo data"): whoever installed the product
 * finds every tool with something in it. Its difficulty system confirmed from its levels, its spaces in a group, its
 * route setters named on their routes, a grade system, its boulders' styles, the demo manager's weekly report on, and
 * a free plan.
 */

const DEMO_BOULDER_STYLES: ClimbingStyle[] = ['crimps', 'slopers', 'overhang', 'slab', 'dynamic', 'compression'];

export async function seedDemoAdministration(
  context: IndoorWriteContext,
  config: Config,
  user: Actor,
  gymId: number,
  spaceIds: readonly number[],
  openers: readonly string[],
  scales: readonly GymLevels[],
): Promise<void> {
  const db: Database = context.db;
  await setGymDifficultySystem(context, gymId, {
    levels: scales.map(({ climbing_type, levels }) => ({ climbing_type, levels })),
  });
  const group = await createGymSpaceGroup(context, gymId, { name: 'Rez-de-chaussée' });
  for (const [position, spaceId] of spaceIds.entries()) {
    await moveGymTreeItem(context, user, gymId, {
      kind: 'space',
      id: spaceId,
      parent_kind: 'space_group',
      parent_id: group.id,
      position,
    });
  }
  for (const name of openers) {
    const opener = await createGymOpener(context, gymId, { name });
    await linkOpenerToRoutesNamed(db, gymId, opener.id, name);
  }
  const boulders = scales.find((scale) => scale.climbing_type === 'bouldering');
  if (boulders) {
    const grade = await createGymGrade(context, gymId, {
      name: 'Cotation des blocs',
      climbing_type: 'bouldering',
      colors_only: false,
    });
    for (const level of boulders.levels) {
      await createGymGradeLine(context, grade.id, {
        name: frenchGradeText(level.grade_value) ?? level.color,
        colors: [level.color],
        grade_value: level.grade_value,
        points: level.points,
      });
    }
  }
  await updateGymClimbingStyles(context, gymId, { climbing_type: 'bouldering', styles: DEMO_BOULDER_STYLES });
  const manager = await findDemoGymManager(db);
  if (manager) {
    const { rows } = await findAdministratorsOfClimber(db, manager.id, { limit: 10, offset: 0 });
    const record = rows.find((row) => row.gym_id === gymId);
    if (record) await switchEmailReport({ db, config }, manager.id, record.id);
  }
  await createGymSubscription({ db, config }, manager?.id ?? user.id, gymId, {
    plan: 'free',
    starts_on: new Date().toISOString().slice(0, 10),
    terms: 'Tous les outils gratuits, sans engagement.',
  });
}
