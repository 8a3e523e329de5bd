import type { VersionItemType } from '@climb/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { useGrades } from '../../../../climbing/grade';
import { useVersionValueLabel } from '../../../../climbing/version-targets';
import { useFormatters } from '../../../../lib/use-formatters';
import type { ValueWording } from '../lib/version-values';

/**
 * The wording of version values of a record of `itemType` in the reader's language and grade system, its enums
 * named by its own catalogue.
 */
export function useValueWording(itemType: VersionItemType): ValueWording {
  const { t } = useTranslation('crags');
  const valueLabel = useVersionValueLabel();
  const { label } = useEnumLabels();
  const { format } = useGrades();
  const formatters = useFormatters();
  return useMemo(
    () => ({
      enumLabel: label,
      grade: format,
      metres: formatters.metres,
      minutes: formatters.minutes,
      date: formatters.date,
      dateTime: formatters.dateTime,
      coordinate: (value: number) => value.toFixed(5),
      yesNo: (value: boolean) => (value ? t('versions.yes') : t('versions.no')),
      pitch: (number: number, parts: string[]) => [t('route.pitchNumber', { number }), ...parts].join(' · '),
      bolts: (count: number) => t('route.boltsCount', { count }),
      path: (points: number, length: string) => t('versions.path', { count: points, length }),
      outline: (points: number) => t('versions.outline', { count: points }),
      reference: (id: number) => t('versions.reference', { id }),
      kindLabel: (field: string, value: string) => valueLabel(itemType, field, value),
    }),
    [t, label, format, formatters, valueLabel, itemType],
  );
}
