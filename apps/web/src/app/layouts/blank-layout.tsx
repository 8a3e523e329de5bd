import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { DelayedLoader } from '../../components/delayed-loader';

/** Blank layout: the page alone (maintenance, embeds, judges' screens). */
export function BlankLayout() {
  const { t } = useTranslation('common');
  return (
    <main id="main-content">
      <Suspense fallback={<DelayedLoader label={t('loading')} />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
