import type { GymSummary } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { useEffect, useState } from 'react';
import { callListEndpoint } from '../../../../lib/endpoint-client';
import { SEARCH_MIN_LENGTH } from '../filters/gym-filters';

/** Typing pauses shorter than this do not send a request. */
export const SEARCH_DEBOUNCE_MS = 150;

/** Gyms the top bar lists under its box. */
export const TOP_BAR_GYMS = 8;

export interface GymSearchAsYouType {
  status: 'idle' | 'loading' | 'done' | 'error';
  /** The last answer, kept while the next one loads so the list does not flicker. */
  gyms: GymSummary[] | null;
  total: number;
  /** The text `gyms` answers. */
  answered: string;
}

/**
 * Searches gyms as the climber types in the top bar (`gyms.json?query=`, typos forgiven by the server): from 2
 * characters, after a 150 ms pause, each newer text aborting the older request so a slow answer never replaces a
 * fresh one (plain fetch: the shell has no query cache).
 */
export function useGymSearchAsYouType(query: string): GymSearchAsYouType {
  const [state, setState] = useState<GymSearchAsYouType>({ status: 'idle', gyms: null, total: 0, answered: '' });
  const text = query.trim();

  useEffect(() => {
    if (text.length < SEARCH_MIN_LENGTH) {
      setState({ status: 'idle', gyms: null, total: 0, answered: '' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, status: 'loading' }));
      callListEndpoint(endpoint.listGyms, {
        query: { query: text, page: 1, per_page: TOP_BAR_GYMS },
        signal: controller.signal,
        handleAuthErrors: false,
      }).then(
        (page) => {
          if (!controller.signal.aborted) {
            setState({ status: 'done', gyms: page.items, total: page.total, answered: text });
          }
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'error', gyms: null, total: 0, answered: text });
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
