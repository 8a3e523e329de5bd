import type { CragSummary } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { GradeBadge } from '../../../../climbing/grade';
import { cragPath } from '../../../../climbing/paths';
import { Anchor, Badge, Card, Group, Stack, Text } from '../../../../components/ui';
import classes from './result-cards.module.css';

/** `3.4 km`, `12 km`: a distance as precise as it is useful. */
export function useDistanceFormat() {
  const { i18n } = useTranslation();
  return (kilometres: number) =>
    `${new Intl.NumberFormat(i18n.resolvedLanguage ?? 'fr', {
      maximumFractionDigits: kilometres < 10 ? 1 : 0,
    }).format(kilometres)} km`;
}

/** A crag's grade range as two badges in the climber's system, or "no route yet". */
export function GradeRange({ min, max }: { min: number | null; max: number | null }) {
  const { t } = useTranslation('discover');
  if (!min && !max) {
    return (
      <Text size="sm" c="dimmed">
        {t('crag.noGrade')}
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      <GradeBadge value={min ?? max} />
      {min && max && min !== max ? (
        <>
          <Text span size="sm" aria-hidden>
            →
          </Text>
          <GradeBadge value={max} />
        </>
      ) : null}
    </Group>
  );
}

/** One crag of a list: where it is, what is climbed there, its grades and, around a point, how far. */
export function CragCard({ crag }: { crag: CragSummary }) {
  const { t } = useTranslation('discover');
  const { label } = useEnumLabels();
  const distance = useDistanceFormat();
  const place = [crag.town_name, crag.department_number ? `(${crag.department_number})` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Card component="li" withBorder radius="md" p="sm" data-testid="crag-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} className={classes.body}>
          <Anchor to={cragPath(crag)} fw={700} className={classes.name}>
            {crag.name}
          </Anchor>
          {place ? (
            <Text size="sm" c="dimmed">
              {place}
            </Text>
          ) : null}
          <Group gap={4}>
            {crag.climbing_types.map((type) => (
              <Badge key={type} variant="default" size="sm" keepCase>
                {label('climbing_types', type)}
              </Badge>
            ))}
          </Group>
        </Stack>
        <Stack gap={6} align="flex-end" className={classes.figures}>
          {crag.distance_km !== undefined ? (
            <Text size="sm" fw={700} data-testid="crag-distance">
              {distance(crag.distance_km)}
            </Text>
          ) : null}
          <GradeRange min={crag.grade_min_value} max={crag.grade_max_value} />
          {crag.routes_count > 0 ? <Text size="sm">{t('counts.routes', { count: crag.routes_count })}</Text> : null}
        </Stack>
      </Group>
    </Card>
  );
}

/** A list of crags (cards stack on a phone and on a desktop alike: they carry little). */
export function CragCardList({ crags }: { crags: readonly CragSummary[] }) {
  return (
    <Stack component="ul" gap="xs" m={0} p={0} className={classes.list} data-testid="crag-list">
      {crags.map((crag) => (
        <CragCard key={crag.id} crag={crag} />
      ))}
    </Stack>
  );
}
