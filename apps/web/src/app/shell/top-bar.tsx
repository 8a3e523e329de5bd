import { Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountButton } from './account-button';
import { AddAscentMenu } from './add-ascent-menu';
import { Brand } from './brand';
import { EnvironmentSwitch } from './environment-switch';
import { GlobalSearch } from './global-search';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';

/** Desktop top bar (spec §2.1): environment switch, search, add-ascent menu, language, theme, account. */
export function TopBar({ onOpenMenu, menuOpened }: { onOpenMenu(): void; menuOpened: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="md" wrap="nowrap">
        <Burger opened={menuOpened} onClick={onOpenMenu} aria-label={t('navigation.openMenu')} size="sm" />
        <Brand />
        <EnvironmentSwitch />
      </Group>
      <GlobalSearch />
      <Group gap="xs" wrap="nowrap">
        <AddAscentMenu />
        <LanguageSwitch />
        <ThemeToggle />
        <AccountButton />
      </Group>
    </Group>
  );
}
