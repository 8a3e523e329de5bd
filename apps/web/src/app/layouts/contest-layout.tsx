import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { DelayedLoader } from '../../components/delayed-loader';
import { LanguageSwitch } from '../../components/language-switch';
import { OfflineIndicator } from '../../components/offline-indicator';
import { Brand } from '../shell/brand';
import { ThemeToggle } from '../shell/theme-toggle';
import classes from './contest-layout.module.css';

/** Contest layout: a slim bar so rankings and forms take the whole screen. */
export function ContestLayout() {
  const { t } = useTranslation('common');
  return (
    <>
      <header className={classes.bar}>
        <Brand />
        <div className={classes.tools}>
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </header>
      <OfflineIndicator />
      <main id="main-content">
        <Suspense fallback={<DelayedLoader label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
