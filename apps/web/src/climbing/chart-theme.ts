import type { ClimbingType, GymRouteClimbingType, HoldColor } from '@climb/contracts';
import { useComputedColorScheme, useMantineTheme } from '@mantine/core';

/** One Mantine colour per climbing type (outdoor, and a gym's board), the same in every chart. */
const TYPE_COLORS: Record<ClimbingType | GymRouteClimbingType, string> = {
  sport_climbing: 'blue',
  bouldering: 'orange',
  multi_pitch: 'grape',
  trad_climbing: 'teal',
  aid_climbing: 'red',
  deep_water: 'cyan',
  via_ferrata: 'lime',
  pan: 'violet',
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
    typeColor: (type: ClimbingType | GymRouteClimbingType) =>
      theme.colors[TYPE_COLORS[type]]?.[shade] ?? theme.colors.gray[shade],
  };
}

export type ChartTheme = ReturnType<typeof useChartTheme>;

/** The charts' height, and what they draw before they are measured (jsdom, first paint): a phone's width. */
export const HEIGHT = 240;
export const INITIAL = { width: 320, height: HEIGHT };
export const MARGIN = { top: 8, right: 8, bottom: 4, left: -16 };

/** Axis, grid and tooltip props in the scheme's colours. */
export function axisProps(theme: ChartTheme) {
  return {
    stroke: theme.grid,
    tick: { fill: theme.axis, fontSize: 12 },
    tickLine: { stroke: theme.grid },
  };
}

export function tooltipProps(theme: ChartTheme) {
  return {
    contentStyle: {
      background: theme.background,
      border: `1px solid ${theme.grid}`,
      borderRadius: 8,
      color: theme.text,
    },
    labelStyle: { color: theme.text, fontWeight: 700 },
    itemStyle: { color: theme.text },
    cursor: { fill: theme.grid, fillOpacity: 0.35 },
  };
}

/** The hold colours as the bars draw them (SVG needs real colours), the same as the gyms' swatches. */
export const HOLD_COLOR_FILLS: Record<HoldColor, string> = {
  white: '#f1f3f5',
  yellow: '#fcc419',
  orange: '#fd7e14',
  red: '#e03131',
  pink: '#f06595',
  purple: '#7048e8',
  blue: '#1c7ed6',
  light_blue: '#74c0fc',
  green: '#2f9e44',
  light_green: '#8ce99a',
  brown: '#8b5a2b',
  grey: '#868e96',
  black: '#1a1a1a',
  wood: '#d2a46b',
  multicolor: '#be4bdb',
};
