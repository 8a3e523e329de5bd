import { THEMES, type Theme } from '@climb/contracts';
import { Button, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withQueries } from '../../../lib/query-client';
import { useThemeStore } from '../../../stores/theme-store';
import { AccountGate } from '../components/account-gate';
import { SettingsFrame } from '../components/settings-frame';
import layout from '../layout.module.css';

function OptionSection({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <Paper withBorder radius="md" className={layout.panel} component="section" aria-labelledby={id}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        <Text size="sm">{text}</Text>
        {children}
      </Stack>
    </Paper>
  );
}

function OtherSettings() {
  const { t } = useTranslation('settings');
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  return (
    <Stack gap="lg">
      <OptionSection id="theme-title" title={t('others.themeTitle')} text={t('others.themeLead')}>
        {/* The theme is this device's choice: it applies at once, no saving needed. */}
        <SegmentedControl
          aria-label={t('others.theme')}
          value={theme}
          onChange={(value) => setTheme(value as Theme)}
          data={THEMES.map((value) => ({ value, label: t(`others.${value}`) }))}
          data-testid="settings-theme"
        />
      </OptionSection>
      <OptionSection
        id="organizations-title"
        title={t('others.organizationsTitle')}
        text={t('others.organizationsText')}
      >
        <Button
          component={Link}
          to="/organizations"
          variant="default"
          leftSection={<IconBuilding size={18} aria-hidden />}
        >
          {t('others.organizationsLink')}
        </Button>
      </OptionSection>
      <OptionSection id="delete-title" title={t('others.deleteTitle')} text={t('others.deleteText')}>
        <Button component={Link} to="/delete-account" color="red.9" leftSection={<IconTrash size={18} aria-hidden />}>
          {t('others.deleteLink')}
        </Button>
      </OptionSection>
    </Stack>
  );
}

function SettingsOthersPage() {
  return (
    <SettingsFrame section="others">
      <AccountGate>{() => <OtherSettings />}</AccountGate>
    </SettingsFrame>
  );
}

export default withQueries(SettingsOthersPage);
