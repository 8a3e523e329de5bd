import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { filtersOnly } from '../lib/ascent-search';
import { LOGBOOK_TABS, type LogbookTab } from '../lib/paths';

/**
 * The four children of `/home/ascents/outdoor` as links, the current one marked. The list and the
 * charts share their filters: moving between them keeps the filters of the address.
 */
export function LogbookTabs({ current }: { current: LogbookTab }) {
  const { t } = useTranslation('logbook-home');
  const { search } = useLocation();
  const filters = filtersOnly(new URLSearchParams(search)).toString();
  return (
    <Group component="nav" aria-label={t('tabs.label')} gap="xs" wrap="wrap" data-testid="logbook-tabs">
      {LOGBOOK_TABS.map((tab) => {
        const active = tab.key === current;
        const keepsFilters = filters && (tab.key === 'list' || tab.key === 'analytics');
        return (
          <Button
            key={tab.key}
            component={Link}
            to={keepsFilters ? `${tab.path}?${filters}` : tab.path}
            variant={active ? 'filled' : 'default'}
            radius="xl"
            size="sm"
            mih={44}
            aria-current={active ? 'page' : undefined}
          >
            {t(`tabs.${tab.key}`)}
          </Button>
        );
      })}
    </Group>
  );
}

interface LogbookFrameProps {
  title: string;
  lead?: ReactNode;
  /** The logbook child shown, for its tabs; none on the session and map pages. */
  tab?: LogbookTab;
  /** Beside the title: the page's actions. */
  actions?: ReactNode;
  /** Above the title: a way back. */
  back?: ReactNode;
  children: ReactNode;
}

/** A page of the climber's own logbook: eyebrow, its one h1, the tabs, then the content. */
export function LogbookFrame({ title, lead, tab, actions, back, children }: LogbookFrameProps) {
  const { t } = useTranslation('logbook-home');
  return (
    <Container size="lg" px="md" py="xl" w="100%">
      <Stack gap="lg">
        {back}
        <Stack gap={6}>
          <Text size="sm" fw={700} c="dimmed" tt="uppercase">
            {t('eyebrow')}
          </Text>
          <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            {actions}
          </Group>
          {lead ? <Text>{lead}</Text> : null}
        </Stack>
        {tab ? <LogbookTabs current={tab} /> : null}
        {children}
      </Stack>
    </Container>
  );
}
