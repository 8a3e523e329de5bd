import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOTTOM_BAR_HEIGHT, SEARCH_BOX_WIDTH } from '@climb/contracts';
import { describe, expect, it } from 'vitest';

/** A style sheet of the shell, its rules without their spacing. */
function rules(path: string): string {
  return readFileSync(join(import.meta.dirname, path), 'utf8').replace(/\s+/g, '');
}

// The sizes of spec §9 live in the style sheets (a style attribute is refused by the pages' security policy).
describe("the shell's sizes", () => {
  it('give the bottom bar, and the room the page keeps for it, 60 px, or 70 px on iOS', () => {
    const bar = rules('bottom-bar.module.css');
    expect(bar).toContain(`.bar{height:${BOTTOM_BAR_HEIGHT.android}px;`);
    expect(bar).toContain(`:global(:root[data-ios]).bar{height:${BOTTOM_BAR_HEIGHT.ios}px;}`);
    const layout = rules('../layouts/default-layout.module.css');
    expect(layout).toContain(`--bottom-bar-height:${BOTTOM_BAR_HEIGHT.android}px;`);
    expect(layout).toContain(`:global(:root[data-ios]).main{--bottom-bar-height:${BOTTOM_BAR_HEIGHT.ios}px;}`);
  });

  it('give the search box 370 px at most', () => {
    expect(rules('global-search.module.css')).toContain(`flex:01${SEARCH_BOX_WIDTH}px;`);
  });
});
