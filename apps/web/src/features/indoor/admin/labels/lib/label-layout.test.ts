import { LABEL_LAYOUTS, LABEL_ORIENTATIONS, LABEL_PAPER_SIZES } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { intoPages, LABEL_GAP_MM, LABEL_SIZE_MM, labelGrid, PAGE_MARGIN_MM, pageCount, paperMm } from './label-layout';

describe('the labels per page', () => {
  it.each([
    ['row', 'a4', 'portrait', 2, 6],
    ['row', 'a4', 'landscape', 3, 4],
    ['row', 'a3', 'portrait', 3, 9],
    ['row', 'a3', 'landscape', 4, 6],
    ['row', 'a5', 'portrait', 1, 4],
    ['row', 'a5', 'landscape', 2, 3],
    ['row', 'letter', 'portrait', 2, 5],
    ['row', 'letter', 'landscape', 2, 4],
    ['circular', 'a4', 'portrait', 3, 4],
    ['circular', 'a4', 'landscape', 4, 3],
    ['circular', 'a3', 'portrait', 4, 6],
    ['circular', 'a3', 'landscape', 6, 4],
    ['circular', 'a5', 'portrait', 2, 3],
    ['circular', 'a5', 'landscape', 3, 2],
    ['circular', 'letter', 'portrait', 3, 4],
    ['circular', 'letter', 'landscape', 4, 3],
  ] as const)('%s on %s %s: %i columns × %i rows', (layout, paper_size, orientation, columns, rows) => {
    expect(labelGrid({ layout, paper_size, orientation })).toEqual({ columns, rows, perPage: columns * rows });
  });

  it('fits every grid inside the margins, and one more column or row would not', () => {
    for (const layout of LABEL_LAYOUTS) {
      for (const paper_size of LABEL_PAPER_SIZES) {
        for (const orientation of LABEL_ORIENTATIONS) {
          const { columns, rows } = labelGrid({ layout, paper_size, orientation });
          const [width, height] = paperMm(paper_size, orientation);
          const [labelWidth, labelHeight] = LABEL_SIZE_MM[layout];
          const used = (count: number, size: number) => count * size + (count - 1) * LABEL_GAP_MM;
          expect(used(columns, labelWidth)).toBeLessThanOrEqual(width - 2 * PAGE_MARGIN_MM);
          expect(used(rows, labelHeight)).toBeLessThanOrEqual(height - 2 * PAGE_MARGIN_MM);
          expect(used(columns + 1, labelWidth)).toBeGreaterThan(width - 2 * PAGE_MARGIN_MM);
          expect(used(rows + 1, labelHeight)).toBeGreaterThan(height - 2 * PAGE_MARGIN_MM);
        }
      }
    }
  });
});

describe('the pages', () => {
  const a4Rows = { layout: 'row', paper_size: 'a4', orientation: 'portrait' } as const;

  it('counts ceil(labels / per page)', () => {
    expect(pageCount(0, a4Rows)).toBe(0);
    expect(pageCount(1, a4Rows)).toBe(1);
    expect(pageCount(12, a4Rows)).toBe(1);
    expect(pageCount(13, a4Rows)).toBe(2);
    expect(pageCount(200, a4Rows)).toBe(17);
    expect(pageCount(200, { layout: 'circular', paper_size: 'a3', orientation: 'portrait' })).toBe(9);
  });

  it('cuts the labels into pages in order, the last one partly filled', () => {
    const labels = Array.from({ length: 25 }, (_, index) => index);
    const pages = intoPages(labels, a4Rows);
    expect(pages.map((page) => page.length)).toEqual([12, 12, 1]);
    expect(pages.flat()).toEqual(labels);
    expect(intoPages([], a4Rows)).toEqual([]);
  });
});
