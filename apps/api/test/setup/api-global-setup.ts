import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_EXTENSIONS } from '../../src/db/client';
import { createDatabase, dropDatabase, type TestDatabaseTemplate, testDatabasePrefix } from '../helpers/database-admin';

interface BuiltTemplate {
  template: TestDatabaseTemplate;
  teardown: () => Promise<void>;
}

/**
 * Builds ONE migrated database before the api tier; every test file starts from a copy of it,
 * since migrating a fresh database per file would cost seconds each (docs/stack-pitfalls.md).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const built = serverUrl ? await buildPostgresTemplate(serverUrl) : await buildPgliteTemplate();
  project.provide('apiTestDatabase', built.template);
  return built.teardown;
}

async function buildPgliteTemplate(): Promise<BuiltTemplate> {
  const directory = mkdtempSync(join(tmpdir(), 'cordee-api-tests-'));
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    const database = await openDatabase({ driver: 'pglite', client });
    await database.migrate();
    const dump = await client.dumpDataDir('none');
    const dumpFile = join(directory, 'template.tar');
    writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
    return {
      template: { driver: 'pglite', dumpFile },
      teardown: async () => rmSync(directory, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  } finally {
    await client.close();
  }
}

async function buildPostgresTemplate(serverUrl: string): Promise<BuiltTemplate> {
  const namePrefix = testDatabasePrefix(serverUrl);
  const templateName = `${namePrefix}_template`;
  const url = await createDatabase(serverUrl, templateName);
  try {
    const database = await openDatabase({ driver: 'postgres', url });
    try {
      await database.migrate();
    } finally {
      // CREATE DATABASE … TEMPLATE refuses a template that has open connections.
      await database.close();
    }
  } catch (error) {
    await dropDatabase(serverUrl, templateName);
    throw error;
  }
  return {
    template: { driver: 'postgres', serverUrl, templateName, namePrefix },
    teardown: () => dropDatabase(serverUrl, templateName),
  };
}
