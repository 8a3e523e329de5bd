import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../src/db/client';
import { countries, departments } from '../../src/db/schema';
import { createMultiPitchRoute } from '../factories/logbook.factory';
import { createCrag, createCragRoute, createSector } from '../factories/outdoor.factory';

/** The sample files of docs/samples, read as the climber's browser would send them. */
export function readSample(name: 'cordee-ascents.csv' | 'mountain-project-ticks.csv'): string {
  return readFileSync(fileURLToPath(new URL(`../../../../docs/samples/${name}`, import.meta.url)), 'utf8');
}

/**
 * The invented crags and routes the sample files of docs/samples name: Roche Grise (Hautes-Alpes,
 * Provence-Alpes-Côte d’Azur) and Bloc du Héron (Seine-et-Marne, Île-de-France), in France. Bloc du
 * Héron has two boulders called L’Arête (5+ and 7B): the grade of a row tells them apart.
 */
export async function createSampleCatalogue(db: Database) {
  const [country] = await db.insert(countries).values({ code: 'FR', name_fr: 'France', name_en: 'France' }).returning();
  if (!country) throw new Error('createSampleCatalogue: no country');
  const [alps, paris] = await db
    .insert(departments)
    .values([
      {
        country_id: country.id,
        number: '05',
        name: 'Hautes-Alpes',
        slug: 'hautes-alpes',
        region_name: 'Provence-Alpes-Côte d’Azur',
      },
      {
        country_id: country.id,
        number: '77',
        name: 'Seine-et-Marne',
        slug: 'seine-et-marne',
        region_name: 'Île-de-France',
      },
    ])
    .returning();
  if (!alps || !paris) throw new Error('createSampleCatalogue: no departments');

  const rocheGrise = await createCrag(db, {
    name: 'Roche Grise',
    slug_name: 'roche-grise',
    country_id: country.id,
    department_id: alps.id,
    climbing_types: ['sport_climbing', 'multi_pitch'],
  });
  const south = await createSector(db, rocheGrise.id, { name: 'Secteur Sud', slug_name: 'secteur-sud' });
  const blocDuHeron = await createCrag(db, {
    name: 'Bloc du Héron',
    slug_name: 'bloc-du-heron',
    country_id: country.id,
    department_id: paris.id,
    climbing_types: ['bouldering'],
  });

  const traversee = await createCragRoute(db, rocheGrise.id, {
    name: 'La Traversée des Anges',
    slug_name: 'la-traversee-des-anges',
    grade: '6a',
    height: 25,
    crag_sector_id: south.id,
  });
  const eclipse = await createCragRoute(db, rocheGrise.id, {
    name: 'Éclipse',
    slug_name: 'eclipse',
    grade: '7a',
    height: 30,
    crag_sector_id: south.id,
  });
  const grandDiedre = await createMultiPitchRoute(
    db,
    rocheGrise.id,
    [
      { grade: '5c', height: 30 },
      { grade: '6a+', height: 35 },
      { grade: '6b', height: 25 },
    ],
    { name: 'Le Grand Dièdre', slug_name: 'le-grand-diedre' },
  );
  const boulder = { climbing_type: 'bouldering' } as const;
  const toitDuHeron = await createCragRoute(db, blocDuHeron.id, {
    ...boulder,
    name: 'Le Toit du Héron',
    slug_name: 'le-toit-du-heron',
    grade: '7A',
  });
  const areteEasy = await createCragRoute(db, blocDuHeron.id, {
    ...boulder,
    name: 'L’Arête',
    slug_name: 'l-arete',
    grade: '5+',
  });
  const areteHard = await createCragRoute(db, blocDuHeron.id, {
    ...boulder,
    name: 'L’Arête',
    slug_name: 'l-arete-assis',
    grade: '7B',
  });
  return {
    country,
    departments: { alps, paris },
    crags: { rocheGrise, blocDuHeron },
    routes: { traversee, eclipse, grandDiedre, toitDuHeron, areteEasy, areteHard },
  };
}

export type SampleCatalogue = Awaited<ReturnType<typeof createSampleCatalogue>>;
