/**
 * A URL slug the way the API writes them (`Seine-et-Marne` → `seine-et-marne`). Used only to
 * build links whose record is known by name; pages replace a wrong slug with the canonical one.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
