import type { Contest } from '@climb/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, Anchor, Stack, Text, Title } from '../../../components/ui';
import { useFormatters } from '../../../lib/use-formatters';
import { type ContestChild, contestPath } from './contest-paths';
import classes from './contests.module.css';

type ContestFrameContest = Pick<
  Contest,
  'id' | 'name' | 'slug_name' | 'gym' | 'start_date' | 'end_date' | 'banner_url' | 'draft' | 'private'
>;

/** The dates of a contest: one day, or from the first to the last. */
export function useContestDates() {
  const { t } = useTranslation('contests');
  const f = useFormatters();
  return (contest: Pick<Contest, 'start_date' | 'end_date'>) =>
    contest.start_date === contest.end_date
      ? t('card.day', { date: f.day(contest.start_date) })
      : t('card.dates', { start: f.day(contest.start_date), end: f.day(contest.end_date) });
}

const TABS: readonly { child: ContestChild | undefined; label: string }[] = [
  { child: undefined, label: 'paths.contest' },
  { child: 'my-contest', label: 'paths.mine' },
  { child: 'results', label: 'paths.results' },
];

/**
 * The top of a contest's pages: its banner, name, gym and dates, and the tabs between the contest, "my contest" and
 * the results. The page's own content follows.
 */
export function ContestFrame({
  contest,
  current,
  children,
}: {
  contest: ContestFrameContest;
  current: ContestChild | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('contests');
  const dates = useContestDates();
  return (
    <Stack gap="md" className={classes.page} data-testid="contest-frame">
      {contest.banner_url ? <img src={contest.banner_url} alt="" className={classes.banner} /> : null}
      <Stack gap={4}>
        <Title order={1} size="h2">
          {contest.name}
        </Title>
        <Text size="sm">
          <Anchor to={`/gyms/${contest.gym.id}/${contest.gym.slug_name}`} underline="always">
            {contest.gym.name}
          </Anchor>
          {contest.gym.city ? ` · ${contest.gym.city}` : ''} · {dates(contest)}
        </Text>
      </Stack>
      {contest.draft ? <Alert color="grape">{t('contest.draft')}</Alert> : null}
      {contest.private && !contest.draft ? <Alert color="gray">{t('contest.private')}</Alert> : null}
      <nav aria-label={t('paths.tabs')} className={classes.tabs}>
        {TABS.map((tab) => (
          <Link
            key={tab.label}
            to={contestPath(contest, tab.child)}
            className={classes.tab}
            aria-current={tab.child === current ? 'page' : undefined}
            data-testid={`contest-tab-${tab.child ?? 'contest'}`}
          >
            {t(tab.label)}
          </Link>
        ))}
      </nav>
      {children}
    </Stack>
  );
}
