import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, useContext, useEffect } from 'react';
import { data } from 'react-router';
import { ApiError } from './api-client';
import { useFetchingStore } from './fetching-store';
import { whenKeepingQueryData } from './keep-query-data';

/** A 4xx answer (a record that does not exist, a bad id) will not change on retry; a network hiccup or a 5xx may. */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** Whether a query failed because the record does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A record the API does not know answers the app's 404 page (through the route's error boundary). */
export function throwIfNotFound(error: unknown): void {
  if (isNotFound(error)) throw data('Not found', { status: 404 });
}

/** The one query client: every query retries the same way (`retryUnlessClientError`). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: retryUnlessClientError, refetchOnWindowFocus: false },
  },
});

const publishFetching = () => useFetchingStore.getState().setCount(queryClient.isFetching() + queryClient.isMutating());
queryClient.getQueryCache().subscribe(publishFetching);
queryClient.getMutationCache().subscribe(publishFetching);

/** Resolves once a page that reads the API is on screen (hydrated, when the server rendered it). */
let pageShown: () => void = () => {};
const shown = new Promise<void>((resolve) => {
  pageShown = resolve;
});
// In the browser, the data of the pages seen is kept on the device and shown again offline (docs/decisions/008).
whenKeepingQueryData(() => {
  void import('./query-persistence').then(({ keepQueryData }) => keepQueryData(queryClient, { shown }));
});

/**
 * Gives a page the shared query client. Pages that read the API wrap themselves with it, so the
 * query library loads with the first page that needs it rather than with the home page. On the
 * server, each request renders with its own client, given above the app: that one is kept.
 */
export function withQueries<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  function PageWithQueries(props: Props) {
    const given = useContext(QueryClientContext);
    useEffect(pageShown, []);
    return (
      <QueryClientProvider client={given ?? queryClient}>
        <Page {...props} />
      </QueryClientProvider>
    );
  }
  PageWithQueries.displayName = `withQueries(${Page.displayName ?? Page.name})`;
  return PageWithQueries;
}
