import type { CragSector } from '@climb/contracts';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cragPath, cragSectorPath } from '../../../../climbing/paths';
import { RecordFrame } from './record-frame';
import { RecordTabs } from './record-tabs';

/** The sector's title under its crag, and the links between the sector's pages. */
export function SectorFrame({ sector, children }: { sector: CragSector; children: ReactNode }) {
  const { t } = useTranslation('crags');
  return (
    <RecordFrame
      above={
        <Breadcrumbs component="nav" aria-label={t('breadcrumb')} separatorMargin={6}>
          <Anchor component={Link} to={cragPath(sector.crag)} size="sm" data-testid="crag-link">
            {sector.crag.name}
          </Anchor>
          <Text size="sm" aria-current="page" style={{ overflowWrap: 'anywhere' }}>
            {sector.name}
          </Text>
        </Breadcrumbs>
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
