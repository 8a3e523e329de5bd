import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnvironmentStore } from '../stores/environment-store';
import classes from './error-pages.module.css';
import { useOnline } from './offline-indicator';
import { PlainButton, PlainButtonLink, PlainText, PlainTitle, plainClasses } from './plain-ui';

/**
 * Offline, the page could not be shown (its code was never loaded on this device): no environment is lit, since
 * none of its pages is on screen. Written after the route effects, which light the path's environment.
 */
function useNoEnvironment(): void {
  useEffect(() => {
    queueMicrotask(() => useEnvironmentStore.setState({ environment: 'none' }));
  }, []);
}

/** The frame of both error screens: their words, then trying again or going home. */
function ErrorLayout({ retry, children }: { retry: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className={`${plainClasses.container} ${classes.page}`} data-size="sm">
      <div className={classes.stack}>
        {children}
        <div className={classes.actions}>
          <PlainButton onClick={() => window.location.reload()}>{retry}</PlainButton>
          <PlainButtonLink to="/" variant="default">
            {t('errors.backHome')}
          </PlainButtonLink>
        </div>
      </div>
    </div>
  );
}

/** Offline: the same words as a record that cannot load, and the way to try again. */
function OfflineErrorPage() {
  const { t } = useTranslation('common');
  useNoEnvironment();
  return (
    <ErrorLayout retry={t('states.retry')}>
      <PlainText role="alert" data-testid="offline-load-error">
        {t('states.loadError')}
      </PlainText>
    </ErrorLayout>
  );
}

/** Any error other than 404: a generic title (spec §2.1) and a way out; offline, what a record says. */
export default function ErrorPage() {
  const { t } = useTranslation('common');
  const online = useOnline();
  if (!online) return <OfflineErrorPage />;
  return (
    <ErrorLayout retry={t('errors.retry')}>
      <PlainTitle order={1} data-testid="error-title">
        {t('errors.generic.title')}
      </PlainTitle>
      <PlainText>{t('errors.generic.text')}</PlainText>
    </ErrorLayout>
  );
}
