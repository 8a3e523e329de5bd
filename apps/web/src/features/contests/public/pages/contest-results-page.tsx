import type {
  Contest,
  ContestGender,
  ContestOverallRanking,
  ContestResults,
  ContestStepResults,
  ContestTeamRankingRow,
} from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Loaded } from '../../../../components/loaded';
import { VisuallyHiddenText } from '../../../../components/plain-ui';
import { Section } from '../../../../components/section';
import { Alert, Group, NativeSelect, Stack, Table, TableScroll, Text, Title } from '../../../../components/ui';
import { useHydrated } from '../../../../lib/hydration';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useFormatters } from '../../../../lib/use-formatters';
import { useContestTokenStore } from '../../../../stores/contest-token-store';
import { ContestFrame } from '../../shared/contest-frame';
import {
  contestQuery,
  contestResultsQuery,
  useContest,
  useContestResults,
  useMyContest,
} from '../../shared/contests.api';
import classes from '../../shared/contests.module.css';
import { contestParams, resultsFilterOf } from '../../shared/page-params';
import { RankingTable } from '../../shared/ranking-table';
import { StepFormula } from '../../shared/step-formula';
import { useContestCanonicalPath, useContestHead } from '../../shared/use-contest-head';

/** The participant of the device's token for this contest, once hydrated (their line is highlighted). */
function useMyParticipantId(contestId: number): number | null {
  const hydrated = useHydrated();
  const token = useContestTokenStore((state) => state.tokens[String(contestId)] ?? null);
  const mine = useMyContest(contestId, hydrated ? token : null);
  return hydrated && token ? (mine.data?.participant.id ?? null) : null;
}

function useRankingName(contest: Contest) {
  const { t } = useTranslation('contests');
  return (categoryId: number, gender: ContestGender | null) => {
    const category = contest.categories.find((one) => one.id === categoryId)?.name ?? '';
    return gender ? t('results.ranking', { category, gender: t(`enums.genders.${gender}`) }) : category;
  };
}

function StepSection({ contest, step, mine }: { contest: Contest; step: ContestStepResults; mine: number | null }) {
  const { t } = useTranslation('contests');
  const rankingName = useRankingName(contest);
  const stage = contest.stages.find((one) => one.id === step.contest_stage_id);
  const stageName = stage?.name ?? t(`enums.climbingTypes.${step.climbing_type}`);
  return (
    <Section title={t('results.stepTitle', { stage: stageName, step: step.name })} testId={`results-step-${step.id}`}>
      <StepFormula step={step} />
      {step.rankings.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('results.empty')}
        </Text>
      ) : null}
      {step.rankings.map((ranking) => {
        const name = rankingName(ranking.contest_category_id, ranking.gender);
        return (
          <Stack key={`${ranking.contest_category_id}-${ranking.gender ?? 'all'}`} gap="xs">
            <Title order={3} size="h5">
              {name}
            </Title>
            <RankingTable
              rankingType={step.ranking_type}
              caption={t('table.caption', { name: `${step.name} · ${name}` })}
              routes={ranking.routes}
              rows={ranking.rows}
              myParticipantId={mine}
            />
          </Stack>
        );
      })}
    </Section>
  );
}

function OverallSection({
  contest,
  overall,
  mine,
}: {
  contest: Contest;
  overall: readonly ContestOverallRanking[];
  mine: number | null;
}) {
  const { t } = useTranslation('contests');
  const f = useFormatters();
  const rankingName = useRankingName(contest);
  return (
    <Section title={t('results.overall')} testId="results-overall">
      <Text size="sm" data-testid="combined-formula">
        <Text component="span" fw={600} size="sm">
          {t(`enums.combinedRankings.${contest.combined_ranking}`)}
        </Text>
        {' · '}
        {t(`formulas.combinedRankings.${contest.combined_ranking}`)}
      </Text>
      {overall.map((ranking) => {
        const name = rankingName(ranking.contest_category_id, ranking.gender);
        return (
          <Stack key={`${ranking.contest_category_id}-${ranking.gender ?? 'all'}`} gap="xs">
            <Title order={3} size="h5">
              {name}
            </Title>
            <TableScroll>
              <Table striped verticalSpacing="xs">
                <caption>
                  <VisuallyHiddenText>
                    {t('table.caption', { name: `${t('results.overall')} · ${name}` })}
                  </VisuallyHiddenText>
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
                    <th scope="col">{t('table.stages')}</th>
                  </tr>
                </thead>
                <tbody>
                  {ranking.rows.map((row) => {
                    const isMine = mine !== null && row.participant.id === mine;
                    return (
                      <tr
                        key={row.participant.id}
                        className={isMine ? classes.mine : undefined}
                        aria-current={isMine ? 'true' : undefined}
                      >
                        <td className={classes.rank}>{row.rank}</td>
                        <td className={classes.number}>{row.participant.bib_number}</td>
                        <th scope="row" className={classes.name}>
                          {row.participant.first_name} {row.participant.last_name}
                          {row.participant.club ? <span className={classes.club}>{row.participant.club}</span> : null}
                        </th>
                        <td className={classes.number}>{row.score === null ? '–' : f.decimal(row.score)}</td>
                        <td className={classes.routeCell}>
                          {row.stage_ranks.map((rank) => (rank === null ? '–' : rank)).join(' · ')}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            </TableScroll>
          </Stack>
        );
      })}
    </Section>
  );
}

function TeamsSection({ teams }: { teams: readonly ContestTeamRankingRow[] }) {
  const { t } = useTranslation('contests');
  const f = useFormatters();
  return (
    <Section title={t('results.teams')} testId="results-teams">
      <Text size="sm">{t('formulas.teams')}</Text>
      <TableScroll>
        <Table striped verticalSpacing="xs">
          <caption>
            <VisuallyHiddenText>{t('results.teams')}</VisuallyHiddenText>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={classes.rank}>
                {t('table.rank')}
              </th>
              <th scope="col">{t('table.team')}</th>
              <th scope="col" className={classes.number}>
                {t('table.points')}
              </th>
            </tr>
          </thead>
          <tbody>
            {teams.map((team) => (
              <tr key={team.contest_team_id}>
                <td className={classes.rank}>{team.rank}</td>
                <th scope="row">{team.name}</th>
                <td className={classes.number}>{f.decimal(team.points)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </Section>
  );
}

/** The category and gender shown; a contest's rankings are read one category at a time (the first by default). */
function ResultsFilters({ contest, shownCategoryId }: { contest: Contest; shownCategoryId: number | null }) {
  const { t } = useTranslation('contests');
  const [search, setSearch] = useSearchParams();
  const filter = resultsFilterOf(search);
  const change = (name: 'category' | 'gender', value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true, preventScrollReset: true });
  };
  return (
    <Group gap="sm" grow role="group" aria-label={t('results.filters')}>
      <NativeSelect
        label={t('results.category')}
        value={String(filter.categoryId ?? shownCategoryId ?? '')}
        onChange={(event) => change('category', event.currentTarget.value)}
        data={contest.categories.map((category) => ({ value: String(category.id), label: category.name }))}
        data-testid="results-category"
      />
      <NativeSelect
        label={t('results.gender')}
        value={filter.gender ?? ''}
        onChange={(event) => change('gender', event.currentTarget.value)}
        data={[
          { value: '', label: t('results.allGenders') },
          { value: 'female', label: t('enums.genders.female') },
          { value: 'male', label: t('enums.genders.male') },
        ]}
        data-testid="results-gender"
      />
    </Group>
  );
}

function ResultsContent({ contest, results }: { contest: Contest; results: ContestResults }) {
  const { t } = useTranslation('contests');
  const f = useFormatters();
  const mine = useMyParticipantId(contest.id);
  if (results.results_hidden) {
    return (
      <Alert color="gray" data-testid="results-hidden">
        {contest.hide_results_until
          ? t('results.hidden', { date: f.dateTime(contest.hide_results_until) })
          : t('results.hiddenNoDate')}
      </Alert>
    );
  }
  const anyRow = results.steps.some((step) => step.rankings.some((ranking) => ranking.rows.length > 0));
  return (
    <>
      {!anyRow ? (
        <Text size="sm" c="dimmed" data-testid="results-empty">
          {t('results.empty')}
        </Text>
      ) : null}
      {contest.stages.length > 1 && results.overall.length > 0 ? (
        <OverallSection contest={contest} overall={results.overall} mine={mine} />
      ) : null}
      {results.steps.map((step) => (
        <StepSection key={step.id} contest={contest} step={step} mine={mine} />
      ))}
      {contest.team_contest && results.teams.length > 0 ? <TeamsSection teams={results.teams} /> : null}
    </>
  );
}

function ContestResultsView({ contest }: { contest: Contest }) {
  const { t } = useTranslation('contests');
  const [search] = useSearchParams();
  const results = useContestResults(contest.id, resultsFilterOf(search));
  useContestHead(contest, 'results');
  useContestCanonicalPath(contest, 'results');
  return (
    <ContestFrame contest={contest} current="results">
      <Title order={2} size="h3">
        {t('results.title')}
      </Title>
      <ResultsFilters contest={contest} shownCategoryId={results.data?.contest_category_id ?? null} />
      <Loaded query={results}>{(found) => <ResultsContent contest={contest} results={found} />}</Loaded>
    </ContestFrame>
  );
}

/** `…/contests/{contestId}/{contestName}/results`: each step's rankings per category and gender, with its formula. */
function ContestResultsPage() {
  const { contestId } = parseRouteParams(contestParams, useParams());
  const contest = useContest(contestId);
  return <Loaded query={contest}>{(found) => <ContestResultsView contest={found} />}</Loaded>;
}

export default withQueries(ContestResultsPage);

/** What the server renders the results page with: the contest and its rankings as the address filters them. */
export const pageData: PageData = ({ params, search, fetch }) => {
  const { contestId } = parseRouteParams(contestParams, params);
  return Promise.all([fetch(contestQuery(contestId)), fetch(contestResultsQuery(contestId, resultsFilterOf(search)))]);
};
