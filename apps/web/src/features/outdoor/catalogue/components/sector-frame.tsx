import type { CragSector } from '@climb/contracts';
import type { ReactNode } from 'react';
import { cragPath } from '../../../../climbing/paths';
import { RecordFrame } from '../../../../climbing/record-frame';
import { SectorTabs } from '../../../../climbing/record-tabs';
import { RecordBreadcrumbs } from './record-breadcrumbs';

/** The sector's title under its crag, and the links between the sector's pages. */
export function SectorFrame({ sector, children }: { sector: CragSector; children: ReactNode }) {
  return (
    <RecordFrame
      above={
        <RecordBreadcrumbs
          places={[{ name: sector.crag.name, to: cragPath(sector.crag), testId: 'crag-link' }]}
          current={sector.name}
        />
      }
      title={sector.name}
      tabs={<SectorTabs sector={sector} />}
    >
      {children}
    </RecordFrame>
  );
}
