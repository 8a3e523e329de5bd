import { ENVIRONMENTS, type EnvironmentOrNone } from '@climb/contracts';
import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  keys,
  type MantineTheme,
  mergeMantineTheme,
  px,
} from '@mantine/core';
import { themeFor } from './theme';

/*
 * The text of `theme-variables.css`: the CSS variables and global classes MantineProvider would write into the
 * page in <style> elements, written once as a stylesheet instead (the provider has `withCssVariables={false}` and
 * `withGlobalClasses={false}`). A <style> the page writes at run time is refused by the pages' security policy
 * (docs/decisions/021); a stylesheet arrives with the first screen's styles, inline and hashed.
 *
 * The environment's colour is the primary colour: outdoor's by default (also the pages outside the three
 * environments), and the others' under `data-environment` on <html>, which the server writes and `Providers`
 * follows on every navigation. `theme-css.test.ts` fails when the file and the theme part;
 * `npx tsx apps/web/src/components/write-theme-css.ts` writes it.
 */

type Variables = Record<string, string>;

interface ThemeVariables {
  variables: Variables;
  light: Variables;
  dark: Variables;
}

const SCHEMES = ['light', 'dark'] as const;

function fullTheme(environment: EnvironmentOrNone): MantineTheme {
  return mergeMantineTheme(DEFAULT_THEME, themeFor(environment));
}

/**
 * Mantine's variables for a theme, plus the primary colour's outline tones, which Mantine names for each colour
 * but not for the primary one (the kit's primary outline variant reads them).
 */
function themeVariables(theme: MantineTheme): ThemeVariables {
  const resolved = defaultCssVariablesResolver(theme) as unknown as ThemeVariables;
  const primary = theme.primaryColor;
  return {
    variables: {
      ...resolved.variables,
      '--mantine-primary-color-outline': `var(--mantine-color-${primary}-outline)`,
      '--mantine-primary-color-outline-hover': `var(--mantine-color-${primary}-outline-hover)`,
    },
    light: resolved.light,
    dark: resolved.dark,
  };
}

/** The variables of `values` that `base` lacks or gives another value. */
function changed(values: Variables, base: Variables): Variables {
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => base[name] !== value));
}

function changedVariables(values: ThemeVariables, base: ThemeVariables): ThemeVariables {
  return {
    variables: changed(values.variables, base.variables),
    light: changed(values.light, base.light),
    dark: changed(values.dark, base.dark),
  };
}

function rule(selector: string, variables: Variables): string[] {
  const declarations = Object.entries(variables).map(([name, value]) => `  ${name}: ${value};`);
  return declarations.length === 0 ? [] : [`${selector} {`, ...declarations, '}'];
}

/** A theme's variables under `root` (`:root`, or :root of one environment), then per colour scheme. */
function variableRules(root: string, values: ThemeVariables): string[] {
  return [
    ...rule(root, values.variables),
    ...SCHEMES.flatMap((scheme) => rule(`${root}[data-mantine-color-scheme="${scheme}"]`, values[scheme])),
  ];
}

/** `visibleFrom` and `hiddenFrom`, as MantineProvider's global classes write them. */
function breakpointClasses(theme: MantineTheme): string[] {
  return keys(theme.breakpoints).flatMap((breakpoint) => {
    const width = px(theme.breakpoints[breakpoint]) as number;
    return [
      `@media (max-width: ${em(width - 0.1)}) {`,
      `  .mantine-visible-from-${breakpoint} {`,
      '    display: none !important;',
      '  }',
      '}',
      `@media (min-width: ${em(width)}) {`,
      `  .mantine-hidden-from-${breakpoint} {`,
      '    display: none !important;',
      '  }',
      '}',
    ];
  });
}

export function themeCss(): string {
  // Mantine's stylesheet defines its default theme's variables: only what ours changes is written.
  const defaults = themeVariables(DEFAULT_THEME);
  const base = themeVariables(fullTheme('outdoor'));
  const lines = [
    '/* Written by theme-css.ts: the theme variables and global classes of MantineProvider, as a stylesheet. */',
    '/* biome-ignore-all lint/complexity/noImportantStyles: `hiddenFrom` hides an element whatever its own display. */',
    '',
    "/* Outdoor's colour, and the common theme. */",
    ...variableRules(':root', changedVariables(base, defaults)),
    ...ENVIRONMENTS.filter((environment) => environment !== 'outdoor').flatMap((environment) => [
      '',
      `/* ${environment[0]?.toUpperCase()}${environment.slice(1)}'s colour. */`,
      ...variableRules(
        `:root[data-environment="${environment}"]`,
        changedVariables(themeVariables(fullTheme(environment)), base),
      ),
    ]),
    '',
    '/* The global classes of `visibleFrom` and `hiddenFrom`. */',
    ...breakpointClasses(fullTheme('outdoor')),
    '',
  ];
  return lines.join('\n');
}
