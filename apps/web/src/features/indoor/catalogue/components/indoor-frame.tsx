import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PlainButtonLink } from '../../../../components/plain-ui';
import { Group, Stack, Title } from '../../../../components/ui';
import { isBuilt } from '../../../../lib/built-pages';
import classes from './indoor-frame.module.css';

/** The width and margins of the indoor record pages, phone-wide first. */
export function IndoorContainer({ children }: { children: ReactNode }) {
  return <div className={classes.container}>{children}</div>;
}

/** The blocks of the skeleton, top down: banner, title, facts, two rows of a list. */
const SHAPE = ['banner', 'title', 'facts', 'row', 'row'] as const;

/** The page's shape while its record loads, in grey blocks that breathe. */
export function IndoorSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="md" role="status" aria-label={t('loading')} aria-busy="true">
      {SHAPE.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed shape, never reordered.
        <div key={index} className={classes.block} data-part={part} />
      ))}
    </Stack>
  );
}

/** How an indoor record page waits for its record (`<Loaded {...INDOOR_LOADING}>`): its skeleton, in the page's width. */
export const INDOOR_LOADING = { placeholder: <IndoorSkeleton />, frame: IndoorContainer };

export interface RecordTab {
  label: string;
  to: string;
}

/** Links between a record's pages (overview, spaces, routes, followers): a navigation, the current one marked. */
export function RecordTabs({ tabs }: { tabs: RecordTab[] }) {
  const { t } = useTranslation('indoor');
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={t('tabs.label')} gap="xs">
      {tabs
        .filter((tab) => isBuilt(tab.to))
        .map((tab) => {
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

interface RecordFrameProps {
  title: ReactNode;
  /** Above the title: a banner, the record's place. */
  above?: ReactNode;
  /** Under the title: badges, a lead, the favourite button. */
  below?: ReactNode;
  tabs?: ReactNode;
  children: ReactNode;
}

/** The frame of every indoor record page: one h1, its context, then sections; phone-wide first. */
export function RecordFrame({ title, above, below, tabs, children }: RecordFrameProps) {
  return (
    <IndoorContainer>
      <Stack gap="lg">
        <Stack gap={6}>
          {above}
          <Title order={1} breakAnywhere>
            {title}
          </Title>
          {below}
        </Stack>
        {tabs}
        {children}
      </Stack>
    </IndoorContainer>
  );
}
