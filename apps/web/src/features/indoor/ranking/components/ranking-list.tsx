import type { ClimberRef, GymRankingEntry } from '@climb/contracts';
import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Anchor, Badge, Group, Paper, Stack, Table, TableScroll, Text } from '../../../../components/ui';
import { isBuilt } from '../../../../lib/built-pages';
import { useFormatters } from '../../../../lib/use-formatters';
import { RANKING_NAMESPACE } from '../ranking-texts';
import classes from './ranking-list.module.css';

/** A climber's picture and name, the name leading to their profile once the app has climbers' pages. */
function Climber({ user, mine }: { user: ClimberRef; mine: boolean }) {
  const { t } = useTranslation(RANKING_NAMESPACE);
  const profile = `/climbers/${user.slug_name}`;
  return (
    <span className={classes.climber}>
      {user.avatar_url ? (
        <img src={user.avatar_url} alt="" width={36} height={36} className={classes.avatar} loading="lazy" />
      ) : (
        <span className={classes.avatar} aria-hidden="true">
          <IconUser size={20} />
        </span>
      )}
      <Group gap={6} className={classes.body}>
        {isBuilt(profile) ? (
          <Anchor to={profile} fw={700} data-testid="ranking-climber">
            {user.name}
          </Anchor>
        ) : (
          <Text span fw={700} breakAnywhere data-testid="ranking-climber">
            {user.name}
          </Text>
        )}
        {mine ? (
          <Badge size="sm" variant="filled" keepCase data-testid="ranking-you">
            {t('table.you')}
          </Badge>
        ) : null}
      </Group>
    </span>
  );
}

/** One line of the ranking as a card: the rank, large, the climber, their points and routes (phones, the pinned line). */
export function RankingCard({ entry, mine, tied }: { entry: GymRankingEntry; mine: boolean; tied: boolean }) {
  const { t } = useTranslation(RANKING_NAMESPACE);
  const { integer } = useFormatters();
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={classes.card}
      data-mine={mine || undefined}
      data-testid="ranking-card"
    >
      <Group gap="sm" wrap="nowrap">
        <span className={classes.cardRank} data-testid="ranking-rank">
          {entry.rank}
          {tied ? <span className={classes.tied}>{t('table.tied')}</span> : null}
        </span>
        <Stack gap={2} className={classes.body}>
          <Climber user={entry.user} mine={mine} />
          <Text size="sm">
            <span data-testid="ranking-score">{t('score', { count: entry.score, value: integer(entry.score) })}</span>
            {' · '}
            {t('routes', { count: entry.routes_count })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

interface RankingListProps {
  entries: readonly GymRankingEntry[];
  /** The signed-in climber, whose line is highlighted. */
  me: string | null;
  /** Where the page starts in the whole ranking (0 for the first page): a rank above it is shared with the page before. */
  offset: number;
  /** The gym's name, for the table's accessible name. */
  gymName: string;
  /** A list of cards (a phone) rather than the table. */
  cards: boolean;
  /** Another page or other filters are on their way: the list shown is the last one. */
  busy: boolean;
}

/** Whether each line shares its rank: with another line of the page, or with one of the page before. */
function tiedLines(entries: readonly GymRankingEntry[], offset: number): boolean[] {
  const counts = new Map<number, number>();
  for (const entry of entries) counts.set(entry.rank, (counts.get(entry.rank) ?? 0) + 1);
  return entries.map((entry, index) => (counts.get(entry.rank) ?? 0) > 1 || entry.rank < offset + index + 1);
}

/**
 * A page of the ranking: a table (rank, climber, points, routes) on a wide screen, a list of cards on a phone. Equal
 * scores show the same rank, said "tied"; the signed-in climber's line is highlighted and marked "You".
 */
export function RankingList({ entries, me, offset, gymName, cards, busy }: RankingListProps) {
  const { t } = useTranslation(RANKING_NAMESPACE);
  const { integer } = useFormatters();
  const tied = tiedLines(entries, offset);
  if (cards) {
    return (
      <Stack
        component="ol"
        gap={6}
        className={busy ? `${classes.list} ${classes.busy}` : classes.list}
        aria-label={t('table.label', { gym: gymName })}
        aria-busy={busy || undefined}
        data-testid="ranking-cards"
      >
        {entries.map((entry, index) => {
          const mine = entry.user.uuid === me;
          return (
            <li
              key={entry.user.uuid}
              data-testid="ranking-row"
              data-me={mine || undefined}
              aria-current={mine ? 'true' : undefined}
            >
              <RankingCard entry={entry} mine={mine} tied={tied[index] ?? false} />
            </li>
          );
        })}
      </Stack>
    );
  }
  return (
    <TableScroll>
      <Table
        striped
        verticalSpacing="xs"
        className={busy ? `${classes.table} ${classes.busy}` : classes.table}
        aria-label={t('table.label', { gym: gymName })}
        aria-busy={busy || undefined}
        data-testid="ranking-table"
      >
        <thead>
          <tr>
            <th scope="col">{t('table.rank')}</th>
            <th scope="col">{t('table.climber')}</th>
            <th scope="col" className={classes.number}>
              {t('table.score')}
            </th>
            <th scope="col" className={classes.number}>
              {t('table.routes')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => {
            const mine = entry.user.uuid === me;
            return (
              <tr
                key={entry.user.uuid}
                className={mine ? classes.mine : undefined}
                data-testid="ranking-row"
                data-me={mine || undefined}
                aria-current={mine ? 'true' : undefined}
              >
                <td className={classes.rank} data-testid="ranking-rank">
                  {entry.rank}
                  {tied[index] ? <span className={classes.tied}>{t('table.tied')}</span> : null}
                </td>
                <td>
                  <Climber user={entry.user} mine={mine} />
                </td>
                <td className={classes.number} data-testid="ranking-score">
                  {integer(entry.score)}
                </td>
                <td className={classes.number}>{integer(entry.routes_count)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableScroll>
  );
}
