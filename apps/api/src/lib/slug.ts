/** Longest slug base: room is left for a `-N` suffix within the column's 140 characters. */
const MAX_BASE_LENGTH = 120;
const FALLBACK = 'grimpeur';

const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', ı: 'i' };

/** `Lucie Grimpeuse` → `lucie-grimpeuse`: lower case, no accents, words joined by single dashes. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæßøđłı]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/-+$/, '');
  return slug || FALLBACK;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The first free slug for `base` among those already `taken`: `base` itself, else `base-2`,
 * `base-3`… after the highest suffix in use.
 */
export function nextFreeSlug(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base;
  const suffixed = new RegExp(`^${escapeRegExp(base)}-(\\d+)$`);
  let highest = 1;
  for (const slug of taken) {
    const suffix = Number(suffixed.exec(slug)?.[1] ?? 0);
    if (suffix > highest) highest = suffix;
  }
  return `${base}-${highest + 1}`;
}
