import type { CragSector } from '@climb/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cragPath, cragSectorPath } from '../../../../climbing/paths';
import { RecordFrame } from '../../../../climbing/record-frame';
import { RecordBreadcrumbs } from './record-breadcrumbs';
import { RecordTabs } from './record-tabs';

/** The sector's title under its crag, and the links between the sector's pages. */
export function SectorFrame({ sector, children }: { sector: CragSector; children: ReactNode }) {
  const { t } = useTranslation('crags');
  return (
    <RecordFrame
      above={
        <RecordBreadcrumbs
          places={[{ name: sector.crag.name, to: cragPath(sector.crag), testId: 'crag-link' }]}
          current={sector.name}
        />
      }
      title={sector.name}
      tabs={
        <RecordTabs
          tabs={[
            { label: t('tabs.overview'), to: cragSectorPath(sector) },
            { label: t('tabs.map'), to: cragSectorPath(sector, 'maps') },
          ]}
        />
      }
    >
      {children}
    </RecordFrame>
  );
}
