import { type Department, departmentPageHead } from '@climb/contracts';
import { IconMap2 } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { useGrades } from '../../../../climbing/grade';
import { departmentPath } from '../../../../climbing/paths';
import { DiscoverFrame } from '../../../../components/discover-frame';
import { type Figure, FigureGrid } from '../../../../components/figure-grid';
import { LoadError } from '../../../../components/list-states';
import { PlainButtonLink } from '../../../../components/plain-ui';
import { Anchor, Badge, Group, Stack, Text, Title } from '../../../../components/ui';
import { mapViewToSearch } from '../../../../lib/map-view';
import type { PageData } from '../../../../lib/page-module';
import { throwIfNotFound, withQueries } from '../../../../lib/query-client';
import { INVALID, paramsParser, parseRouteParams, textParam } from '../../../../lib/route-params';
import {
  DEPARTMENT_CRAGS_PAGE_SIZE,
  departmentCragsQuery,
  departmentQuery,
  useDepartment,
  useDepartmentCrags,
} from '../api/places.api';
import buttons from '../components/buttons.module.css';
import { CragCardList } from '../components/crag-card';
import { LazyCragsListMap as CragsListMap } from '../components/lazy-crags-list-map';
import { Loading } from '../components/query-status';
import { SearchResults } from '../components/search-results';
import { pageOf, usePageParam } from '../hooks/use-page-param';
import { usePageTitle } from '../hooks/use-page-title';

// Read by hand, not with zod: a page a visitor only reads loads no schema (lib/route-params.ts).
const params = paramsParser({
  // 01…95, 2A, 2B, and the overseas 971…976.
  departmentNumber: (raw: string | undefined) =>
    raw !== undefined && /^(\d{2,3}|2[ab])$/i.test(raw) ? raw.toUpperCase() : INVALID,
  departementName: textParam(120),
});

/** Climbing types by number of crags, most common first. */
function typesByCount(department: Department): [string, number][] {
  return Object.entries(department.climbing_types)
    .filter(([, count]) => count > 0)
    .sort(([, a], [, b]) => b - a);
}

/** The text of the page, written from the figures (what a search engine and a climber read first). */
function useDepartmentText(department: Department | undefined) {
  const { t } = useTranslation('discover');
  const { label } = useEnumLabels();
  const { range } = useGrades();
  if (!department) return null;
  const grades = range(department.grade_min_value, department.grade_max_value);
  const types = typesByCount(department)
    .slice(0, 3)
    .map(([type]) => label('climbing_types', type).toLowerCase());
  return [
    t('department.summary', {
      name: department.name,
      number: department.number,
      crags: t('counts.crags', { count: department.crags_count }),
      routes: t('counts.routes', { count: department.routes_count }),
    }),
    grades ? t('department.grades', { grades }) : null,
    types.length > 0 ? t('department.types', { types: types.join(', ') }) : null,
  ]
    .filter(Boolean)
    .join(' ');
}

/** `/escalade-en/france/{departmentNumber}/{departementName}`: a department's figures and its crags. */
function DepartmentPage() {
  const { t, i18n } = useTranslation('discover');
  const navigate = useNavigate();
  const { departmentNumber, departementName } = parseRouteParams(params, useParams());
  const department = useDepartment(departmentNumber);
  const [page, setPage] = usePageParam();
  const crags = useDepartmentCrags(departmentNumber, page);
  const { label } = useEnumLabels();
  const { range } = useGrades();
  const found = department.data;
  const text = useDepartmentText(found);
  const title = found ? t('department.title', { name: found.name, number: found.number }) : null;
  usePageTitle(found ? departmentPageHead(i18n.resolvedLanguage === 'en' ? 'en' : 'fr', found) : null);

  useEffect(() => {
    // The name in the address follows the department's own slug.
    if (found && departementName !== found.slug) navigate(departmentPath(found), { replace: true });
  }, [found, departementName, navigate]);

  throwIfNotFound(department.error);
  if (!found) {
    return (
      <DiscoverFrame title={t('department.loadingTitle')}>
        {department.isError ? <LoadError onRetry={() => void department.refetch()} /> : <Loading />}
      </DiscoverFrame>
    );
  }

  const figures: Figure[] = [
    { key: 'crags', label: t('figures.crags'), value: found.crags_count },
    { key: 'routes', label: t('figures.routes'), value: found.routes_count },
    { key: 'grades', label: t('figures.grades'), value: range(found.grade_min_value, found.grade_max_value) ?? '—' },
  ];
  const pageCrags = crags.data?.items ?? [];
  const first = pageCrags[0];
  const mapLink = first
    ? `/maps/crags?${mapViewToSearch({ latitude: first.latitude, longitude: first.longitude, zoom: 9 }).toString()}`
    : null;

  return (
    <DiscoverFrame title={title} lead={text}>
      <FigureGrid figures={figures} />
      {typesByCount(found).length > 0 ? (
        <Group gap={6} aria-label={t('department.typesLabel')} role="list">
          {typesByCount(found).map(([type, count]) => (
            <Badge key={type} role="listitem" variant="default" size="lg" keepCase>
              {label('climbing_types', type)} · {count}
            </Badge>
          ))}
        </Group>
      ) : null}
      <Stack gap="sm" component="section" aria-labelledby="department-crags-title">
        <Group justify="space-between" gap="xs">
          <Title order={2} id="department-crags-title">
            {t('department.cragsTitle', { name: found.name })}
          </Title>
          {mapLink ? (
            <PlainButtonLink
              to={mapLink}
              variant="default"
              className={buttons.thumb}
              leftSection={<IconMap2 size={18} aria-hidden />}
            >
              {t('department.fullMap')}
            </PlainButtonLink>
          ) : null}
        </Group>
        {pageCrags.length > 0 ? (
          <CragsListMap label={t('department.mapLabel', { name: found.name })} crags={pageCrags} height={320} />
        ) : null}
        <SearchResults
          result={crags}
          page={page}
          perPage={DEPARTMENT_CRAGS_PAGE_SIZE}
          onPage={setPage}
          countText={(total) => t('counts.crags', { count: total })}
          empty={<Text>{t('department.empty', { name: found.name })}</Text>}
        >
          {(items) => <CragCardList crags={items} />}
        </SearchResults>
      </Stack>
      <Anchor to="/escalade-en/france">{t('department.back')}</Anchor>
    </DiscoverFrame>
  );
}

export default withQueries(DepartmentPage);

/** What the server renders a department's page with (docs/decisions/022). */
export const pageData: PageData = ({ params: given, search, fetch }) => {
  const { departmentNumber } = parseRouteParams(params, given);
  return Promise.all([
    fetch(departmentQuery(departmentNumber)),
    fetch(departmentCragsQuery(departmentNumber, pageOf(search))),
  ]);
};
