/** Links to outdoor records: `/crags/12/ceuse`. One helper per kind so every page builds the same URLs. */
interface Named {
  id: number;
  slug_name: string;
}

export const cragPath = (
  crag: Named,
  child?: 'routes' | 'maps' | 'photos' | 'links' | 'edit' | 'add-on-area' | 'maps/edit',
) => `/crags/${crag.id}/${crag.slug_name}${child ? `/${child}` : ''}`;

export const cragSectorPath = (sector: Named, child?: 'maps' | 'photos') =>
  `/crag-sectors/${sector.id}/${sector.slug_name}${child ? `/${child}` : ''}`;

export const cragRoutePath = (route: Named) => `/crag-routes/${route.id}/${route.slug_name}`;

export const areaPath = (area: Named, child?: 'crags' | 'photos' | 'edit' | 'add-crag') =>
  `/areas/${area.id}/${area.slug_name}${child ? `/${child}` : ''}`;

export const versionsPath = (itemType: string, id: number) => `/versions/${itemType}/${id}/changes`;

export const departmentPath = (department: { number: string; slug: string }) =>
  `/escalade-en/france/${department.number}/${department.slug}`;

export const townPath = (town: { slug: string }) => `/escalade-autour-de/${town.slug}`;

/** Creation and edit pages under a crag (`/crags/12/ceuse/sectors/new`). */
export const cragChildPath = (crag: Named, child: string) => `/crags/${crag.id}/${crag.slug_name}/${child}`;
