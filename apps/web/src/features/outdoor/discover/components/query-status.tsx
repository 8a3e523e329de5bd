import { useTranslation } from 'react-i18next';
import { DelayedLoader } from '../../../../components/delayed-loader';

export function Loading() {
  const { t } = useTranslation('common');
  return <DelayedLoader label={t('loading')} />;
}
