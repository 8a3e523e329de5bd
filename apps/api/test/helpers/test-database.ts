import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase, PGLITE_EXTENSIONS } from '../../src/db/client';
import { createDatabase, dropDatabase, randomSuffix } from './database-admin';

/**
 * A fresh, migrated, empty database for one test file: a copy of the template the global setup
 * built (PGlite: loaded from its dump; PostgreSQL: `CREATE DATABASE … TEMPLATE …`).
 * `close()` closes it and, on PostgreSQL, drops it.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('apiTestDatabase');
  if (!template) {
    throw new Error('No test database template: run this file through the "api" Vitest project (npm run test:api).');
  }
  if (template.driver === 'pglite') {
    const client = await PGlite.create({
      loadDataDir: new Blob([readFileSync(template.dumpFile)]),
      extensions: PGLITE_EXTENSIONS,
    });
    return openDatabase({ driver: 'pglite', client });
  }
  const name = `${template.namePrefix}_${randomSuffix()}`;
  const url = await createDatabase(template.serverUrl, name, template.templateName);
  const handle = await openDatabase({ driver: 'postgres', url }, () => {});
  return {
    ...handle,
    close: async () => {
      try {
        await handle.close();
      } finally {
        await dropDatabase(template.serverUrl, name);
      }
    },
  };
}
