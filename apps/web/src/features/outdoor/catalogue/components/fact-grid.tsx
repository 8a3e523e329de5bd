import { Box, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Fact {
  key: string;
  Icon: TablerIcon;
  label: string;
  /** null: not known yet (the wiki invites completing it). */
  value: ReactNode | null;
}

/** Facts as a description list: two columns on a phone, three on a wide screen. */
export function FactGrid({ facts }: { facts: Fact[] }) {
  const { t } = useTranslation('crags');
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="md" m={0}>
      {facts.map(({ key, Icon, label, value }) => (
        <Box key={key} data-testid={`fact-${key}`} style={{ minWidth: 0 }}>
          <Group component="dt" gap={6} wrap="nowrap">
            <ThemeIcon variant="light" size="sm" radius="xl" aria-hidden>
              <Icon size={14} />
            </ThemeIcon>
            <Text size="sm" c="dimmed" span>
              {label}
            </Text>
          </Group>
          <Box component="dd" m={0} mt={2} style={{ overflowWrap: 'anywhere' }}>
            {value === null ? (
              <Text size="sm" c="dimmed" fs="italic" span>
                {t('facts.unknown')}
              </Text>
            ) : (
              <Text fw={600} span>
                {value}
              </Text>
            )}
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}
