/** The name part of a URL: lower case, without accents, words joined by dashes (`Club Alpin d'Évry` → `club-alpin-d-evry`). */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'organization'
  );
}

/** `/organizations/{id}/{name}` (spec §2.4), with `/edit` for its editing page. */
export function organizationPath(organization: { id: number; name: string }, edit = false): string {
  return `/organizations/${organization.id}/${slugify(organization.name)}${edit ? '/edit' : ''}`;
}
