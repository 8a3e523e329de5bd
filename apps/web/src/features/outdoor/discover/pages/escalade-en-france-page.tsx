import type { Department } from '@climb/contracts';
import { IconFilter } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrades } from '../../../../climbing/grade';
import { departmentPath } from '../../../../climbing/paths';
import { DiscoverFrame } from '../../../../components/discover-frame';
import { type Figure, FigureGrid } from '../../../../components/figure-grid';
import { LoadError } from '../../../../components/list-states';
import { Anchor, Card, Group, Stack, Table, TableScroll, Text, TextInput, Title } from '../../../../components/ui';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { departmentsQuery, useDepartments } from '../api/places.api';
import { DiscoverLinks } from '../components/discover-links';
import { Loading } from '../components/query-status';
import { compareDepartmentNumbers } from '../lib/department-order';
import { slugify } from '../lib/slug';
import classes from './escalade-en-france-page.module.css';

/** A department's link, in the size of the page's text (the table's own text is smaller). */
function DepartmentLink({ department }: { department: Department }) {
  return (
    <Anchor to={departmentPath(department)} size="md" fw={600}>
      {department.number} · {department.name}
    </Anchor>
  );
}

/** Desktop: one row per department. */
function DepartmentTable({ departments }: { departments: readonly Department[] }) {
  const { t } = useTranslation('discover');
  const { range } = useGrades();
  return (
    <div className={classes.wide}>
      <TableScroll>
        <Table striped highlightOnHover className={classes.table} data-testid="department-table">
          <thead>
            <tr>
              <th scope="col">{t('france.columns.department')}</th>
              <th scope="col">{t('france.columns.region')}</th>
              <th scope="col" className={classes.end}>
                {t('france.columns.crags')}
              </th>
              <th scope="col" className={classes.end}>
                {t('france.columns.routes')}
              </th>
              <th scope="col">{t('france.columns.grades')}</th>
            </tr>
          </thead>
          <tbody>
            {departments.map((department) => (
              <tr key={department.number}>
                <td>
                  <DepartmentLink department={department} />
                </td>
                <td>{department.region_name}</td>
                <td className={classes.end}>{department.crags_count}</td>
                <td className={classes.end}>{department.routes_count}</td>
                <td>{range(department.grade_min_value, department.grade_max_value) ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </div>
  );
}

/** Phone: one card per department. */
function DepartmentCards({ departments }: { departments: readonly Department[] }) {
  const { t } = useTranslation('discover');
  const { range } = useGrades();
  return (
    <Stack component="ul" gap="xs" m={0} p={0} className={`${classes.cards} ${classes.narrow}`}>
      {departments.map((department) => (
        <Card key={department.number} component="li" withBorder radius="md" p="sm">
          <Stack gap={2}>
            <Group align="center" className={classes.cardLink}>
              <DepartmentLink department={department} />
            </Group>
            <Text size="sm">
              {[
                t('counts.crags', { count: department.crags_count }),
                t('counts.routes', { count: department.routes_count }),
                range(department.grade_min_value, department.grade_max_value),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {department.region_name ? (
              <Text size="sm" c="dimmed">
                {department.region_name}
              </Text>
            ) : null}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function matches(department: Department, filter: string): boolean {
  const text = slugify(filter);
  if (!text) return true;
  return (
    department.number.toLowerCase() === text ||
    slugify(department.name).includes(text) ||
    slugify(department.region_name ?? '').includes(text)
  );
}

/** `/escalade-en/france`: the departments that have crags, with their figures and a link each. */
function EscaladeEnFrancePage() {
  const { t } = useTranslation('discover');
  const departments = useDepartments();
  const [filter, setFilter] = useState('');
  const withCrags = useMemo(
    () =>
      (departments.data ?? [])
        .filter((department) => department.crags_count > 0)
        .sort((a, b) => compareDepartmentNumbers(a.number, b.number)),
    [departments.data],
  );
  const crags = withCrags.reduce((sum, department) => sum + department.crags_count, 0);
  const routes = withCrags.reduce((sum, department) => sum + department.routes_count, 0);
  const summary = t('france.summary', {
    crags: t('counts.crags', { count: crags }),
    routes: t('counts.routes', { count: routes }),
    departments: t('counts.departments', { count: withCrags.length }),
  });
  const shown = withCrags.filter((department) => matches(department, filter));
  const figures: Figure[] = [
    { key: 'departments', label: t('figures.departments'), value: withCrags.length },
    { key: 'crags', label: t('figures.crags'), value: crags },
    { key: 'routes', label: t('figures.routes'), value: routes },
  ];

  return (
    <DiscoverFrame title={t('france.title')} lead={t('france.lead')}>
      {departments.isPending ? <Loading /> : null}
      {departments.isError ? <LoadError onRetry={() => void departments.refetch()} /> : null}
      {departments.data ? (
        <>
          <Text data-testid="france-summary">{summary}</Text>
          <FigureGrid figures={figures} />
          <Stack gap="sm" component="section" aria-labelledby="departments-title">
            <Title order={2} id="departments-title">
              {t('france.departmentsTitle')}
            </Title>
            {withCrags.length === 0 ? (
              <Text>{t('france.empty')}</Text>
            ) : (
              <>
                <TextInput
                  size="md"
                  label={t('france.filter')}
                  value={filter}
                  onChange={(event) => setFilter(event.currentTarget.value)}
                  leftSection={<IconFilter size={16} aria-hidden />}
                  className={classes.filter}
                />
                {shown.length === 0 ? (
                  <Text role="status">{t('france.noMatch', { filter })}</Text>
                ) : (
                  <>
                    <DepartmentTable departments={shown} />
                    <DepartmentCards departments={shown} />
                  </>
                )}
              </>
            )}
          </Stack>
        </>
      ) : null}
      <Stack gap="sm" component="section" aria-labelledby="france-more-title">
        <Title order={2} id="france-more-title">
          {t('france.moreTitle')}
        </Title>
        <DiscoverLinks exclude="/escalade-en/france" />
      </Stack>
    </DiscoverFrame>
  );
}

export default withQueries(EscaladeEnFrancePage);

/** What the server renders the departments' page with (docs/decisions/022). */
export const pageData: PageData = ({ fetch }) => fetch(departmentsQuery());
