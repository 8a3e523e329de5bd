import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('Recharts', () => {
  it('is imported only by the chart modules, so it loads with the pages that chart alone', () => {
    const importers = sourceFiles(src)
      .filter((file) => /from ['"]recharts['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file));
    expect(importers.sort()).toEqual([
      'features/indoor/admin/statistics/charts/statistics-charts.tsx',
      'features/logbook/home/charts/analytics-charts.tsx',
    ]);
    // The charts module itself is imported by the outdoor analytics page, and lazily by the indoor logbook, whose
    // list never loads it.
    const chartUsers = sourceFiles(src)
      .filter((file) => /charts\/analytics-charts['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file))
      .sort();
    expect(chartUsers).toEqual([
      'features/logbook/home/pages/analytics-page.tsx',
      'features/logbook/indoor/pages/indoor-logbook-page.tsx',
    ]);
    expect(readFileSync(join(src, 'features/logbook/indoor/pages/indoor-logbook-page.tsx'), 'utf8')).toMatch(
      /lazy\(\(\) =>\s*import\(['"][./]+home\/charts\/analytics-charts['"]\)/,
    );
    // The routes' statistics page loads its charts lazily too, after its figures.
    expect(
      readFileSync(join(src, 'features/indoor/admin/statistics/pages/gym-admin-route-statistics-page.tsx'), 'utf8'),
    ).toMatch(/lazy\(\(\) =>\s*import\(['"]\.\.\/charts\/statistics-charts['"]\)/);
  });
});
