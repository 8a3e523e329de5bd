import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isBuilt } from '../../../../lib/built-pages';
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

/** The two logbooks, outdoor and indoor. */
export type LogbookArea = 'outdoor' | 'indoor';

const AREA_PATHS: Record<LogbookArea, string> = { outdoor: '/home/ascents/outdoor', indoor: '/home/ascents/indoor' };

/** The way between my outdoor logbook and my indoor one: two links, the current one marked. */
export function LogbookAreas({ current }: { current: LogbookArea }) {
  const { t } = useTranslation('logbook-home');
  const areas = (Object.keys(AREA_PATHS) as LogbookArea[]).filter((area) => isBuilt(AREA_PATHS[area]));
  if (areas.length < 2) return null;
  return (
    <Group component="nav" aria-label={t('areas.label')} gap="xs" data-testid="logbook-areas">
      {areas.map((area) => (
        <Button
          key={area}
          component={Link}
          to={AREA_PATHS[area]}
          variant={area === current ? 'light' : 'subtle'}
          size="sm"
          mih={44}
          aria-current={area === current ? 'page' : undefined}
        >
          {t(`areas.${area}`)}
        </Button>
      ))}
    </Group>
  );
}

interface LogbookFrameProps {
  title: string;
  lead?: ReactNode;
  /** The logbook child shown, for its tabs; none on the session and map pages. */
  tab?: LogbookTab;
  /** Tabs of another logbook (the indoor one's), in place of the outdoor ones. */
  tabs?: ReactNode;
  /** Which logbook this is: the way to the other one shows above the tabs. */
  area?: LogbookArea;
  /** Beside the title: the page's actions. */
  actions?: ReactNode;
  /** Above the title: a way back. */
  back?: ReactNode;
  children: ReactNode;
}

/** A page of the climber's own logbook: eyebrow, its one h1, the tabs, then the content. */
export function LogbookFrame({ title, lead, tab, tabs, area, actions, back, children }: LogbookFrameProps) {
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
        {(area ?? (tab ? 'outdoor' : null)) ? <LogbookAreas current={area ?? 'outdoor'} /> : null}
        {tabs ?? (tab ? <LogbookTabs current={tab} /> : null)}
        {children}
      </Stack>
    </Container>
  );
}
