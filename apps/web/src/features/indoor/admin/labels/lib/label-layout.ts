import type { LabelLayout, LabelOrientation, LabelPaperSize } from '@climb/contracts';

/*
 * How labels sit on the paper (docs/domain/indoor.md, "Setting day to day"): a grid of same-size labels inside
 * the page's margins, as many columns and rows as fit. The print stylesheet (`label-sheet.module.css`) draws the same
 * sizes: a page holds `perPage` labels, so `pages` sheets print for `count` labels, each sheet ending its page.
 */

/** Paper sizes in millimetres, portrait (width × height). */
export const PAPER_MM: Readonly<Record<LabelPaperSize, readonly [number, number]>> = {
  a4: [210, 297],
  a5: [148, 210],
  a3: [297, 420],
  letter: [215.9, 279.4],
};

/** The margin of every printed page, in millimetres (`@page { margin }`). */
export const PAGE_MARGIN_MM = 10;
/** The space between two labels, in millimetres. */
export const LABEL_GAP_MM = 4;
/** A label's size in millimetres: a rectangle for a row, a disc of 60 mm for a start hold's sticker. */
export const LABEL_SIZE_MM: Readonly<Record<LabelLayout, readonly [number, number]>> = {
  row: [88, 40],
  circular: [60, 60],
};

export interface SheetOptions {
  layout: LabelLayout;
  paper_size: LabelPaperSize;
  orientation: LabelOrientation;
}

/** The paper's width and height as it prints (landscape turns it). */
export function paperMm(paper: LabelPaperSize, orientation: LabelOrientation): [number, number] {
  const [width, height] = PAPER_MM[paper];
  return orientation === 'portrait' ? [width, height] : [height, width];
}

/** How many labels fit in `length` millimetres, with a gap between two. */
const fitting = (length: number, size: number) =>
  Math.max(1, Math.floor((length + LABEL_GAP_MM + 1e-6) / (size + LABEL_GAP_MM)));

/** The grid of one page: columns × rows of labels inside the margins. */
export function labelGrid(options: SheetOptions): { columns: number; rows: number; perPage: number } {
  const [width, height] = paperMm(options.paper_size, options.orientation);
  const [labelWidth, labelHeight] = LABEL_SIZE_MM[options.layout];
  const columns = fitting(width - 2 * PAGE_MARGIN_MM, labelWidth);
  const rows = fitting(height - 2 * PAGE_MARGIN_MM, labelHeight);
  return { columns, rows, perPage: columns * rows };
}

/** The pages `count` labels print on (none for no label). */
export function pageCount(count: number, options: SheetOptions): number {
  return count <= 0 ? 0 : Math.ceil(count / labelGrid(options).perPage);
}

/** The labels page by page, in order. */
export function intoPages<Item>(items: readonly Item[], options: SheetOptions): Item[][] {
  const { perPage } = labelGrid(options);
  const pages: Item[][] = [];
  for (let start = 0; start < items.length; start += perPage) pages.push(items.slice(start, start + perPage));
  return pages;
}

/** The `@page` name of a paper (`label-a4-portrait`), as the print stylesheet declares it. */
export const sheetKey = (options: Pick<SheetOptions, 'paper_size' | 'orientation'>) =>
  `${options.paper_size}-${options.orientation}` as const;
