import {
  type Color,
  type FontWeight,
  type Size,
  SPACING_PROPS,
  type Spacing,
  type SpacingProps,
  type TextColor,
} from './tokens';
import utilities from './utilities.module.css';

/** Class names, falsy ones left out. */
export function cx(...names: (string | undefined | false | null)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined || undefined;
}

function utility(name: string): string | undefined {
  return utilities[name];
}

const SPACING_PROP_SET: ReadonlySet<string> = new Set(SPACING_PROPS);

/**
 * The spacing props of a component, taken out of its props, and their classes. One pass over the props: a copy
 * then a `delete` per prop sends the object down V8's slow path, and this runs for each component a page renders.
 */
export function spacingClasses<P extends SpacingProps>(
  props: P,
): { classes: string[]; rest: Omit<P, keyof SpacingProps> } {
  const rest: Record<string, unknown> = {};
  for (const key in props) if (!SPACING_PROP_SET.has(key)) rest[key] = (props as Record<string, unknown>)[key];
  const classes: string[] = [];
  for (const prop of SPACING_PROPS) {
    const value = props[prop];
    if (value === undefined) continue;
    const found = utility(`${prop}_${value}`);
    if (found) classes.push(found);
  }
  return { classes, rest: rest as Omit<P, keyof SpacingProps> };
}

export interface TextStyleProps {
  size?: Size;
  c?: TextColor;
  fw?: FontWeight;
  ta?: 'left' | 'center' | 'right' | 'start' | 'end';
  tt?: 'uppercase' | 'none';
  fs?: 'italic';
  /** Long words break anywhere rather than overflow (names, addresses). */
  breakAnywhere?: boolean;
  /** Line breaks of the text kept (descriptions). */
  preWrap?: boolean;
  /** One line, cut with an ellipsis. */
  truncate?: boolean;
  /** At most this many lines, cut with an ellipsis. */
  lineClamp?: 1 | 2 | 3 | 4;
}

export const TEXT_STYLE_KEYS = [
  'size',
  'c',
  'fw',
  'ta',
  'tt',
  'fs',
  'breakAnywhere',
  'preWrap',
  'truncate',
  'lineClamp',
] as const satisfies readonly (keyof TextStyleProps)[];

export function textClasses({ size, c, fw, ta, tt, fs, breakAnywhere, preWrap, truncate, lineClamp }: TextStyleProps) {
  return [
    size && utility(`fz_${size}`),
    c && utility(`c_${c}`),
    fw && utility(`fw_${fw}`),
    ta && utility(`ta_${ta}`),
    tt && utility(`tt_${tt}`),
    fs && utility(`fs_${fs}`),
    breakAnywhere && utility('anywhere'),
    preWrap && utility('preWrap'),
    truncate && utility('truncate'),
    lineClamp && utility(`clamp_${lineClamp}`),
  ];
}

/** The `--c-*` variables of a theme colour (the primary colour when none). */
export function paletteClass(color: Color | undefined): string | undefined {
  return utility(`palette_${color ?? 'primary'}`);
}

export function gapClass(gap: Spacing | undefined): string | undefined {
  return gap === undefined ? undefined : utility(`gap_${gap}`);
}

export function rowGapClass(gap: Spacing | undefined): string | undefined {
  return gap === undefined ? undefined : utility(`rowGap_${gap}`);
}

const TEXT_STYLE_KEY_SET: ReadonlySet<string> = new Set(TEXT_STYLE_KEYS);

/** Splits the text style props out of a component's props (no copy then `delete`, as `spacingClasses`). */
export function splitTextProps<P extends TextStyleProps>(
  props: P,
): { text: TextStyleProps; rest: Omit<P, keyof TextStyleProps> } {
  const text: Record<string, unknown> = {};
  for (const key of TEXT_STYLE_KEYS) text[key] = props[key];
  const rest: Record<string, unknown> = {};
  for (const key in props) if (!TEXT_STYLE_KEY_SET.has(key)) rest[key] = (props as Record<string, unknown>)[key];
  return { text: text as TextStyleProps, rest: rest as Omit<P, keyof TextStyleProps> };
}
