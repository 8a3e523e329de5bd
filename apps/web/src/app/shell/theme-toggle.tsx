import { DEFAULT_THEME } from '@climb/contracts';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainIconButton } from '../../components/plain-ui';
import { useHydrated } from '../../lib/hydration';
import { useThemeStore } from '../../stores/theme-store';

export function ThemeToggle() {
  const { t } = useTranslation('common');
  const chosen = useThemeStore((state) => state.theme);
  // The server renders the default theme's button; the visitor's own shows once the page has hydrated.
  const theme = useHydrated() ? chosen : DEFAULT_THEME;
  const toggle = useThemeStore((state) => state.toggle);
  const label = theme === 'dark' ? t('theme.useLight') : t('theme.useDark');
  return (
    <PlainIconButton
      variant="subtle"
      color="gray"
      onClick={toggle}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
    >
      {theme === 'dark' ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
    </PlainIconButton>
  );
}
