import { useTranslation } from 'react-i18next';
import { useGrades } from '../../../../climbing/grade';
import type { CragMarkerProps } from '../../../../climbing/map/crag-clusters';
import { markerKinds } from '../../../../climbing/map/marker-icons';
import { cragPath } from '../../../../climbing/paths';
import { Anchor, ExternalAnchor, Stack, Text } from '../../../../components/ui';
import classes from './crag-popup.module.css';

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
    <Stack gap={4} className={classes.popup} data-testid="crag-popup">
      <Text fw={700} size="md" breakAnywhere>
        {crag.name}
      </Text>
      {kinds.length > 0 ? <Text size="sm">{kinds.join(' · ')}</Text> : null}
      <Text size="sm">
        {crag.routes_count === 0
          ? t('crag.noGrade')
          : [grades, t('counts.routes', { count: crag.routes_count })].filter(Boolean).join(' · ')}
      </Text>
      {embedded ? (
        <ExternalAnchor href={`${window.location.origin}${path}`} target="_top" size="md" fw={600}>
          {t('popup.open')}
        </ExternalAnchor>
      ) : (
        <Anchor to={path} size="md" fw={600}>
          {t('popup.open')}
        </Anchor>
      )}
    </Stack>
  );
}
