import type { Contest, ContestCategory } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Loaded } from '../../../../components/loaded';
import { Section } from '../../../../components/section';
import { Badge, Group, List, ListItem, Stack, Text } from '../../../../components/ui';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useFormatters } from '../../../../lib/use-formatters';
import { ContestFrame } from '../../shared/contest-frame';
import { contestQuery, useContest } from '../../shared/contests.api';
import { contestParams } from '../../shared/page-params';
import { useContestCanonicalPath, useContestHead } from '../../shared/use-contest-head';
import { RegistrationSection } from '../components/registration-form';

/** A category's ages or birth years, as the contest page tells them. */
function useCategoryBounds() {
  const { t } = useTranslation('contests');
  return (category: ContestCategory) => {
    const { min_age: minAge, max_age: maxAge, min_birth_year: minYear, max_birth_year: maxYear } = category;
    if (minAge !== null && maxAge !== null) return t('contest.ages', { min: minAge, max: maxAge });
    if (minAge !== null) return t('contest.ageFrom', { min: minAge });
    if (maxAge !== null) return t('contest.ageTo', { max: maxAge });
    if (minYear !== null && maxYear !== null) return t('contest.years', { min: minYear, max: maxYear });
    if (minYear !== null) return t('contest.yearFrom', { min: minYear });
    if (maxYear !== null) return t('contest.yearTo', { max: maxYear });
    return t('contest.allAges');
  };
}

function PlacesBadges({
  placesLeft,
  waiting,
  registered,
}: {
  placesLeft: number | null;
  waiting?: number;
  registered: number;
}) {
  const { t } = useTranslation('contests');
  return (
    <Group gap={6}>
      <Badge variant="light" color="gray">
        {t('contest.registered', { count: registered })}
      </Badge>
      {placesLeft !== null ? (
        <Badge variant="light" color={placesLeft > 0 ? 'blue' : 'grape'}>
          {placesLeft > 0 ? t('contest.placesLeft', { count: placesLeft }) : t('contest.noPlacesLeft')}
        </Badge>
      ) : null}
      {waiting ? (
        <Badge variant="light" color="grape">
          {t('contest.waiting', { count: waiting })}
        </Badge>
      ) : null}
    </Group>
  );
}

function ContestOverview({ contest }: { contest: Contest }) {
  const { t } = useTranslation('contests');
  const f = useFormatters();
  const bounds = useCategoryBounds();
  useContestHead(contest, undefined);
  useContestCanonicalPath(contest, undefined);
  return (
    <ContestFrame contest={contest} current={undefined}>
      <Stack component="dl" gap={4}>
        <Text component="dt" fw={600} size="sm">
          {t('contest.registrationWindow')}
        </Text>
        <Text component="dd" size="sm" m={0}>
          {t('contest.window', {
            opens: f.dateTime(contest.registration_opens_at),
            closes: f.dateTime(contest.registration_closes_at),
          })}
        </Text>
        <Text component="dt" fw={600} size="sm">
          {t('contest.capacity')}
        </Text>
        <Text component="dd" size="sm" m={0}>
          {contest.capacity === null ? t('contest.noLimit') : t('contest.capacityValue', { count: contest.capacity })}
          {' · '}
          {t('contest.registered', { count: contest.participants_count })}
          {contest.waiting_count > 0 ? ` · ${t('contest.waiting', { count: contest.waiting_count })}` : ''}
        </Text>
        {contest.team_contest && contest.participants_per_team ? (
          <Text component="dd" size="sm" m={0}>
            {t('contest.teamContest', { count: contest.participants_per_team })}
          </Text>
        ) : null}
      </Stack>
      {contest.description ? (
        <Section title={t('contest.about')}>
          <Text preWrap breakAnywhere>
            {contest.description}
          </Text>
        </Section>
      ) : null}
      <Section title={t('contest.categories')} testId="contest-categories">
        {contest.categories.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('contest.noCategories')}
          </Text>
        ) : (
          <List type="none" spacing="sm">
            {contest.categories.map((category) => (
              <ListItem key={category.id}>
                <Stack gap={2}>
                  <Text fw={600}>{category.name}</Text>
                  <Text size="sm" c="dimmed">
                    {bounds(category)} · {category.unisex ? t('contest.unisex') : t('contest.split')}
                  </Text>
                  <PlacesBadges
                    placesLeft={category.places_left}
                    waiting={category.waiting_count}
                    registered={category.registered_count}
                  />
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </Section>
      {contest.waves.length > 0 ? (
        <Section title={t('contest.waves')} testId="contest-waves">
          <List type="none" spacing="sm">
            {contest.waves.map((wave) => (
              <ListItem key={wave.id}>
                <Stack gap={2}>
                  <Text fw={600}>{wave.name}</Text>
                  {wave.starts_at && wave.ends_at ? (
                    <Text size="sm" c="dimmed">
                      {t('contest.waveTime', { start: f.dateTime(wave.starts_at), end: f.dateTime(wave.ends_at) })}
                    </Text>
                  ) : null}
                  <PlacesBadges placesLeft={wave.places_left} registered={wave.registered_count} />
                </Stack>
              </ListItem>
            ))}
          </List>
        </Section>
      ) : null}
      <Section title={t('contest.stages')} testId="contest-stages">
        {contest.stages.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('contest.noStages')}
          </Text>
        ) : (
          <List type="none" spacing="sm">
            {contest.stages.map((stage) => (
              <ListItem key={stage.id}>
                <Text fw={600}>{stage.name ?? t(`enums.climbingTypes.${stage.climbing_type}`)}</Text>
                <List type="unordered" spacing="xs" size="sm">
                  {stage.steps.map((step) => {
                    const routes = step.route_groups.reduce((count, group) => count + group.routes.length, 0);
                    return (
                      <ListItem key={step.id}>
                        {t('contest.step', {
                          name: step.name,
                          kind: t(`enums.stepKinds.${step.kind}`),
                          type: t(`enums.rankingTypes.${step.ranking_type}`),
                        })}
                        {routes > 0 ? ` · ${t('contest.routes', { count: routes })}` : ''}
                        {step.self_reporting ? ` · ${t('contest.selfReporting')}` : ''}
                      </ListItem>
                    );
                  })}
                </List>
              </ListItem>
            ))}
          </List>
        )}
      </Section>
      <RegistrationSection contest={contest} />
    </ContestFrame>
  );
}

/** `/gyms/{gymId}/{gymName}/contests/{contestId}/{contestName}`: the contest, its categories, waves and registration. */
function ContestPage() {
  const { contestId } = parseRouteParams(contestParams, useParams());
  const contest = useContest(contestId);
  return <Loaded query={contest}>{(found) => <ContestOverview contest={found} />}</Loaded>;
}

export default withQueries(ContestPage);

/** What the server renders the contest's page with (docs/decisions/022). */
export const pageData: PageData = ({ params, fetch }) => {
  const { contestId } = parseRouteParams(contestParams, params);
  return fetch(contestQuery(contestId));
};
