import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useFetchingStore } from './fetching-store';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});

const publishFetching = () => useFetchingStore.getState().setCount(queryClient.isFetching() + queryClient.isMutating());
queryClient.getQueryCache().subscribe(publishFetching);
queryClient.getMutationCache().subscribe(publishFetching);

/**
 * Gives a page the shared query client. Pages that read the API wrap themselves with it, so the
 * query library loads with the first page that needs it rather than with the home page.
 */
export function withQueries<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  function PageWithQueries(props: Props) {
    return (
      <QueryClientProvider client={queryClient}>
        <Page {...props} />
      </QueryClientProvider>
    );
  }
  PageWithQueries.displayName = `withQueries(${Page.displayName ?? Page.name})`;
  return PageWithQueries;
}
