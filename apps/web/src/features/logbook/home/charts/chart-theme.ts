import type { ClimbingType } from '@climb/contracts';
import { useComputedColorScheme, useMantineTheme } from '@mantine/core';

/** One Mantine colour per climbing type, the same in every chart. */
const TYPE_COLORS: Record<ClimbingType, string> = {
  sport_climbing: 'blue',
  bouldering: 'orange',
  multi_pitch: 'grape',
  trad_climbing: 'teal',
  aid_climbing: 'red',
  deep_water: 'cyan',
  via_ferrata: 'lime',
};

/**
 * The charts' colours from the Mantine theme, for the light or dark scheme: SVG attributes need
 * real colours, not the CSS variables the rest of the page uses.
 */
export function useChartTheme() {
  const theme = useMantineTheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const shade = dark ? 4 : 7;
  return {
    dark,
    text: dark ? theme.colors.dark[0] : theme.black,
    axis: dark ? theme.colors.dark[2] : '#555c63',
    grid: dark ? theme.colors.dark[4] : theme.colors.gray[3],
    bar: theme.colors.outdoor?.[dark ? 4 : 7] ?? theme.colors.green[shade],
    background: dark ? theme.colors.dark[6] : theme.white,
    typeColor: (type: ClimbingType) => theme.colors[TYPE_COLORS[type]]?.[shade] ?? theme.colors.gray[shade],
  };
}

export type ChartTheme = ReturnType<typeof useChartTheme>;
