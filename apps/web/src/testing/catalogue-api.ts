import * as fixtures from './catalogue-fixtures';

/**
 * What a fake API answers for the catalogue's records (`catalogue-fixtures`), by path below `/api/v1/`;
 * alerts by `alerts.json?<alertable_type>`. A test adds or replaces answers on the object it gets.
 */
export function catalogueAnswers(): Record<string, unknown> {
  return {
    'crags/12.json': fixtures.crag,
    'crags/12/crag_sectors.json': fixtures.sectors,
    'crags/12/crag_routes.json': fixtures.routes,
    'crags/12/map.json': fixtures.cragMap,
    'crag_sectors/5.json': fixtures.sector,
    'crag_sectors/5/crag_routes.json': fixtures.routes.slice(0, 2),
    'crag_routes/43.json': fixtures.route,
    'areas/8.json': fixtures.area,
    'areas/8/crags.json': fixtures.areaCrags,
    'versions/crag_routes/43.json': fixtures.routeHistory,
    'alerts.json?crags': [fixtures.alert],
    'alerts.json?crag_sectors': [],
    'alerts.json?crag_routes': [],
    'crag_routes/43/ascents.json': [],
    'crags/12/ascents.json': [fixtures.publicAscent],
  };
}

/**
 * The fake API's answer to a GET of `url` from `answers` (404 when it has none; lists carry their total
 * like the real API's); the path and query asked for are pushed to `requested`.
 */
export function catalogueAnswer(answers: Record<string, unknown>, url: string, requested: string[]): Response {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const path = pathname.replace(/^\/api\/v1\//, '');
  requested.push(`${path}${searchParams.size ? `?${searchParams}` : ''}`);
  const key = path === 'alerts.json' ? `alerts.json?${searchParams.get('alertable_type')}` : path;
  if (!(key in answers)) return new Response(JSON.stringify({ error: 'not found' }), { status: 404 });
  const body = answers[key];
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (Array.isArray(body)) headers['x-total-count'] = String(body.length);
  return new Response(JSON.stringify(body), { status: 200, headers });
}
