import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PlainButtonLink } from '../components/plain-ui';
import { Group, Stack, Text, Title } from '../components/ui';
import classes from './record-frame.module.css';

/** The width and margins of the record pages (Mantine's Container `md`), phone-wide first. */
export function RecordContainer({ children }: { children: ReactNode }) {
  return <div className={classes.container}>{children}</div>;
}

interface RecordFrameProps {
  title: ReactNode;
  /** Above the title: the record's place (breadcrumb, town and department), a banner. */
  above?: ReactNode;
  /** Under the title: badges, a short lead (a text is drawn dimmed), the favourite button. */
  below?: ReactNode;
  /** The record's child pages (overview, routes, map, spaces). */
  tabs?: ReactNode;
  children: ReactNode;
}

/** The frame of every record page: one h1, its context, then sections; phone-wide first. */
export function RecordFrame({ title, above, below, tabs, children }: RecordFrameProps) {
  return (
    <RecordContainer>
      <Stack gap="lg">
        <Stack gap={6}>
          {above}
          <Title order={1} breakAnywhere>
            {title}
          </Title>
          {typeof below === 'string' ? <Text c="dimmed">{below}</Text> : below}
        </Stack>
        {tabs}
        {children}
      </Stack>
    </RecordContainer>
  );
}

export interface RecordTab {
  label: string;
  to: string;
}

/** Links between a record's pages (overview, routes, map): a navigation named `label`, the current one marked. */
export function RecordTabs({ tabs, label }: { tabs: RecordTab[]; label: string }) {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={label} gap="xs" className={classes.tabs}>
      {tabs.map((tab) => {
        const current = tab.to === pathname;
        return (
          <PlainButtonLink
            key={tab.to}
            to={tab.to}
            variant={current ? 'filled' : 'default'}
            className={classes.tab}
            aria-current={current ? 'page' : undefined}
          >
            {tab.label}
          </PlainButtonLink>
        );
      })}
    </Group>
  );
}

/**
 * The page's shape while its record loads, in grey blocks that breathe, top down: the record's place (or its
 * banner), title, facts, two rows of a list.
 */
export function RecordSkeleton({ top }: { top: 'place' | 'banner' }) {
  const { t } = useTranslation('common');
  const shape = [top, 'title', 'facts', 'row', 'row'];
  return (
    <Stack gap="md" role="status" aria-label={t('loading')} aria-busy="true">
      {shape.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed shape, never reordered.
        <div key={index} className={classes.block} data-part={part} />
      ))}
    </Stack>
  );
}
