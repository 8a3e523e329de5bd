import type { SeedStep } from '../../db/seed';
import type { Executor } from '../../db/transaction';
import { fillSearchCompletionsIfEmpty, rebuildSearchCompletions } from '../search/completion.service';
import { BOOLDER_SOURCE, planBoolderSeed } from './boolder-plan';
import {
  catalogueTablesEmpty,
  findCodedTowns,
  insertAreaCrags,
  insertAreas,
  insertCountries,
  insertCrags,
  insertDepartments,
  insertParks,
  insertSectors,
  insertTowns,
  referenceTablesEmpty,
} from './outdoor-seed.repository';
import { readBoolderData, readReferenceData } from './seed-files';

/** Countries, the French departments and the towns with coordinates (`data/reference/`), once. */
export async function seedReferenceData(executor: Executor): Promise<boolean> {
  if (!(await referenceTablesEmpty(executor))) return false;
  const data = readReferenceData();
  const countries = await insertCountries(executor, data.countries);
  const france = countries.find((country) => country.code === 'FR');
  if (!france) throw new Error('data/reference/countries.json has no FR');
  const departments = await insertDepartments(
    executor,
    data.departments.map((department) => ({ ...department, country_id: france.id })),
  );
  const departmentIds = new Map(departments.map((department) => [department.number, department.id]));
  await insertTowns(
    executor,
    data.towns.map(({ department, ...town }) => ({
      ...town,
      country_id: france.id,
      department_id: departmentIds.get(department) ?? null,
    })),
  );
  return true;
}

/**
 * The Fontainebleau bouldering crags of Boolder's open data (`data/open-data/boolder/`, CC BY 4.0) with
 * their circuits, parkings and areas, once: only into an empty catalogue, after the reference data.
 */
export async function seedBoolderCrags(executor: Executor): Promise<boolean> {
  if (!(await catalogueTablesEmpty(executor))) return false;
  const towns = (await findCodedTowns(executor)).map((town) => ({ ...town, code: town.code as string }));
  const plan = planBoolderSeed(readBoolderData(), towns);
  const townsByCode = new Map(towns.map((town) => [town.code, town]));
  const inserted = await insertCrags(
    executor,
    plan.crags.map(({ town_code, ...crag }) => {
      const town = townsByCode.get(town_code);
      return {
        ...crag,
        climbing_types: ['bouldering'],
        rocks: ['sandstone'],
        source: BOOLDER_SOURCE,
        town_id: town?.id ?? null,
        department_id: town?.department_id ?? null,
        country_id: town?.country_id ?? null,
      };
    }),
  );
  const cragIds = new Map(inserted.map((crag) => [crag.source_id, crag.id]));
  const cragId = (sourceId: string) => {
    const id = cragIds.get(sourceId);
    if (id === undefined) throw new Error(`Boolder area ${sourceId} was not inserted`);
    return id;
  };
  const areas = await insertAreas(
    executor,
    plan.areas.map(({ crag_source_ids: _, ...area }) => ({ ...area, source: BOOLDER_SOURCE })),
  );
  const areaIds = new Map(areas.map((area) => [area.source_id, area.id]));
  await insertAreaCrags(
    executor,
    plan.areas.flatMap((area) =>
      area.crag_source_ids.map((sourceId) => ({
        area_id: areaIds.get(area.source_id) as number,
        crag_id: cragId(sourceId),
      })),
    ),
  );
  await insertParks(
    executor,
    plan.parks.map(({ crag_source_id, ...park }) => ({
      ...park,
      crag_id: cragId(crag_source_id),
      source: BOOLDER_SOURCE,
    })),
  );
  await insertSectors(
    executor,
    plan.sectors.map(({ crag_source_id, ...sector }) => ({
      ...sector,
      crag_id: cragId(crag_source_id),
      source: BOOLDER_SOURCE,
    })),
  );
  return true;
}

/**
 * The outdoor part of seeding an empty database: reference data, then the open-data crags. Their
 * rows are inserted in bulk, not through the wiki: the search's completions are then rebuilt from the
 * catalogue, and built for a catalogue that has none yet (one filled before they existed).
 */
export async function seedOutdoor(executor: Executor): Promise<void> {
  const towns = await seedReferenceData(executor);
  const crags = await seedBoolderCrags(executor);
  if (towns || crags) await rebuildSearchCompletions(executor);
  else await fillSearchCompletionsIfEmpty(executor);
}

/** The outdoor part of the seed; a database seeded before the catalogue existed gets it on its next start. */
export const outdoorSeed: SeedStep = {
  async seedEmpty(tx) {
    await seedOutdoor(tx);
    return undefined;
  },
  catchUp: (tx) => seedOutdoor(tx),
};
