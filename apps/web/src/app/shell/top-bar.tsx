import { Burger, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';
import { useIsSignedIn } from '../../lib/session-store';
import { AccountButton } from './account-button';
import { Brand } from './brand';
import { EnvironmentSwitch } from './environment-switch';
import { GlobalSearch } from './global-search';
import { ThemeToggle } from './theme-toggle';
import classes from './top-bar.module.css';

// Menus need the positioning library: loaded only for signed-in climbers, who have the menu.
const AddAscentMenu = lazy(() => import('./add-ascent-menu'));

/** Desktop top bar (spec §2.1): environment switch, search, add-ascent menu, language, theme, account. */
export function TopBar({ onOpenMenu, menuOpened }: { onOpenMenu(): void; menuOpened: boolean }) {
  const { t } = useTranslation('common');
  const signedIn = useIsSignedIn();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md" className={classes.bar}>
      <Group gap="md" wrap="nowrap" className={classes.side}>
        <Burger opened={menuOpened} onClick={onOpenMenu} aria-label={t('navigation.openMenu')} size="sm" />
        <Brand />
        <EnvironmentSwitch />
      </Group>
      <GlobalSearch />
      <Group gap="xs" wrap="nowrap" className={classes.side}>
        {signedIn ? (
          <Suspense fallback={null}>
            <AddAscentMenu />
          </Suspense>
        ) : null}
        <LanguageSwitch />
        <ThemeToggle />
        <AccountButton />
      </Group>
    </Group>
  );
}
