import type { EnvironmentOrNone } from '@climb/contracts';
import { MantineProvider } from '@mantine/core';
import { type ReactNode, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { themeFor } from '../components/theme';
import { useEnvironmentStore } from '../stores/environment-store';
import { useThemeStore } from '../stores/theme-store';

const currentEnvironment = () => useEnvironmentStore.getState().environment;

/**
 * The Mantine theme follows the environment (its colour) and the light/dark choice. The first
 * render, on the server and while the browser hydrates, takes the environment of the address it
 * was given, so the page's colours never change under the visitor's eyes.
 *
 * The theme's CSS variables and global classes are a stylesheet of the build (`theme-variables.css`), not
 * <style> elements the provider writes, which the pages' security policy refuses: the environment's colour
 * follows `data-environment` on <html>, which the server writes with the page and which changes here, before
 * the browser paints the page of another environment.
 */
export function Providers({ children, environment: first }: { children: ReactNode; environment: EnvironmentOrNone }) {
  const environment = useSyncExternalStore(useEnvironmentStore.subscribe, currentEnvironment, () => first);
  const colorScheme = useThemeStore((state) => state.theme);
  const theme = useMemo(() => themeFor(environment), [environment]);
  useLayoutEffect(() => {
    document.documentElement.dataset.environment = environment;
  }, [environment]);
  return (
    <MantineProvider theme={theme} forceColorScheme={colorScheme} withCssVariables={false} withGlobalClasses={false}>
      {children}
    </MantineProvider>
  );
}
