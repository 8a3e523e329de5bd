import type { Link, Video } from '@climb/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { queryClient } from '../../../lib/query-client';
import { climber } from '../../../testing/catalogue-fixtures';
import { createTestI18n, stubMissingBrowserApis, TestProviders } from '../../../testing/page-test-kit';

/*
 * What the media's tests share: a video and a link as the API answers them, and a part rendered with the app's
 * providers (texts of every namespace, recording the missing ones; the query client; a router).
 */

/** The climber who added the fixtures (the catalogue fixtures' signed-in climber). */
export const author = { uuid: climber.uuid, name: 'Catherine D.', slug_name: 'catherine-d' };

export const ceuse = { type: 'crags' as const, id: 12, name: 'Céüse', path: '/crags/12/ceuse', gym_id: null };

export const youtubeVideo: Video = {
  id: 31,
  viewable_type: 'crags',
  viewable_id: 12,
  target: ceuse,
  provider: 'youtube',
  provider_id: 'dQw4w9WgXcQ',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
  description: 'Biographie, 9a+, la première répétition',
  hidden: false,
  likes_count: 3,
  user: author,
  created_at: '2024-05-02T09:30:00.000Z',
  updated_at: '2024-05-02T09:30:00.000Z',
};

export const tiktokVideo: Video = {
  ...youtubeVideo,
  id: 32,
  provider: 'tiktok',
  provider_id: '7234567890123456789',
  url: 'https://www.tiktok.com/embed/v2/7234567890123456789',
  embed_url: 'https://www.tiktok.com/embed/v2/7234567890123456789',
  description: null,
};

export const topoLink: Link = {
  id: 51,
  linkable_type: 'crags',
  linkable_id: 12,
  target: ceuse,
  name: 'Topo du club',
  url: 'https://www.club-alpin-gap.example/topos/ceuse',
  host: 'club-alpin-gap.example',
  description: 'Le topo des secteurs du haut, mis à jour chaque printemps.',
  hidden: false,
  user: author,
  created_at: '2024-04-01T10:00:00.000Z',
  updated_at: '2024-04-01T10:00:00.000Z',
};

/** A part of the media with the app's providers, at `path`; missing texts are pushed to `missing`. */
export async function renderMediaPart(
  part: ReactNode,
  { language = 'fr', missing = [], path = '/' }: { language?: string; missing?: string[]; path?: string } = {},
) {
  stubMissingBrowserApis();
  const i18n = await createTestI18n(language, missing);
  return render(
    <TestProviders i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>{part}</Suspense>
        </MemoryRouter>
      </QueryClientProvider>
    </TestProviders>,
  );
}

/** A request the fake API received: its method, path below `/api/v1/` with its query, and its JSON body. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A fake API on `fetch`: a GET answers `known[path]` (a list with its total, `X-Total-Count` from `totals[path]` or
 * its length), 404 otherwise; a write answers `writes['METHOD path']`, else 201 with `{}`. Every request is recorded.
 */
export function fakeMediaApi(stub: (fetch: (url: string, init?: RequestInit) => Promise<Response>) => void) {
  const api = {
    known: {} as Record<string, unknown>,
    totals: {} as Record<string, number>,
    writes: {} as Record<string, { status: number; body: unknown }>,
    requests: [] as SentRequest[],
  };
  stub(async (url, init = {}) => {
    const method = init.method ?? 'GET';
    const address = new URL(url, 'http://localhost');
    const path = address.pathname.replace(/^\/api\/v1\//, '');
    const query = address.searchParams.toString();
    api.requests.push({
      method,
      path: query ? `${path}?${query}` : path,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer =
      method === 'GET'
        ? path in api.known
          ? { status: 200, body: api.known[path] }
          : { status: 404, body: { error: 'not found' } }
        : (api.writes[`${method} ${path}`] ?? { status: 201, body: {} });
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (Array.isArray(answer.body)) headers['x-total-count'] = String(api.totals[path] ?? answer.body.length);
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), { status: answer.status, headers });
  });
  return api;
}
