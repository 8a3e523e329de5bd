import { createStaticHandler, type RouteObject, type StaticHandler } from 'react-router';

/** The handle of a page the browser renders, as the server's route table carries it. */
const BROWSER_RENDERED = Symbol('browser-rendered');

/**
 * The route table as the server renderer uses it: the same paths in the same tree, so React Router matches and
 * ranks an address exactly as the browser does, but a page the browser renders (`browserRendered`) neither loads
 * its module nor runs its guard on the server (its module may need a browser to load at all): its route only
 * says what it is. One match per render then tells the renderer both the page and whether to render it.
 */
export function serverRoutes(routes: RouteObject[], browserRendered: ReadonlySet<string>): RouteObject[] {
  return routes.map((route) => {
    if (route.path !== undefined && browserRendered.has(route.path)) {
      const stub = { path: route.path, lazy: async () => ({ handle: BROWSER_RENDERED }) };
      return (
        route.children ? { ...stub, children: serverRoutes(route.children, browserRendered) } : stub
      ) as RouteObject;
    }
    return route.children
      ? ({ ...route, children: serverRoutes(route.children, browserRendered) } as RouteObject)
      : route;
  });
}

/** Whether the page a match ends on is one the browser renders (`serverRoutes`). */
export function isBrowserRendered(match: { route: { handle?: unknown } } | undefined): boolean {
  return match?.route.handle === BROWSER_RENDERED;
}

/** Each route's id as React Router gives it (its place in the tree), written on it: the same in every part. */
function withTreeIds(routes: RouteObject[], parent: readonly string[] = []): RouteObject[] {
  return routes.map((route, index) => {
    const place = [...parent, String(index)];
    const id = route.id ?? place.join('-');
    if (!route.children) return { ...route, id } as RouteObject;
    return { ...route, id, children: withTreeIds(route.children, place) } as RouteObject;
  });
}

/**
 * The first segment of a route's whole path when only addresses with that first segment can match it (a plain
 * ASCII word, compared as React Router compares it: ASCII letters in any case); null when any address may (a
 * parameter, an optional or starred segment, other characters) or when the path has no segment yet.
 */
function literalFirstSegment(path: string): string | null {
  const segment = path.replace(/^\/+/, '').split('/')[0] ?? '';
  if (segment === '' || !/^[\w.~!$&'()+,;=@-]+$/.test(segment) || segment.startsWith(':')) return null;
  return segment.toLowerCase();
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

/** The part of the table an address whose first segment is `key` can match: routes of another word left out. */
function partFor(routes: RouteObject[], key: string | null, parent = ''): RouteObject[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : joinPath(parent, route.path);
    const literal = literalFirstSegment(path);
    if (literal !== null && literal !== key) return [];
    if (!route.children) return [route];
    return [{ ...route, children: partFor(route.children, key, path) } as RouteObject];
  });
}

/** Every first segment some route's path starts with as a plain word. */
function literalsOf(routes: RouteObject[], parent = '', found = new Set<string>()): Set<string> {
  for (const route of routes) {
    const path = route.path === undefined ? parent : joinPath(parent, route.path);
    const literal = literalFirstSegment(path);
    if (literal !== null) found.add(literal);
    if (route.children) literalsOf(route.children, path, found);
  }
  return found;
}

/** An address's first segment as React Router reads it: percent-decoded (the whole path as sent if one fails). */
export function firstSegmentOf(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    // React Router matches a path it cannot decode as it came.
  }
  return decoded.split('/')[1] ?? '';
}

/**
 * React Router's static handlers for the server, one per first word of the pages' paths (`/crags`, `/about`…):
 * a handler tries its routes one by one, building a match for each layout above each page, and an address that
 * starts with `/crags` can only ever match a route that starts with `/crags` or with a parameter. Each part keeps
 * the routes of its word and those that may match any address, in the table's order and with the whole table's
 * ids, so it answers what the whole table answers (the browser hydrates with the same route ids).
 */
export function serverHandlers(routes: RouteObject[]): (pathname: string) => StaticHandler {
  const table = withTreeIds(routes);
  const literals = literalsOf(table);
  const handlers = new Map<string | null, StaticHandler>();
  return (pathname) => {
    const segment = firstSegmentOf(pathname);
    // Only an ASCII segment can equal a word of the table in React Router's case-insensitive comparison.
    const lower = /^[\x20-\x7e]*$/.test(segment) ? segment.toLowerCase() : null;
    const key = lower !== null && literals.has(lower) ? lower : null;
    let handler = handlers.get(key);
    if (!handler) {
      handler = createStaticHandler(partFor(table, key));
      handlers.set(key, handler);
    }
    return handler;
  };
}
