import type { ContestSummary, UpcomingContest } from '@climb/contracts';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { Pager } from '../../../../components/pager';
import { PlainButton } from '../../../../components/plain-ui';
import { Section } from '../../../../components/section';
import { Anchor, Badge, Card, Group, List, ListItem, Stack, Text, Title } from '../../../../components/ui';
import { useHydrated } from '../../../../lib/hydration';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { useIsSignedIn } from '../../../../lib/session-store';
import { useFormatters } from '../../../../lib/use-formatters';
import { useLocateMe } from '../../../../platform/geolocation/use-locate-me';
import { useContestDates } from '../../shared/contest-frame';
import { CONTESTS_PATH, contestPath } from '../../shared/contest-paths';
import {
  CONTESTS_PER_PAGE,
  type ContestNear,
  type ContestWhen,
  contestsQuery,
  useContests,
  useUpcomingContests,
} from '../../shared/contests.api';
import classes from '../../shared/contests.module.css';

function whenOf(search: URLSearchParams): ContestWhen {
  return search.get('when') === 'past' ? 'past' : 'upcoming';
}

function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

const listPath = (when: ContestWhen, page = 1) => {
  const search = new URLSearchParams();
  if (when === 'past') search.set('when', 'past');
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return `${CONTESTS_PATH}${query ? `?${query}` : ''}`;
};

/** Where registration stands for a contest: open, full (waiting list), not yet open, closed. */
function RegistrationBadge({ contest }: { contest: ContestSummary }) {
  const { t } = useTranslation('contests');
  const { shortDay } = useFormatters();
  if (contest.registration_open) {
    const full = contest.capacity !== null && contest.participants_count >= contest.capacity;
    return (
      <Badge variant="light" color={full ? 'grape' : 'blue'}>
        {full ? t('card.full') : t('card.open')}
      </Badge>
    );
  }
  if (new Date(contest.registration_opens_at).getTime() > Date.now()) {
    return (
      <Badge variant="light" color="blue">
        {t('card.notYetOpen', { date: shortDay(contest.registration_opens_at) })}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color="gray">
      {t('card.closed')}
    </Badge>
  );
}

function ContestCard({ contest, extra }: { contest: ContestSummary; extra?: string }) {
  const { t } = useTranslation('contests');
  const f = useFormatters();
  const dates = useContestDates();
  return (
    <Card withBorder p="sm" component="article" data-testid={`contest-card-${contest.id}`}>
      <Stack gap={4}>
        <Title order={3} size="h4">
          <Anchor to={contestPath(contest)}>{contest.name}</Anchor>
        </Title>
        <Text size="sm">
          {contest.gym.name}
          {contest.gym.city ? ` · ${contest.gym.city}` : ''}
          {contest.distance_km !== null ? ` · ${t('list.distance', { distance: f.decimal(contest.distance_km) })}` : ''}
        </Text>
        <Text size="sm" c="dimmed">
          {dates(contest)} · {t('card.participants', { count: contest.participants_count })}
        </Text>
        <Group gap={6}>
          <RegistrationBadge contest={contest} />
          {extra ? (
            <Badge variant="light" color="indoor">
              {extra}
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

/** The signed-in climber's upcoming contests, after hydration (the server's page is the same for all). */
function MyUpcomingContests() {
  const { t } = useTranslation('contests');
  const hydrated = useHydrated();
  const signedIn = useIsSignedIn();
  const upcoming = useUpcomingContests(hydrated && signedIn);
  if (!hydrated || !signedIn || !upcoming.data) return null;
  return (
    <Section title={t('list.mine')} testId="my-upcoming-contests">
      {upcoming.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('list.mineEmpty')}
        </Text>
      ) : (
        <List type="none" spacing="sm">
          {upcoming.data.map((contest: UpcomingContest) => (
            <ListItem key={contest.id}>
              <ContestCard
                contest={contest}
                extra={t('card.myState', {
                  state: t(`enums.participantStates.${contest.participation.state}`),
                  bib: contest.participation.bib_number,
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}

/** "Near me": asks for the position only when the visitor says so; without it, the soonest first. */
function NearMe({ when }: { when: ContestWhen }) {
  const { t } = useTranslation('contests');
  const hydrated = useHydrated();
  const { phase, position, locate } = useLocateMe();
  if (when !== 'upcoming') return null;
  if (hydrated && position) {
    return (
      <Text size="sm" c="dimmed" data-testid="contests-near">
        {t('list.located')}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {phase === 'refused' || phase === 'unsupported' || phase === 'timeout'
          ? t('list.locationRefused')
          : t('list.nearMeHint')}
      </Text>
      <Group>
        <PlainButton
          variant="light"
          color="indoor"
          size="xs"
          leftSection={<IconCurrentLocation size={16} aria-hidden />}
          onClick={locate}
          disabled={!hydrated || phase === 'waiting'}
          data-testid="contests-locate"
        >
          {t('list.locate')}
        </PlainButton>
      </Group>
    </Stack>
  );
}

function ContestList({ when, page, near }: { when: ContestWhen; page: number; near: ContestNear | null }) {
  const { t } = useTranslation('contests');
  const contests = useContests(when, page, near);
  if (contests.isError && !contests.data) return <LoadError onRetry={() => void contests.refetch()} />;
  if (!contests.data) return <ListSkeleton rows={3} height={120} />;
  const { items, total } = contests.data;
  if (items.length === 0) {
    return (
      <EmptyState text={when === 'past' ? t('list.emptyPast') : t('list.emptyUpcoming')} testId="contests-empty" />
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('list.count', { count: total })}
      </Text>
      <List type="none" spacing="sm" data-testid="contests-list">
        {items.map((contest) => (
          <ListItem key={contest.id}>
            <ContestCard contest={contest} />
          </ListItem>
        ))}
      </List>
      <Pager
        page={page}
        pages={Math.max(1, Math.ceil(total / CONTESTS_PER_PAGE))}
        hrefOf={(to) => listPath(when, to)}
      />
    </Stack>
  );
}

/** `/contests`: the upcoming contests (nearest first once located, else soonest) and the past ones. */
function ContestsPage() {
  const { t } = useTranslation('contests');
  const [search] = useSearchParams();
  const when = whenOf(search);
  const page = pageOf(search);
  const hydrated = useHydrated();
  const { position } = useLocateMe();
  const near = hydrated && when === 'upcoming' ? position : null;
  return (
    <Stack gap="md" className={classes.page}>
      <Stack gap={4}>
        <Title order={1}>{t('list.title')}</Title>
        <Text size="sm">{t('list.lead')}</Text>
      </Stack>
      <MyUpcomingContests />
      <nav aria-label={t('list.title')} className={classes.tabs}>
        {(['upcoming', 'past'] as const).map((tab) => (
          <Link
            key={tab}
            to={listPath(tab)}
            className={classes.tab}
            aria-current={tab === when ? 'page' : undefined}
            data-testid={`contests-tab-${tab}`}
          >
            {t(`list.${tab}`)}
          </Link>
        ))}
      </nav>
      <Title order={2} size="h4">
        {t(`list.${when}`)}
      </Title>
      <NearMe when={when} />
      <ContestList when={when} page={page} near={near} />
    </Stack>
  );
}

export default withQueries(ContestsPage);

/** What the server renders `/contests` with: the page asked, soonest first (the position is the browser's). */
export const pageData: PageData = ({ search, fetch }) => fetch(contestsQuery(whenOf(search), pageOf(search), null));
