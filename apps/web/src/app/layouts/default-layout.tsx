import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { DelayedLoader } from '../../components/delayed-loader';
import { OfflineIndicator } from '../../components/offline-indicator';
import { bottomBarHeight } from '../../lib/device';
import { HubTrail } from '../../platform/navigation/hub-trail';
import { BottomBar } from '../shell/bottom-bar';
import { SiteFooter } from '../shell/site-footer';
import { TopBar } from '../shell/top-bar';

// The drawer (and its scroll lock and focus trap) loads the first time it is opened.
const AppDrawer = lazy(() => import('../shell/app-drawer'));

/** Default layout (spec §2.1): top bar on desktop, bottom bar and drawer on phones. */
export function DefaultLayout({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation('common');
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const openDrawer = () => {
    setDrawerUsed(true);
    drawer.open();
  };
  const barHeight = useMemo(() => bottomBarHeight(navigator.userAgent, navigator.maxTouchPoints), []);
  return (
    <AppShell header={{ height: 60, collapsed: false }} padding={0}>
      <AppShell.Header visibleFrom="sm" data-testid="top-bar">
        <TopBar onOpenMenu={openDrawer} menuOpened={drawerOpened} />
      </AppShell.Header>
      <AppShell.Main pt={{ base: 0, sm: 60 }} pb={{ base: barHeight, sm: 0 }}>
        <a href="#main-content" className="skip-link">
          {t('navigation.skipToContent')}
        </a>
        <OfflineIndicator />
        <HubTrail />
        {/* At least a screen high, so the footer never jumps when a lazy page arrives (layout shift). */}
        <div id="main-content" style={{ minHeight: 'calc(100dvh - 60px)' }}>
          <Suspense fallback={<DelayedLoader label={t('loading')} />}>{children ?? <Outlet />}</Suspense>
        </div>
        <SiteFooter />
      </AppShell.Main>
      <BottomBar height={barHeight} onOpenMenu={openDrawer} />
      {drawerUsed ? (
        <Suspense fallback={null}>
          <AppDrawer opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      ) : null}
    </AppShell>
  );
}
