import type {
  PlaywrightTestArgs,
  PlaywrightTestOptions,
  PlaywrightWorkerArgs,
  PlaywrightWorkerOptions,
  TestInfo,
} from '@playwright/test';
import { test } from '../fixtures';

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

type JourneyArgs = PlaywrightTestArgs & PlaywrightTestOptions & PlaywrightWorkerArgs & PlaywrightWorkerOptions;
type JourneyBody = (args: JourneyArgs, testInfo: TestInfo) => Promise<void>;

/** A short, stable number of a text: the same file always picks the same languages. */
function stableHash(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

/**
 * Journeys written once for both languages run once each, in French or in English in turn, so that a
 * file's set covers both without running every journey twice (the every-page sweep of the shell
 * journeys still checks each page in both). Declare the journeys inside the usual
 * `for (const locale of LANGUAGES)` loop with `journey(locale)` instead of `test`:
 *
 *   const inTurn = languagesInTurn('my logbook');
 *   for (const locale of LANGUAGES) {
 *     const journey = inTurn(locale);
 *     test.describe(`my logbook (${locale})`, () => { journey('logs an ascent', async ({ page }) => …); });
 *   }
 *
 * Which language a journey gets depends only on its title and the file's label, so every worker
 * registers the same list (Playwright requires it). A title may name its language: `(fr)` / `(en)` are
 * ignored when pairing the two declarations of one journey.
 */
export function languagesInTurn(fileLabel: string): (locale: Language) => (title: string, body: JourneyBody) => void {
  const assigned = new Map<string, Language>();
  const offset = stableHash(fileLabel) % LANGUAGES.length;
  return (locale) => (title, body) => {
    const key = title.replaceAll(`(${locale})`, '').trim();
    let language = assigned.get(key);
    if (!language) {
      language = LANGUAGES[(assigned.size + offset) % LANGUAGES.length] ?? 'fr';
      assigned.set(key, language);
    }
    if (language === locale) test(title, body);
  };
}
