import type { EnvironmentOrNone } from '@climb/contracts';
import { MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { themeFor } from '../components/theme';
import { useEnvironmentStore } from '../stores/environment-store';
import { useThemeStore } from '../stores/theme-store';

const currentEnvironment = () => useEnvironmentStore.getState().environment;

/**
 * The Mantine theme follows the environment (its colour) and the light/dark choice. The first
 * render, on the server and while the browser hydrates, takes the environment of the address it
 * was given, so the page's colours never change under the visitor's eyes.
 */
export function Providers({ children, environment: first }: { children: ReactNode; environment: EnvironmentOrNone }) {
  const environment = useSyncExternalStore(useEnvironmentStore.subscribe, currentEnvironment, () => first);
  const colorScheme = useThemeStore((state) => state.theme);
  const theme = useMemo(() => themeFor(environment), [environment]);
  return (
    <MantineProvider theme={theme} forceColorScheme={colorScheme}>
      {children}
    </MantineProvider>
  );
}
