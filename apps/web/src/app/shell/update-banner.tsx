import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../components/plain-ui';
import { useServiceWorkerUpdate } from './service-worker-update';
import classes from './update-banner.module.css';

/** When a new version is installed, a banner offers to reload onto it (spec §1, §4). */
export function UpdateBanner() {
  const { t } = useTranslation('common');
  const { needRefresh, update } = useServiceWorkerUpdate();
  if (!needRefresh) return null;
  return (
    <div role="status" className={classes.banner} data-testid="update-banner">
      <p className={classes.text}>{t('update.available')}</p>
      <PlainButton size="xs" leftSection={<IconRefresh size={16} aria-hidden />} onClick={update}>
        {t('update.reload')}
      </PlainButton>
    </div>
  );
}
