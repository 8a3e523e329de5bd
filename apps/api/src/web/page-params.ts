/** One compiled page pattern: its regular expression and the names of its parameters, in order. */
interface CompiledPattern {
  regexp: RegExp;
  names: string[];
}

const compiled = new Map<string, CompiledPattern>();

/** Same pattern syntax as the page table (`/crags/:cragId?/:cragName?/maps`), capturing the parameters. */
function compile(pattern: string): CompiledPattern {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const optional = segment.endsWith('?');
      const name = optional ? segment.slice(0, -1) : segment;
      let body = name.replace(/[.*+^${}()|[\]\\]/g, '\\$&');
      if (name.startsWith(':')) {
        names.push(name.slice(1));
        body = '([^/]+)';
      }
      return optional ? `(?:/${body})?` : `/${body}`;
    })
    .join('');
  return { regexp: new RegExp(`^${source}/?$`), names };
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The parameters of a path under the pattern of the page it matched (`matchPage`), decoded;
 * an optional parameter the path leaves out is undefined.
 */
export function pageParams(pattern: string, pathname: string): Record<string, string | undefined> {
  let entry = compiled.get(pattern);
  if (!entry) {
    entry = compile(pattern);
    compiled.set(pattern, entry);
  }
  const match = entry.regexp.exec(pathname);
  const params: Record<string, string | undefined> = {};
  entry.names.forEach((name, index) => {
    const value = match?.[index + 1];
    params[name] = value === undefined ? undefined : decode(value);
  });
  return params;
}
