import { Card, Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SimpleGrid } from '../../../components/ui';
import { withQueries } from '../../../lib/query-client';
import { AccountGate } from '../components/account-gate';
import { SettingsFrame } from '../components/settings-frame';
import { SECTION_ICONS, SETTINGS_SECTIONS, sectionPath } from '../components/settings-sections';

/** `/home/settings`: every section with what it holds. */
function SettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsFrame section={null} lead={t('overview.lead')}>
      <AccountGate>
        {() => (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }}>
            {SETTINGS_SECTIONS.map((section) => {
              const Icon = SECTION_ICONS[section];
              return (
                <li key={section}>
                  <UnstyledButton component={Link} to={sectionPath(section)} display="block" h="100%">
                    <Card withBorder radius="md" padding="md" h="100%">
                      <Group wrap="nowrap" align="flex-start" gap="md">
                        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                          <Icon size={20} aria-hidden />
                        </ThemeIcon>
                        <div>
                          <Text fw={700}>{t(`sections.${section}.title`)}</Text>
                          <Text size="sm" c="dimmed">
                            {t(`sections.${section}.description`)}
                          </Text>
                        </div>
                      </Group>
                    </Card>
                  </UnstyledButton>
                </li>
              );
            })}
          </SimpleGrid>
        )}
      </AccountGate>
    </SettingsFrame>
  );
}

export default withQueries(SettingsPage);
