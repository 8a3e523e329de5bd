import { DEFAULT_GYM_LEVELS } from '@climb/contracts';
import { asc, eq } from 'drizzle-orm';
import { gymGradeLines, gymGrades } from '../../../src/db/schema';
import type { World } from '../../helpers/authorization-world';
import type { AreaFixtures } from './area-fixtures';

/*
 * The gym administration's grades tools in the authorization matrix: a grade system of the world's gym with two
 * lines (green 25, blue 29), and a pan system whose lines are the default pan scale (what `from_grade` fills).
 */

async function insertGrade(world: World, climbingType: 'bouldering' | 'pan', name: string): Promise<number> {
  const [grade] = await world.t.db
    .insert(gymGrades)
    .values({ gym_id: world.ids.gyms as number, name, climbing_type: climbingType })
    .returning({ id: gymGrades.id });
  if (!grade) throw new Error('no grade system inserted');
  return grade.id;
}

/** A line at the end of the system (the hardest grade: it keeps any order). */
async function appendLine(world: World, gradeId: number, name: string, gradeValue = 54): Promise<number> {
  const lines = await world.t.db.select().from(gymGradeLines).where(eq(gymGradeLines.gym_grade_id, gradeId));
  const [line] = await world.t.db
    .insert(gymGradeLines)
    .values({
      gym_grade_id: gradeId,
      gym_id: world.ids.gyms as number,
      name,
      position: lines.length,
      colors: ['green'],
      grade_value: gradeValue,
    })
    .returning({ id: gymGradeLines.id });
  if (!line) throw new Error('no grade line inserted');
  return line.id;
}

let panGradeId = 0;

export const gymAdminGradesFixtures: AreaFixtures = {
  records: async (world) => {
    const gradeId = await insertGrade(world, 'bouldering', 'Cotation de la salle');
    const lineId = await appendLine(world, gradeId, 'Vert', 25);
    await appendLine(world, gradeId, 'Bleu', 29);
    panGradeId = await insertGrade(world, 'pan', 'Pan');
    for (const level of DEFAULT_GYM_LEVELS.pan) {
      const id = await appendLine(world, panGradeId, level.color, level.grade_value ?? 54);
      await world.t.db
        .update(gymGradeLines)
        .set({ colors: [level.color], points: level.points })
        .where(eq(gymGradeLines.id, id));
    }
    return { gym_grades: gradeId, gym_grade_lines: lineId };
  },
  copy: async (world, kind) => {
    if (kind === 'gym_grades') return insertGrade(world, 'bouldering', 'Copie');
    if (kind === 'gym_grade_lines') return appendLine(world, world.ids.gym_grades as number, 'Copie');
    return null;
  },
  fixtures: {
    createGymGrade: { body: () => ({ name: 'Cotation des couleurs', climbing_type: 'pan', colors_only: true }) },
    updateGymGrade: { body: () => ({ name: 'Cotation de la salle' }) },
    createGymGradeLine: { body: () => ({ name: 'Noir', colors: ['black'], grade_value: 54 }) },
    updateGymGradeLine: { body: () => ({ name: 'Vert' }) },
    reorderGymGradeLines: {
      body: async ({ world }) => {
        const lines = await world.t.db
          .select({ id: gymGradeLines.id })
          .from(gymGradeLines)
          .where(eq(gymGradeLines.gym_grade_id, world.ids.gym_grades as number))
          .orderBy(asc(gymGradeLines.position));
        return { ids: lines.map((line) => line.id) };
      },
    },
    updateGymLevels: { body: () => ({ climbing_type: 'bouldering', levels: DEFAULT_GYM_LEVELS.bouldering }) },
    fillGymLevelsFromGrade: { body: () => ({ gym_grade_id: panGradeId }) },
    updateGymClimbingStyles: { body: () => ({ climbing_type: 'bouldering', styles: ['slab', 'crimps'] }) },
    setGymDifficultySystem: {
      body: () => ({ levels: [{ climbing_type: 'bouldering', levels: DEFAULT_GYM_LEVELS.bouldering }] }),
    },
  },
};
