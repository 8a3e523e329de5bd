import {
  type AscentStatus,
  DIVISION_POINTS,
  type GymRanking,
  type GymRouteClimbingType,
  pointsByGrade,
  ROPING_MULTIPLIERS,
  type RopingStatus,
  STATUS_MULTIPLIERS,
} from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { useGrades } from '../../../../climbing/grade';
import { useLogbookLabels } from '../../../../climbing/logbook-labels';
import { Section } from '../../../../components/section';
import { List, ListItem } from '../../../../components/ui';
import { useFormatters } from '../../../../lib/use-formatters';
import { useIndoorLabels } from '../../shared/indoor-labels';
import { RANKING_NAMESPACE } from '../ranking-texts';

/** The grades whose points the "by grade" line gives as examples: 6a, 7a, 8a. */
const EXAMPLE_GRADES = [31, 37, 43];
/** The climbers the "shared points" line divides among, as an example. */
const EXAMPLE_CLIMBERS = 4;

/** The multipliers other than 1 (and the project's 0, which never counts), as "Onsight ×1.1". */
function multipliersOf<Value extends string>(table: Readonly<Record<Value, number>>): [Value, number][] {
  return (Object.entries(table) as [Value, number][]).filter(([, factor]) => factor !== 1 && factor !== 0);
}

/**
 * How the gym's points are counted, from the answer's systems (one line per type of route the gym has) and the
 * contracts' constants: fixed points, shared points, points by grade, the multipliers of a first go and of top rope,
 * each route once with the best ascent, public logbooks only.
 */
export function PointsExplained({
  systems,
  types,
}: {
  systems: GymRanking['systems'];
  types: readonly GymRouteClimbingType[];
}) {
  const { t, i18n } = useTranslation(RANKING_NAMESPACE);
  const { label } = useIndoorLabels();
  const logbook = useLogbookLabels();
  const { integer } = useFormatters();
  const grades = useGrades();
  const factor = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'fr', { maximumFractionDigits: 2 });
  const points = (value: number) => t('score', { count: value, value: integer(value) });
  const shown = systems.filter((entry) => types.includes(entry.climbing_type));
  const byGrade = shown.some((entry) => entry.system === null || entry.system === 'point_by_grade');
  const shared = shown.some((entry) => entry.system === null || entry.system === 'division');
  const multipliers = [
    ...multipliersOf<AscentStatus>(STATUS_MULTIPLIERS).map(
      ([status, value]) => `${logbook.label('ascent_statuses', status)} ×${factor.format(value)}`,
    ),
    ...multipliersOf<RopingStatus>(ROPING_MULTIPLIERS).map(
      ([roping, value]) => `${logbook.label('roping_statuses', roping)} ×${factor.format(value)}`,
    ),
  ];
  return (
    <Section title={t('how.title')} testId="ranking-points">
      <List spacing="xs" size="sm">
        {shown.map((entry) => (
          <ListItem key={entry.climbing_type} data-testid={`ranking-system-${entry.climbing_type}`}>
            {t(`how.systems.${entry.system ?? 'default'}`, {
              type: label('gym_climbing_types', entry.climbing_type),
              points: integer(DIVISION_POINTS),
            })}
          </ListItem>
        ))}
        <ListItem>{t('how.fixed')}</ListItem>
        {shared ? (
          <ListItem>
            {t('how.division', {
              points: integer(DIVISION_POINTS),
              example: points(Math.round(DIVISION_POINTS / EXAMPLE_CLIMBERS)),
            })}
          </ListItem>
        ) : null}
        {byGrade ? (
          <ListItem>
            {t('how.byGrade', {
              examples: EXAMPLE_GRADES.map((grade) =>
                t('how.gradeExample', { grade: grades.format(grade), points: points(pointsByGrade(grade)) }),
              ).join(', '),
            })}
          </ListItem>
        ) : null}
        <ListItem data-testid="ranking-multipliers">{t('how.multipliers', { list: multipliers.join(', ') })}</ListItem>
        <ListItem>{t('how.best')}</ListItem>
        <ListItem>{t('how.public')}</ListItem>
      </List>
    </Section>
  );
}
