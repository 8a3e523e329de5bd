import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { DelayedLoader } from '../../components/delayed-loader';

/** Print layout: white paper, no navigation (labels, opening sheets). */
export function PrintLayout() {
  const { t } = useTranslation('common');
  return (
    <main id="main-content" className="print-layout">
      <Suspense fallback={<DelayedLoader label={t('loading')} />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
