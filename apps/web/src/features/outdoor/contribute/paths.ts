import type { AlertableType } from '@climb/contracts';
import { cragChildPath } from '../../../climbing/paths';

interface Named {
  id: number;
  slug_name: string;
}

/** The wiki's own pages, built on the shared crag child path. */
export const sectorRoutesNewPath = (crag: Named, sector: Named) =>
  cragChildPath(crag, `sectors/${sector.id}/${sector.slug_name}/routes/new`);

export const alertNewPath = (type: AlertableType, id: number) => `/alerts/${type}/${id}/new`;
