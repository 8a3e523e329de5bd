import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { DelayedLoader } from '../../../../app/delayed-loader';
import { ApiError } from '../../../../lib/api-client';

/** A record the API does not know (unknown department, town…) answers the 404 page. */
export function throwIfNotFound(error: unknown): void {
  if (error instanceof ApiError && error.status === 404) throw data('Not found', { status: 404 });
}

export function Loading() {
  const { t } = useTranslation('common');
  return <DelayedLoader label={t('loading')} />;
}
