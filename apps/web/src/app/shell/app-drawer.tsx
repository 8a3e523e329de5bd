import { DRAWER_WIDTH, LOCALES, type Locale } from '@climb/contracts';
import { Drawer, NavLink, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useChangeLanguage } from '../../components/language-switch';
import { useThemeStore } from '../../stores/theme-store';
import { DrawerAccount } from './drawer-account';
import { navSections } from './nav-sections';

/** The 300 px drawer (spec §9): every section, the account, language and theme (docs/conventions.md). */
export default function AppDrawer({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t, i18n } = useTranslation('common');
  const { pathname } = useLocation();
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  const changeLanguage = useChangeLanguage();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={DRAWER_WIDTH}
      title={t('navigation.menu')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="lg">
        <DrawerAccount onNavigate={onClose} />
        {navSections().map((section) => (
          <nav key={section.titleKey} aria-label={t(section.titleKey)}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
              {t(section.titleKey)}
            </Text>
            {section.links.map((link) => (
              <NavLink
                key={link.to}
                component={Link}
                to={link.to}
                label={t(link.labelKey)}
                active={pathname === link.to}
                onClick={onClose}
              />
            ))}
          </nav>
        ))}
        <Stack gap={6}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" id="drawer-language">
            {t('language.title')}
          </Text>
          <SegmentedControl
            aria-labelledby="drawer-language"
            value={i18n.resolvedLanguage ?? 'fr'}
            onChange={(value) => changeLanguage(value as Locale)}
            data={LOCALES.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
            data-testid="drawer-language"
          />
        </Stack>
        <Stack gap={6}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" id="drawer-theme">
            {t('theme.title')}
          </Text>
          <SegmentedControl
            aria-labelledby="drawer-theme"
            value={theme}
            onChange={(value) => setTheme(value === 'dark' ? 'dark' : 'light')}
            data={[
              { value: 'light', label: t('theme.light') },
              { value: 'dark', label: t('theme.dark') },
            ]}
            data-testid="drawer-theme"
          />
        </Stack>
      </Stack>
    </Drawer>
  );
}
