import type { GlobalSearchResult } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { useEffect, useState } from 'react';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { SEARCH_MIN_LENGTH } from './search-options';

/** Typing pauses shorter than this do not send a request. */
export const SEARCH_DEBOUNCE_MS = 150;

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

export interface SearchAsYouType {
  status: SearchStatus;
  /** The last answer, kept while the next one loads so the list does not flicker. */
  result: GlobalSearchResult | null;
  /** The text `result` answers. */
  answered: string;
}

/** `GET search.json?query=`: a few crags, routes, areas and towns (plain fetch: the shell has no query cache). */
export function fetchGlobalSearch(query: string, signal: AbortSignal): Promise<GlobalSearchResult> {
  return callEndpoint(endpoint.searchEverything, { query: { query }, signal, handleAuthErrors: false });
}

/**
 * Searches as the climber types: from 2 characters, after a 150 ms pause, and every newer text
 * aborts the request of the older one so a slow answer never replaces a fresh one.
 */
export function useSearchAsYouType(query: string): SearchAsYouType {
  const [state, setState] = useState<SearchAsYouType>({ status: 'idle', result: null, answered: '' });
  const text = query.trim();

  useEffect(() => {
    if (text.length < SEARCH_MIN_LENGTH) {
      setState({ status: 'idle', result: null, answered: '' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, status: 'loading' }));
      fetchGlobalSearch(text, controller.signal).then(
        (result) => {
          if (!controller.signal.aborted) setState({ status: 'done', result, answered: text });
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'error', result: null, answered: text });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  return state;
}
