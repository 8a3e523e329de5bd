import { ENVIRONMENT_COLORS, type EnvironmentOrNone } from '@climb/contracts';
import { createTheme, type MantineColorsTuple } from '@mantine/core';

function mix(hex: string, target: number, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) =>
    Math.round(channel + (target - channel) * amount),
  );
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Ten shades around an environment colour (shade 6 is the colour itself). */
export function colorRamp(base: string): MantineColorsTuple {
  return [
    mix(base, 255, 0.9),
    mix(base, 255, 0.78),
    mix(base, 255, 0.62),
    mix(base, 255, 0.46),
    mix(base, 255, 0.3),
    mix(base, 255, 0.14),
    base,
    mix(base, 0, 0.14),
    mix(base, 0, 0.28),
    mix(base, 0, 0.42),
  ];
}

/** The Mantine theme of an environment: its colour is the primary colour (spec §9). */
export function themeFor(environment: EnvironmentOrNone) {
  return createTheme({
    primaryColor: environment === 'none' ? 'outdoor' : environment,
    // Shade 8 keeps white text on filled buttons above the 4.5:1 contrast ratio.
    primaryShade: { light: 8, dark: 8 },
    colors: {
      outdoor: colorRamp(ENVIRONMENT_COLORS.outdoor),
      indoor: colorRamp(ENVIRONMENT_COLORS.indoor),
      community: colorRamp(ENVIRONMENT_COLORS.community),
      // Dark theme background #121212 (spec §4) is dark[7].
      dark: [
        '#c9c9c9',
        '#b8b8b8',
        '#9a9a9a',
        '#6e6e6e',
        '#3d3d3d',
        '#2c2c2c',
        '#1e1e1e',
        '#121212',
        '#0d0d0d',
        '#090909',
      ],
    },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'md',
    breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
    // A dialog keeps the page under it still without react-remove-scroll-bar, whose <style> element the pages'
    // security policy refuses: the page's scroll is locked by a rule of styles.css instead.
    components: {
      Modal: { defaultProps: { removeScrollProps: { removeScrollBar: false } } },
      Drawer: { defaultProps: { removeScrollProps: { removeScrollBar: false } } },
    },
  });
}
