import { useTranslation } from 'react-i18next';
import type { MediaRecord } from './media-target.api';
import { MEDIA_NAMESPACE } from './media-texts';

/** A record's name as the forms show it: a gym route without one is named by its sector. */
export function useRecordName(): (record: MediaRecord) => string {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  return (record) => record.name ?? t('forms.unnamedRoute', { sector: record.sector ?? '' });
}
