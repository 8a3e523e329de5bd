import type { Area } from '@climb/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordFrame } from '../../../../climbing/record-frame';
import { AreaTabs } from '../../../../climbing/record-tabs';

/** The area's title and the links between its pages. */
export function AreaFrame({ area, children }: { area: Area; children: ReactNode }) {
  const { t } = useTranslation('crags');
  return (
    <RecordFrame title={area.name} below={t('area.kind')} tabs={<AreaTabs area={area} />}>
      {children}
    </RecordFrame>
  );
}
