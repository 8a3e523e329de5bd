import * as endpoint from '@climb/contracts/endpoint-routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint, callListEndpoint, endpointPath } from './endpoint-client';

function json(body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('the endpoint client', () => {
  const fetchMock = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('fills the path params of the table, each encoded', () => {
    expect(endpointPath(endpoint.getCrag, { id: 12 })).toBe('/crags/12.json');
    expect(endpointPath(endpoint.getTownAround, { slug: 'saint-léger' })).toBe('/towns/saint-l%C3%A9ger.json');
    expect(() => endpointPath(endpoint.getCrag)).toThrow(/id is missing/);
  });

  it('calls the method and path of the table with the query and body', async () => {
    fetchMock.mockImplementation(async () => json({ id: 3 }));
    await callEndpoint(endpoint.updateCrag, { params: { id: 3 }, body: { name: 'Saussois' } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/crags/3.json');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(JSON.stringify({ name: 'Saussois' }));

    await callEndpoint(endpoint.getTownAround, { params: { slug: 'fontainebleau' }, query: { distance: 20 } });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/v1/towns/fontainebleau.json?distance=20');
  });

  it('reads a list with its total from X-Total-Count', async () => {
    fetchMock.mockResolvedValue(json([{ id: 1 }, { id: 2 }], { 'x-total-count': '40' }));
    const page = await callListEndpoint(endpoint.listCragRoutes, { params: { id: 3 }, query: { page: 2 } });
    expect(page).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 40 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/crags/3/crag_routes.json?page=2');
  });
});

/* What the type check refuses (this file is part of the web app's type check). */
export async function refusedCalls(): Promise<void> {
  // @ts-expect-error a path param is missing
  await callEndpoint(endpoint.getCrag);
  // @ts-expect-error no endpoint of that name
  await callEndpoint(endpoint.getCrags, { params: { id: 3 } });
  // @ts-expect-error no such query field
  await callEndpoint(endpoint.listCrags, { query: { pages: 3 } });
  // @ts-expect-error not a list
  await callListEndpoint(endpoint.getCrag, { params: { id: 3 } });
  const crag = await callEndpoint(endpoint.getCrag, { params: { id: 3 } });
  // @ts-expect-error the answer is typed by the response schema
  crag.nmae;
}
