import { Group } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { DelayedLoader } from '../../components/delayed-loader';
import { LanguageSwitch } from '../../components/language-switch';
import { OfflineIndicator } from '../../components/offline-indicator';
import { Brand } from '../shell/brand';
import { ThemeToggle } from '../shell/theme-toggle';

/** Contest layout: a slim bar so rankings and forms take the whole screen. */
export function ContestLayout() {
  const { t } = useTranslation('common');
  return (
    <>
      <Group
        component="header"
        h={52}
        px="md"
        justify="space-between"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Brand />
        <Group gap="xs">
          <LanguageSwitch />
          <ThemeToggle />
        </Group>
      </Group>
      <OfflineIndicator />
      <main id="main-content">
        <Suspense fallback={<DelayedLoader label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
