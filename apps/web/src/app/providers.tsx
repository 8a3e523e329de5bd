import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useEnvironmentStore } from '../stores/environment-store';
import { useThemeStore } from '../stores/theme-store';
import { themeFor } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  const environment = useEnvironmentStore((state) => state.environment);
  const colorScheme = useThemeStore((state) => state.theme);
  const theme = useMemo(() => themeFor(environment), [environment]);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} forceColorScheme={colorScheme}>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
