// The API's own TypeScript modules for benchmarks that build a database or a server in-process:
// tsx is registered once, so each module is loaded once and shared (schema, drizzle, contracts).
import { register } from 'tsx/esm/api';

register();

/**
 * What the dataset generators use: the database client, the reference seed, the app's grade rules, and for
 * the logbook step its password hashing, ascent snapshot and route figures (the generator is checked against them),
 * and the building of the search's completions once the catalogue is loaded; for the indoor part, the counts a
 * gym's change keeps and its completions (the generator is checked against them).
 */
export async function loadDatabaseModules() {
  const [
    client,
    seed,
    routeGrade,
    routeFigures,
    slug,
    contracts,
    password,
    snapshot,
    ascentRoutes,
    completions,
    searchCompletions,
    gymCompletions,
    gymRepository,
    spaceRepository,
  ] = await Promise.all([
    import('../../apps/api/src/db/client.ts'),
    import('../../apps/api/src/outdoor/seed/outdoor.seed.ts'),
    import('../../apps/api/src/outdoor/crags/route-grade.ts'),
    import('../../apps/api/src/outdoor/crags/route-figures.ts'),
    import('../../apps/api/src/lib/slug.ts'),
    import('@climb/contracts'),
    import('../../apps/api/src/accounts/password-hasher.ts'),
    import('../../apps/api/src/logbook/ascents/ascent-snapshot.ts'),
    import('../../apps/api/src/logbook/ascents/ascent-route.repository.ts'),
    import('../../apps/api/src/outdoor/search/completion.service.ts'),
    import('../../apps/api/src/lib/search-completions.ts'),
    import('../../apps/api/src/indoor/search/gym-completions.ts'),
    import('../../apps/api/src/indoor/gyms/gym.repository.ts'),
    import('../../apps/api/src/indoor/spaces/gym-space.repository.ts'),
  ]);
  return {
    openDatabase: client.openDatabase,
    seedReferenceData: seed.seedReferenceData,
    routeGrade: routeGrade.routeGrade,
    deriveFigures: routeFigures.deriveFigures,
    slugify: slug.slugify,
    contracts,
    hashPassword: password.hashPassword,
    ascentSnapshot: snapshot.ascentSnapshot,
    normalizeSections: snapshot.normalizeSections,
    refreshCragRouteFigures: ascentRoutes.refreshCragRouteFigures,
    rebuildSearchCompletions: completions.rebuildSearchCompletions,
    fillSearchCompletionsIfEmpty: completions.fillSearchCompletionsIfEmpty,
    rebuildGymCompletions: (db) => searchCompletions.rebuildCompletions(db, gymCompletions.INDOOR_COMPLETION_KINDS),
    /** What a gym's own change does to its completions (`recordIndoorChange`). */
    refreshGymCompletions: (db, gymId) =>
      searchCompletions.refreshCompletions(db, gymCompletions.INDOOR_COMPLETION_KINDS, {
        itemType: 'gyms',
        itemId: gymId,
        before: null,
        after: { id: gymId },
      }),
    refreshGymCounts: gymRepository.refreshGymCounts,
    refreshSpaceCounts: spaceRepository.refreshSpaceCounts,
  };
}

/** What an in-process API server needs. */
export async function loadServerModules() {
  const [client, config, app] = await Promise.all([
    import('../../apps/api/src/db/client.ts'),
    import('../../apps/api/src/config.ts'),
    import('../../apps/api/src/app.ts'),
  ]);
  return { openDatabase: client.openDatabase, loadConfig: config.loadConfig, buildApp: app.buildApp };
}

/** The contracts (the page table and its budgets, docs/decisions/032). */
export function loadContracts() {
  return import('@climb/contracts');
}
