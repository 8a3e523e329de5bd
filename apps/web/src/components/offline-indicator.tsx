import { IconWifiOff } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './offline-indicator.module.css';

function subscribe(callback: () => void): () => void {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** Offline status tracked from the browser (spec §1). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export function OfflineIndicator() {
  const { t } = useTranslation('common');
  const online = useOnline();
  if (online) return null;
  return (
    <div className={classes.alert} role="status" data-testid="offline-indicator">
      <div className={classes.icon}>
        <IconWifiOff size={18} aria-hidden />
      </div>
      <div className={classes.message}>{t('offline.message')}</div>
    </div>
  );
}
