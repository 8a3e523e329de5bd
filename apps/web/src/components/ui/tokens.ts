/*
 * The values the kit's style props accept. Each one is a class of `utilities.module.css`, written by
 * `utilities-css.ts` from these lists (a unit test keeps the file and the lists together): a component never
 * writes a `style` attribute, which the pages' security policy refuses (docs/decisions/021).
 */

/** Mantine's spacing sizes, and the few pixel steps the pages use between them. */
export const SPACINGS = ['0', '2', '4', '6', '8', '10', '12', '16', '20', '24', 'xs', 'sm', 'md', 'lg', 'xl'] as const;
export type Spacing = 0 | 2 | 4 | 6 | 8 | 10 | 12 | 16 | 20 | 24 | 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export const SPACING_PROPS = [
  'm',
  'mt',
  'mb',
  'ml',
  'mr',
  'mx',
  'my',
  'p',
  'pt',
  'pb',
  'pl',
  'pr',
  'px',
  'py',
] as const;
export type SpacingProp = (typeof SPACING_PROPS)[number];
export type SpacingProps = Partial<Record<SpacingProp, Spacing>>;

/** Theme colours (Mantine's and the three environments'). */
export const COLORS = [
  'dark',
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
  'outdoor',
  'indoor',
  'community',
] as const;
export type Color = (typeof COLORS)[number];

/** A text colour: a theme colour, or one of Mantine's text tones. */
export const TEXT_COLORS = [...COLORS, 'dimmed', 'bright', 'text', 'anchor', 'white', 'inherit'] as const;
export type TextColor = (typeof TEXT_COLORS)[number];

export const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type Size = (typeof SIZES)[number];

export const FONT_WEIGHTS = ['400', '500', '600', '700', '800'] as const;
export type FontWeight = 400 | 500 | 600 | 700 | 800;

/** `rem` of a pixel step at Mantine's scale, as Mantine's own `rem()` writes it. */
export function spacingValue(spacing: (typeof SPACINGS)[number]): string {
  if (/^[a-z]+$/.test(spacing)) return `var(--mantine-spacing-${spacing})`;
  if (spacing === '0') return '0';
  return `calc(${Number(spacing) / 16}rem * var(--mantine-scale))`;
}
