import { COLORS, FONT_WEIGHTS, SIZES, SPACING_PROPS, SPACINGS, spacingValue, TEXT_COLORS } from './tokens';

/*
 * The text of `utilities.module.css`: one class per value of each style prop of the kit. `utilities-css.test.ts`
 * fails when the file and these lists part; `npx tsx apps/web/src/components/ui/write-utilities-css.ts` writes it.
 */

const SPACING_PROPERTIES: Record<(typeof SPACING_PROPS)[number], string[]> = {
  m: ['margin'],
  mt: ['margin-top'],
  mb: ['margin-bottom'],
  ml: ['margin-left'],
  mr: ['margin-right'],
  mx: ['margin-inline'],
  my: ['margin-block'],
  p: ['padding'],
  pt: ['padding-top'],
  pb: ['padding-bottom'],
  pl: ['padding-left'],
  pr: ['padding-right'],
  px: ['padding-inline'],
  py: ['padding-block'],
};

function textColor(color: (typeof TEXT_COLORS)[number]): string {
  switch (color) {
    case 'dimmed':
    case 'bright':
    case 'text':
    case 'anchor':
    case 'white':
      return `var(--mantine-color-${color})`;
    case 'inherit':
      return 'inherit';
    default:
      return `var(--mantine-color-${color}-text)`;
  }
}

/** The variables a variant reads (`--c-*`), for one theme colour, or the primary colour. */
function paletteRule(name: string, prefix: string): string {
  const tones = ['filled', 'filled-hover', 'light', 'light-hover', 'light-color', 'outline', 'outline-hover'];
  const body = tones.map((tone) => `--c-${tone}: var(${prefix}-${tone});`).join(' ');
  return `.palette_${name} { ${body} }`;
}

export function utilitiesCss(): string {
  const lines = [
    "/* Written by utilities-css.ts: the kit's style props, one class per value (never a style attribute). */",
    '',
    '/* The primary colour, unless a colour class follows. */',
    paletteRule('primary', '--mantine-primary-color'),
    ...COLORS.map((color) => paletteRule(color, `--mantine-color-${color}`)),
    '',
    ...TEXT_COLORS.map((color) => `.c_${color} { color: ${textColor(color)}; }`),
    '',
    ...SIZES.map(
      (size) =>
        `.fz_${size} { font-size: var(--mantine-font-size-${size}); line-height: var(--mantine-line-height-${size}); }`,
    ),
    ...FONT_WEIGHTS.map((weight) => `.fw_${weight} { font-weight: ${weight}; }`),
    ...['left', 'center', 'right', 'start', 'end'].map((align) => `.ta_${align} { text-align: ${align}; }`),
    '.tt_uppercase { text-transform: uppercase; }',
    '.tt_none { text-transform: none; }',
    '.fs_italic { font-style: italic; }',
    '.anywhere { overflow-wrap: anywhere; }',
    '.preWrap { white-space: pre-wrap; }',
    '.nowrap { white-space: nowrap; }',
    '.truncate { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }',
    ...[1, 2, 3, 4].map(
      (lines) =>
        `.clamp_${lines} { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: ${lines}; line-clamp: ${lines}; overflow: hidden; }`,
    ),
    '',
    "/* The gap of a stack, a group or a grid (`--gap`), and a grid's gap between rows (`--row-gap`). */",
    ...SPACINGS.map((spacing) => `.gap_${spacing} { --gap: ${spacingValue(spacing)}; }`),
    ...SPACINGS.map((spacing) => `.rowGap_${spacing} { --row-gap: ${spacingValue(spacing)}; }`),
    '',
    "/* Spacing last: it wins over a component's own margins and paddings. */",
    ...SPACING_PROPS.flatMap((prop) =>
      SPACINGS.map((spacing) => {
        const value = spacingValue(spacing);
        return `.${prop}_${spacing} { ${SPACING_PROPERTIES[prop].map((property) => `${property}: ${value};`).join(' ')} }`;
      }),
    ),
    '',
  ];
  return lines.join('\n');
}
