import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Group, SimpleGrid, Text, ThemeIcon } from '../../../../components/ui';
import classes from './fact-grid.module.css';

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
        <div key={key} data-testid={`fact-${key}`} className={classes.fact}>
          <Group component="dt" gap={6} wrap="nowrap">
            <ThemeIcon variant="light" size="sm" radius="xl" aria-hidden="true">
              <Icon size={14} />
            </ThemeIcon>
            <Text size="sm" c="dimmed" span>
              {label}
            </Text>
          </Group>
          <dd className={classes.value}>
            {value === null ? (
              <Text size="sm" c="dimmed" fs="italic" span>
                {t('facts.unknown')}
              </Text>
            ) : (
              <Text fw={600} span>
                {value}
              </Text>
            )}
          </dd>
        </div>
      ))}
    </SimpleGrid>
  );
}
