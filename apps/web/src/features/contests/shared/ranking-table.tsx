import type { ContestRankingRow, ContestRankingType, ContestRoute } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { VisuallyHiddenText } from '../../../components/plain-ui';
import { Badge, Table, TableScroll, Text } from '../../../components/ui';
import { useFormatters } from '../../../lib/use-formatters';
import classes from './contests.module.css';
import { formatResult, formatScore, showsCounts } from './result-format';

export interface RankingTableProps {
  /** The step's ranking type: what the score and each result read. */
  rankingType: ContestRankingType;
  /** The table's caption (the step, the category and the gender), read out by screen readers. */
  caption: string;
  routes: readonly ContestRoute[];
  rows: readonly ContestRankingRow[];
  /** The participant whose line is highlighted ("my line"). */
  myParticipantId?: number | null;
  /** Show each route's result in its own column (on by default). */
  showRoutes?: boolean;
  testId?: string;
}

/**
 * A step's ranking for one category and gender: place, bib, name and club, score (and tops, zones, attempts for the
 * types that count them), each route's result in short, the qualified mark. Scrolls sideways on a phone.
 */
export function RankingTable({
  rankingType,
  caption,
  routes,
  rows,
  myParticipantId = null,
  showRoutes = true,
  testId = 'ranking-table',
}: RankingTableProps) {
  const { t } = useTranslation('contests');
  const { locale } = useFormatters();
  const counts = showsCounts(rankingType);
  const anyQualified = rows.some((row) => row.qualified);
  return (
    <TableScroll>
      <Table striped verticalSpacing="xs" data-testid={testId}>
        <caption>
          <VisuallyHiddenText>{caption}</VisuallyHiddenText>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={classes.rank}>
              {t('table.rank')}
            </th>
            <th scope="col" className={classes.number}>
              {t('table.bib')}
            </th>
            <th scope="col">{t('table.name')}</th>
            <th scope="col" className={classes.number}>
              {t('table.score')}
            </th>
            {counts ? (
              <>
                <th scope="col" className={classes.number}>
                  {t('table.tops')}
                </th>
                <th scope="col" className={classes.number}>
                  {t('table.zones')}
                </th>
                <th scope="col" className={`${classes.number} ${classes.hiddenOnPhone}`}>
                  {t('table.attempts')}
                </th>
              </>
            ) : null}
            {showRoutes
              ? routes.map((route) => (
                  <th key={route.id} scope="col" className={classes.routeCell}>
                    {t('table.route', { number: route.number })}
                  </th>
                ))
              : null}
            {anyQualified ? (
              <th scope="col">
                <VisuallyHiddenText>{t('table.qualified')}</VisuallyHiddenText>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const mine = myParticipantId !== null && row.participant.id === myParticipantId;
            const byRoute = new Map(row.results.map((result) => [result.contest_route_id, result]));
            return (
              <tr
                key={row.participant.id}
                className={mine ? classes.mine : undefined}
                aria-current={mine ? 'true' : undefined}
                data-testid={mine ? 'my-ranking-line' : 'ranking-line'}
              >
                <td className={classes.rank}>{row.rank}</td>
                <td className={classes.number}>{row.participant.bib_number}</td>
                <th scope="row" className={classes.name}>
                  {row.participant.first_name} {row.participant.last_name}
                  {mine ? (
                    <>
                      {' '}
                      <Badge size="xs" variant="filled">
                        {t('table.me')}
                      </Badge>
                    </>
                  ) : null}
                  {row.participant.club ? <span className={classes.club}>{row.participant.club}</span> : null}
                </th>
                <td className={classes.number}>{formatScore(rankingType, row.score, t, locale)}</td>
                {counts ? (
                  <>
                    <td className={classes.number}>{row.tops}</td>
                    <td className={classes.number}>{row.zones}</td>
                    <td className={`${classes.number} ${classes.hiddenOnPhone}`}>
                      {row.top_attempts}/{row.zone_attempts}
                    </td>
                  </>
                ) : null}
                {showRoutes
                  ? routes.map((route) => (
                      <td key={route.id} className={classes.routeCell}>
                        {formatResult(rankingType, byRoute.get(route.id), t, locale, route)}
                      </td>
                    ))
                  : null}
                {anyQualified ? (
                  <td>
                    {row.qualified ? (
                      <Badge size="sm" variant="light" title={t('table.qualified')}>
                        <span aria-hidden>{t('table.qualifiedMark')}</span>
                        <VisuallyHiddenText>{t('table.qualified')}</VisuallyHiddenText>
                      </Badge>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </Table>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('results.noRanking')}
        </Text>
      ) : null}
    </TableScroll>
  );
}
