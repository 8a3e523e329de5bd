import { type Area, MAX_PAGE_SIZE } from '@climb/contracts';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useGrades } from '../../../../climbing/grade';
import { areaPath } from '../../../../climbing/paths';
import { RecordMediaPlace } from '../../../../climbing/record-slots';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { Loaded } from '../../../../components/loaded';
import { Section } from '../../../../components/section';
import { Anchor, Paper, SimpleGrid, Stack, Text } from '../../../../components/ui';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useFormatters } from '../../../../lib/use-formatters';
import { useHub } from '../../../../platform/navigation/use-hub';
import { areaCragsQuery, areaQuery, useArea, useAreaCrags } from '../api/areas.api';
import { AreaFrame } from '../components/area-frame';
import { ContributeSection } from '../components/contribute-links';
import { CragList } from '../components/crag-list';
import { FoldedText } from '../components/folded-text';
import { LazyAreaMap } from '../components/lazy-maps';
import { RECORD_LOADING } from '../components/load-states';
import { SourceCredit } from '../components/source-credit';
import { useCanonicalPath } from '../hooks/use-canonical-path';
import { useRecordTitle } from '../hooks/use-record-title';
import { areaParams } from '../lib/page-params';
import { areaHead } from '../lib/record-heads';
import classes from './area-page.module.css';

/** Crags, routes and grade range of the area, side by side. */
function AreaFigures({ area }: { area: Area }) {
  const { t } = useTranslation('crags');
  const { range } = useGrades();
  const { integer } = useFormatters();
  const figures = [
    { key: 'crags', label: t('area.crags'), value: integer(area.crags_count) },
    { key: 'routes', label: t('area.routes'), value: integer(area.routes_count) },
    {
      key: 'grades',
      label: t('facts.grades'),
      value: range(area.grade_min_value, area.grade_max_value) ?? t('facts.noGrades'),
    },
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 3 }} spacing="xs" m={0} data-testid="area-figures">
      {figures.map((figure) => (
        <Paper key={figure.key} withBorder radius="md" p="sm">
          <Text component="dt" size="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text component="dd" m={0} fw={800} breakAnywhere className={classes.figure}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function AreaOverview({ area }: { area: Area }) {
  const { t } = useTranslation('crags');
  const crags = useAreaCrags(area.id, 1, MAX_PAGE_SIZE);
  useHub(areaPath(area), area.name);
  useRecordTitle(areaHead(area));
  useCanonicalPath(areaPath(area));
  const addCrag = areaPath(area, 'add-crag');
  return (
    <AreaFrame area={area}>
      <AreaFigures area={area} />
      {area.description ? (
        <Section title={t('sections.about')}>
          <FoldedText>
            <Text preWrap breakAnywhere>
              {area.description}
            </Text>
          </FoldedText>
        </Section>
      ) : null}
      <Section title={t('sections.crags')}>
        {crags.isError && !crags.data ? <LoadError onRetry={() => void crags.refetch()} /> : null}
        {!crags.data && !crags.isError ? <ListSkeleton rows={3} /> : null}
        {crags.data?.total === 0 ? (
          <EmptyState
            text={t('area.empty')}
            action={{ label: t('contribute.addCragToArea'), to: addCrag }}
            testId="area-empty"
          />
        ) : null}
        {crags.data && crags.data.items.length > 0 ? (
          <Stack gap="md">
            <LazyAreaMap name={area.name} bounds={area.bounds} crags={crags.data.items} />
            <CragList crags={crags.data.items} />
            {crags.data.total > crags.data.items.length ? (
              <Anchor to={areaPath(area, 'crags')}>{t('area.seeAll', { count: crags.data.total })}</Anchor>
            ) : null}
          </Stack>
        ) : null}
      </Section>
      <RecordMediaPlace type="areas" id={area.id} />
      <ContributeSection
        links={[
          { label: t('contribute.editArea'), to: areaPath(area, 'edit'), Icon: IconEdit },
          { label: t('contribute.addCragToArea'), to: addCrag, Icon: IconPlus },
        ]}
        history={{ itemType: 'areas', id: area.id }}
      />
      <SourceCredit source={area.source} />
    </AreaFrame>
  );
}

/** `/areas/{id}/{name}`: the area hub — figures, a map of its crags and their list. */
function AreaPage() {
  const { areaId } = parseRouteParams(areaParams, useParams());
  const area = useArea(areaId);
  return (
    <Loaded query={area} {...RECORD_LOADING}>
      {(found) => <AreaOverview area={found} />}
    </Loaded>
  );
}

export default withQueries(AreaPage);

/** What the server renders the area's page with (docs/decisions/022). */
export const pageData: PageData = ({ params, fetch }) => {
  const { areaId } = parseRouteParams(areaParams, params);
  return Promise.all([fetch(areaQuery(areaId)), fetch(areaCragsQuery(areaId, 1, MAX_PAGE_SIZE))]);
};
