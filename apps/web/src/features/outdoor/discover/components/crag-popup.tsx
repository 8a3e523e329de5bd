import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGrades } from '../../../../climbing/grade';
import type { CragMarkerProps } from '../../../../climbing/map/crag-clusters';
import { markerKinds } from '../../../../climbing/map/marker-icons';
import { cragPath } from '../../../../climbing/paths';

/**
 * A crag marker's popup: name, kinds of climbing, grades in the climber's system, routes and the
 * way to the crag page: from an embedded map, which lives in someone else's frame, a plain link that opens
 * it at the top level (never the router, which would show the page inside the frame).
 */
export function CragPopup({ crag, embedded = false }: { crag: CragMarkerProps; embedded?: boolean }) {
  const { t } = useTranslation('discover');
  const { range } = useGrades();
  const kinds = markerKinds(crag.icon).map((kind) => t(`legend.kinds.${kind}`));
  const grades = range(crag.grade_min_value, crag.grade_max_value);
  const path = cragPath(crag);
  return (
    <Stack gap={4} miw={180} data-testid="crag-popup">
      <Text fw={700} size="md" style={{ overflowWrap: 'anywhere' }}>
        {crag.name}
      </Text>
      {kinds.length > 0 ? <Text size="sm">{kinds.join(' · ')}</Text> : null}
      <Text size="sm">
        {crag.routes_count === 0
          ? t('crag.noGrade')
          : [grades, t('counts.routes', { count: crag.routes_count })].filter(Boolean).join(' · ')}
      </Text>
      {embedded ? (
        <Anchor href={`${window.location.origin}${path}`} target="_top" fw={600}>
          {t('popup.open')}
        </Anchor>
      ) : (
        <Anchor component={Link} to={path} fw={600}>
          {t('popup.open')}
        </Anchor>
      )}
    </Stack>
  );
}
