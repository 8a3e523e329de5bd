import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { DelayedLoader } from '../../components/delayed-loader';
import { OfflineIndicator } from '../../components/offline-indicator';
import { HubTrail } from '../../platform/navigation/hub-trail';
import { BottomBar } from '../shell/bottom-bar';
import { LazyPart, UnavailableDrawer } from '../shell/lazy-part';
import { SiteFooter } from '../shell/site-footer';
import { TopBar } from '../shell/top-bar';
import classes from './default-layout.module.css';

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
  return (
    <>
      {/* The drawer's scroll lock keeps the fixed bar from shifting (react-remove-scroll's class name). */}
      <header className={`${classes.header} right-scroll-bar-position`} data-testid="top-bar">
        <TopBar onOpenMenu={openDrawer} menuOpened={drawerOpened} />
      </header>
      <main className={classes.main}>
        <a href="#main-content" className="skip-link">
          {t('navigation.skipToContent')}
        </a>
        <OfflineIndicator />
        <HubTrail />
        <div id="main-content" className={classes.content}>
          <Suspense fallback={<DelayedLoader label={t('loading')} />}>{children ?? <Outlet />}</Suspense>
        </div>
        <SiteFooter />
      </main>
      <BottomBar onOpenMenu={openDrawer} />
      {drawerUsed ? (
        <LazyPart fallback={<UnavailableDrawer opened={drawerOpened} />}>
          <Suspense fallback={null}>
            <AppDrawer opened={drawerOpened} onClose={drawer.close} />
          </Suspense>
        </LazyPart>
      ) : null}
    </>
  );
}
