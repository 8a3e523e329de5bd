import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';
import { PlainButton, unstyledClassName } from '../../components/plain-ui';
import { useIsSignedIn } from '../../lib/session-store';
import { AccountButton, SessionPlaceholder } from './account-button';
import { addAscentTargets } from './add-ascent-targets';
import { Brand } from './brand';
import { EnvironmentSwitch } from './environment-switch';
import { GlobalSearch } from './global-search';
import { LazyPart, UnavailableIcon } from './lazy-part';
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

/** The add-ascent button's place, as wide as it, held on a device with a session until the menu is here. */
function AddAscentPlaceholder() {
  const { t } = useTranslation('common');
  if (addAscentTargets().length === 0) return null;
  return (
    <SessionPlaceholder>
      <PlainButton
        leftSection={<IconPlus size={18} aria-hidden />}
        classNames={{ label: classes.compactLabel, section: classes.compactSection }}
        tabIndex={-1}
      >
        {t('ascents.add')}
      </PlainButton>
    </SessionPlaceholder>
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
          <LazyPart fallback={<UnavailableIcon />}>
            <Suspense fallback={<AddAscentPlaceholder />}>
              <AddAscentMenu />
            </Suspense>
          </LazyPart>
        ) : (
          <AddAscentPlaceholder />
        )}
        <LanguageSwitch />
        <ThemeToggle />
        <AccountButton />
      </div>
    </div>
  );
}
