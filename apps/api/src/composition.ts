import { accountsSeed } from './accounts/account.seed';
import type { Config } from './config';
import type { Database } from './db/client';
import { type SeedLog, seedIfEmpty } from './db/seed';
import { logbookSeed } from './logbook/seed/demo-logbook.seed';
import { outdoorPageHeads } from './outdoor/places/page-heads';
import { outdoorSeed } from './outdoor/seed/outdoor.seed';
import type { PageHeads } from './web/page-heads';

/*
 * Where the domains plug into the shared layers, so that `db/` and `web/` import no domain: each
 * domain's seed of an empty database and the heads of its record pages.
 */

/** The seed steps, in the order they run: accounts first (the demo logbook needs the demo climbers and the catalogue). */
const SEED_STEPS = [accountsSeed, outdoorSeed, logbookSeed];

/** Seeds an empty database once with every domain's data; see `seedIfEmpty`. */
export function seedDatabase(db: Database, log: SeedLog, config: Config): Promise<boolean> {
  return seedIfEmpty(db, log, config, SEED_STEPS);
}

/** The server-written titles of record pages, by page meta key, from every domain that has some. */
export function domainPageHeads(db: Database): PageHeads {
  return { ...outdoorPageHeads(db) };
}
