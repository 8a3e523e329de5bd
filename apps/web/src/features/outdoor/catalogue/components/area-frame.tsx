import type { Area } from '@climb/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { areaPath } from '../../../../climbing/paths';
import { RecordFrame } from '../../../../climbing/record-frame';
import { RecordTabs } from './record-tabs';

/** The area's title and the links between its pages. */
export function AreaFrame({ area, children }: { area: Area; children: ReactNode }) {
  const { t } = useTranslation('crags');
  return (
    <RecordFrame
      title={area.name}
      below={t('area.kind')}
      tabs={
        <RecordTabs
          tabs={[
            { label: t('tabs.overview'), to: areaPath(area) },
            { label: t('tabs.crags', { count: area.crags_count }), to: areaPath(area, 'crags') },
          ]}
        />
      }
    >
      {children}
    </RecordFrame>
  );
}
