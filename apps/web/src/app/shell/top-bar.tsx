import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';
import { unstyledClassName } from '../../components/plain-ui';
import { useIsSignedIn } from '../../lib/session-store';
import { AccountButton } from './account-button';
import { Brand } from './brand';
import { EnvironmentSwitch } from './environment-switch';
import { GlobalSearch } from './global-search';
import { ThemeToggle } from './theme-toggle';
import classes from './top-bar.module.css';

// Menus need the positioning library: loaded only for signed-in climbers, who have the menu.
const AddAscentMenu = lazy(() => import('./add-ascent-menu'));

/** The drawer's button: Mantine's Burger look, three lines that turn into a cross while the drawer is open. */
function MenuButton({ opened, label, onClick }: { opened: boolean; label: string; onClick(): void }) {
  return (
    <button type="button" className={`${unstyledClassName} ${classes.burger}`} onClick={onClick} aria-label={label}>
      <span className={classes.burgerLines} data-opened={opened || undefined} />
    </button>
  );
}

/** Desktop top bar (spec §2.1): environment switch, search, add-ascent menu, language, theme, account. */
export function TopBar({ onOpenMenu, menuOpened }: { onOpenMenu(): void; menuOpened: boolean }) {
  const { t } = useTranslation('common');
  const signedIn = useIsSignedIn();
  return (
    <div className={classes.bar}>
      <div className={classes.side}>
        <MenuButton opened={menuOpened} onClick={onOpenMenu} label={t('navigation.openMenu')} />
        <Brand />
        <EnvironmentSwitch />
      </div>
      <GlobalSearch />
      <div className={classes.side} data-gap="xs">
        {signedIn ? (
          <Suspense fallback={null}>
            <AddAscentMenu />
          </Suspense>
        ) : null}
        <LanguageSwitch />
        <ThemeToggle />
        <AccountButton />
      </div>
    </div>
  );
}
