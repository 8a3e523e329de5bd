import { ActionIcon } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useThemeStore } from '../../stores/theme-store';

export function ThemeToggle() {
  const { t } = useTranslation('common');
  const theme = useThemeStore((state) => state.theme);
  const toggle = useThemeStore((state) => state.toggle);
  const label = theme === 'dark' ? t('theme.useLight') : t('theme.useDark');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={toggle}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
    >
      {theme === 'dark' ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
    </ActionIcon>
  );
}
