import {
  CONTEST_GENDERS,
  type Contest,
  type ContestGender,
  type ContestRanking,
  type ContestRankingResult,
  type ContestRoute,
  type ContestStep,
} from '@climb/contracts';
import { UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../../../components/loaded';
import { PlainAnchorLink, VisuallyHiddenText } from '../../../../components/plain-ui';
import { NativeSelect, SimpleGrid, Stack, Table, TableScroll, Text, Title } from '../../../../components/ui';
import { ApiError } from '../../../../lib/api-client';
import { fieldErrorText } from '../../../../lib/forms/form-errors';
import { withQueries } from '../../../../lib/query-client';
import { useFormatters } from '../../../../lib/use-formatters';
import { useContestResults } from '../../shared/contests.api';
import { RankingTable } from '../../shared/ranking-table';
import { formatResult } from '../../shared/result-format';
import { StepFormula } from '../../shared/step-formula';
import { ContestAdminPage, contestAdminPath } from '../components/contest-admin-page';
import { ResultDialog, type ResultDialogTarget } from '../components/result-dialog';
import { CONTESTS_ADMIN_NAMESPACE, CONTESTS_ADMIN_NAMESPACES } from '../contests-admin-texts';

/** The routes a category and gender climb in a step: its groups for that gender (or both), for it (or all). */
export function routesOf(step: ContestStep, categoryId: number, gender: ContestGender | null): ContestRoute[] {
  return step.route_groups
    .filter((group) => gender === null || group.gender === 'unisex' || group.gender === gender)
    .filter((group) => group.category_ids.length === 0 || group.category_ids.includes(categoryId))
    .flatMap((group) => group.routes)
    .sort((a, b) => a.number - b.number);
}

const cellKey = (participantId: number, routeId: number) => `${participantId}-${routeId}`;

/** The rule of a refusal, in words: the first field's, else a general "refused". */
function useRefusalText() {
  const { t } = useTranslation([CONTESTS_ADMIN_NAMESPACE, 'rules']);
  return (error: unknown) => {
    const errors = error instanceof ApiError ? error.validationErrors : null;
    const [field] = Object.keys(errors ?? {});
    return (field && errors ? fieldErrorText(field, errors, t) : null) || t('results.refused');
  };
}

/** Participants × routes of one group, each cell opening the entry of that result. */
function ResultsGrid({
  contestId,
  step,
  ranking,
  routes,
}: {
  contestId: number;
  step: ContestStep;
  ranking: ContestRanking;
  routes: readonly ContestRoute[];
}) {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACE);
  const { t: contestsT } = useTranslation('contests');
  const { locale } = useFormatters();
  const refusalText = useRefusalText();
  const [target, setTarget] = useState<ResultDialogTarget | null>(null);
  const [refused, setRefused] = useState<Record<string, string>>({});
  // The ranking holds every participant of the group in this step, by rank: the grid lists them by bib.
  const rows = ranking.rows.slice().sort((a, b) => a.participant.bib_number - b.participant.bib_number);
  const forget = (key: string) => setRefused(({ [key]: _done, ...rest }) => rest);
  if (rows.length === 0) return <Text c="dimmed">{t('results.noParticipants')}</Text>;
  return (
    <>
      <TableScroll>
        <Table data-testid="results-grid">
          <caption>
            <VisuallyHiddenText>{t('results.gridCaption')}</VisuallyHiddenText>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('participants.bib')}</th>
              <th scope="col">{t('participants.name')}</th>
              {routes.map((route) => (
                <th scope="col" key={route.id}>
                  {t('results.route', { number: route.number })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ participant, results }) => {
              const byRoute = new Map(
                results.map((result): [number, ContestRankingResult] => [result.contest_route_id, result]),
              );
              const name = `${participant.first_name} ${participant.last_name}`;
              return (
                <tr key={participant.id}>
                  <td>{participant.bib_number}</td>
                  <th scope="row">{name}</th>
                  {routes.map((route) => {
                    const key = cellKey(participant.id, route.id);
                    const result = byRoute.get(route.id);
                    return (
                      <td key={route.id} data-testid={`cell-${key}`}>
                        <UnstyledButton
                          onClick={() =>
                            setTarget({
                              participant,
                              route,
                              result,
                              onRefused: (error) => setRefused((shown) => ({ ...shown, [key]: refusalText(error) })),
                              onSaved: () => forget(key),
                            })
                          }
                          data-testid={`cell-button-${key}`}
                        >
                          {formatResult(step.ranking_type, result, contestsT, locale, route)}
                          <VisuallyHiddenText>{`, ${t('results.enter', { name, number: route.number })}`}</VisuallyHiddenText>
                        </UnstyledButton>
                        {refused[key] ? (
                          <Text size="xs" c="red" role="alert" data-testid={`cell-error-${key}`}>
                            {refused[key]}
                          </Text>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableScroll>
      <ResultDialog
        contestId={contestId}
        target={target}
        rankingType={step.ranking_type}
        onClose={() => setTarget(null)}
      />
    </>
  );
}

/**
 * One group's entry: the grid and, below, its live ranking. Both read the results endpoint's ranking of the group,
 * which lists every participant of the step (all the registered ones of the category in a first step, those who went
 * through in the next ones) in one answer: no page of participants is left out, and a final shows its finalists only.
 */
function Entry({
  contest,
  step,
  categoryId,
  gender,
  caption,
}: {
  contest: Contest;
  step: ContestStep;
  categoryId: number;
  gender: ContestGender | null;
  caption: string;
}) {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACE);
  const results = useContestResults(contest.id, { categoryId, gender });
  const routes = routesOf(step, categoryId, gender);
  if (routes.length === 0)
    return (
      <Text c="dimmed" data-testid="results-no-routes">
        {t('results.noRoutes')}
      </Text>
    );
  return (
    <Loaded query={results}>
      {(answer) => {
        const ranking = answer.steps
          .find((item) => item.id === step.id)
          ?.rankings.find((item) => item.contest_category_id === categoryId && item.gender === gender);
        if (!ranking) return <Text c="dimmed">{t('results.noParticipants')}</Text>;
        return (
          <Stack gap="lg">
            <ResultsGrid contestId={contest.id} step={step} ranking={ranking} routes={routes} />
            <Title order={2} size="h4">
              {t('results.ranking')}
            </Title>
            <RankingTable
              rankingType={step.ranking_type}
              caption={caption}
              routes={routes}
              rows={ranking.rows}
              showRoutes={false}
              testId="live-ranking"
            />
          </Stack>
        );
      }}
    </Loaded>
  );
}

function ResultsEntry({ contest }: { contest: Contest }) {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACES);
  const steps = contest.stages.flatMap((stage) =>
    stage.steps.map((step) => ({
      step,
      label: `${stage.name ?? t(`contests:enums.climbingTypes.${stage.climbing_type}`)} · ${step.name}`,
    })),
  );
  const [stepId, setStepId] = useState(String(steps[0]?.step.id ?? ''));
  const [categoryId, setCategoryId] = useState(String(contest.categories[0]?.id ?? ''));
  const [gender, setGender] = useState<ContestGender>('female');
  const chosen = steps.find((item) => String(item.step.id) === stepId);
  const category = contest.categories.find((item) => String(item.id) === categoryId);
  if (!chosen || !category) {
    return (
      <Text c="dimmed" data-testid="results-no-structure">
        {t('results.noStructure')}
      </Text>
    );
  }
  const { step } = chosen;
  const caption = [chosen.label, category.name, category.unisex ? null : t(`contests:enums.genders.${gender}`)]
    .filter(Boolean)
    .join(' · ');
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NativeSelect
          label={t('results.step')}
          data={steps.map((item) => ({ value: String(item.step.id), label: item.label }))}
          value={stepId}
          onChange={(event) => setStepId(event.currentTarget.value)}
          data-testid="results-step"
        />
        <NativeSelect
          label={t('fields.contest_category_id')}
          data={contest.categories.map((item) => ({ value: String(item.id), label: item.name }))}
          value={categoryId}
          onChange={(event) => setCategoryId(event.currentTarget.value)}
          data-testid="results-category"
        />
        {category.unisex ? null : (
          <NativeSelect
            label={t('fields.gender')}
            data={CONTEST_GENDERS.map((value) => ({ value, label: t(`contests:enums.genders.${value}`) }))}
            value={gender}
            onChange={(event) => setGender(event.currentTarget.value as ContestGender)}
            data-testid="results-gender"
          />
        )}
      </SimpleGrid>
      <StepFormula step={step} withTies={false} testId="results-formula" />
      <Text size="sm" c="dimmed">
        {t('results.lead')}
      </Text>
      <Entry
        key={`${step.id}-${category.id}-${category.unisex ? '' : gender}`}
        contest={contest}
        step={step}
        categoryId={category.id}
        gender={category.unisex ? null : gender}
        caption={caption}
      />
    </Stack>
  );
}

/**
 * `…/admins/contests/{id}/results` (manage contests): results entry per step, category and gender — participants ×
 * routes, each cell with the fields of the step's ranking type — the step's formula and the live ranking of that group.
 */
function GymAdminContestResultsPage() {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACE);
  return (
    <ContestAdminPage
      title={(record) => (record ? t('results.title', { name: record.name }) : t('results.titleLoading'))}
    >
      {(gym, record) => (
        <Stack gap="lg">
          <PlainAnchorLink to={contestAdminPath(gym, record.id)}>{t('back', { name: record.name })}</PlainAnchorLink>
          <ResultsEntry contest={record} />
        </Stack>
      )}
    </ContestAdminPage>
  );
}

export default withQueries(GymAdminContestResultsPage);
