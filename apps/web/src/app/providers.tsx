import { MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { themeFor } from '../components/theme';
import { useEnvironmentStore } from '../stores/environment-store';
import { useThemeStore } from '../stores/theme-store';

/** The Mantine theme follows the environment (its colour) and the light/dark choice. */
export function Providers({ children }: { children: ReactNode }) {
  const environment = useEnvironmentStore((state) => state.environment);
  const colorScheme = useThemeStore((state) => state.theme);
  const theme = useMemo(() => themeFor(environment), [environment]);
  return (
    <MantineProvider theme={theme} forceColorScheme={colorScheme}>
      {children}
    </MantineProvider>
  );
}
