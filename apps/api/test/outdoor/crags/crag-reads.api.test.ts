import type { Crag } from '@climb/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, cragBody, expectCall, openWikiTestApp } from './wiki-api';

/*
 * A crag's page asks for its sectors, routes, alerts and comments at once: each checks that the crag
 * exists, and the checks made in the same turn are one statement (the crag's stamp read).
 */
const wiki = openWikiTestApp();

const UNKNOWN_CRAG = 99_999_999;

/** The calls a crag's page makes about the crag besides the crag itself. */
function listsOf(id: number): string[] {
  return [
    `crags/${id}/crag_sectors.json`,
    `crags/${id}/crag_routes.json?sort=sector`,
    `alerts.json?alertable_type=crags&alertable_id=${id}`,
    `crags/${id}/ascents.json?commented=true&per_page=5`,
  ];
}

/** The SQL texts sent to the database while `run` runs (both drivers send every statement through `query`). */
async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  // The driver's own client, which drizzle keeps on the database object it made (either driver).
  const { $client: client } = wiki.t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } };
  const query = vi.spyOn(client, 'query');
  await run();
  return query.mock.calls.map(([statement]) =>
    typeof statement === 'string' ? statement : String((statement as { text?: string }).text),
  );
}

const isStampRead = (statement: string) => /from "crags".*= any\(/s.test(statement);
const isOwnExistenceCheck = (statement: string) =>
  /^select "id" from "crags" where "crags"."id" = \$1$/.test(statement);

describe("the checks that a crag exists, made by its page's calls", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('are one statement for the calls made together, each answering for its own crag', async () => {
    const crag = await expectCall<Crag>(wiki.t, 201, 'POST', 'crags.json', wiki.callers.climber, cragBody());
    const urls = [...listsOf(crag.id), ...listsOf(UNKNOWN_CRAG)];
    let statuses: number[] = [];
    const statements = await statementsDuring(async () => {
      const responses = await Promise.all(urls.map((url) => call(wiki.t, 'GET', url, wiki.callers.visitor)));
      statuses = responses.map((response) => response.statusCode);
    });
    expect(statuses).toEqual(urls.map((url) => (url.includes(String(UNKNOWN_CRAG)) ? 404 : 200)));
    expect(statements.filter(isStampRead)).toHaveLength(1);
    expect(statements.filter(isOwnExistenceCheck)).toEqual([]);
  });

  it('see a crag deleted at once', async () => {
    const crag = await expectCall<Crag>(wiki.t, 201, 'POST', 'crags.json', wiki.callers.climber, cragBody());
    for (const url of listsOf(crag.id)) await expectCall(wiki.t, 200, 'GET', url, wiki.callers.visitor);
    await expectCall(wiki.t, 204, 'DELETE', `crags/${crag.id}.json`, wiki.callers.admin);
    const responses = await Promise.all(listsOf(crag.id).map((url) => call(wiki.t, 'GET', url, wiki.callers.visitor)));
    expect(responses.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);
  });
});
