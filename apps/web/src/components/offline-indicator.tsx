import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

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
    <Alert
      color="orange"
      variant="light"
      icon={<IconWifiOff size={18} aria-hidden />}
      radius={0}
      role="status"
      data-testid="offline-indicator"
    >
      {t('offline.message')}
    </Alert>
  );
}
