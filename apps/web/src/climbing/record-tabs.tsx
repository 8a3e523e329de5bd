import { useTranslation } from 'react-i18next';
import { areaPath, cragPath, cragSectorPath } from './paths';
import { RecordTabs } from './record-frame';

/*
 * The links between the pages of an outdoor record (its overview, routes, map, photos, links), the same on each of
 * them whichever domain draws the page: the catalogue's, the media's.
 */

interface Named {
  id: number;
  slug_name: string;
}

/** A crag's pages: overview, routes, map, photos and links. */
export function CragTabs({ crag }: { crag: Named & { routes_count: number } }) {
  const { t } = useTranslation('crags');
  return (
    <RecordTabs
      label={t('tabs.label')}
      tabs={[
        { label: t('tabs.overview'), to: cragPath(crag) },
        { label: t('tabs.routes', { count: crag.routes_count }), to: cragPath(crag, 'routes') },
        { label: t('tabs.map'), to: cragPath(crag, 'maps') },
        { label: t('tabs.photos'), to: cragPath(crag, 'photos') },
        { label: t('tabs.links'), to: cragPath(crag, 'links') },
      ]}
    />
  );
}

/** A sector's pages: overview, map and photos. */
export function SectorTabs({ sector }: { sector: Named }) {
  const { t } = useTranslation('crags');
  return (
    <RecordTabs
      label={t('tabs.label')}
      tabs={[
        { label: t('tabs.overview'), to: cragSectorPath(sector) },
        { label: t('tabs.map'), to: cragSectorPath(sector, 'maps') },
        { label: t('tabs.photos'), to: cragSectorPath(sector, 'photos') },
      ]}
    />
  );
}

/** An area's pages: overview, crags and photos. */
export function AreaTabs({ area }: { area: Named & { crags_count: number } }) {
  const { t } = useTranslation('crags');
  return (
    <RecordTabs
      label={t('tabs.label')}
      tabs={[
        { label: t('tabs.overview'), to: areaPath(area) },
        { label: t('tabs.crags', { count: area.crags_count }), to: areaPath(area, 'crags') },
        { label: t('tabs.photos'), to: areaPath(area, 'photos') },
      ]}
    />
  );
}
