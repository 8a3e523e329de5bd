import type { GymClimbingType } from '@climb/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countShown, splitViewportAnswer } from '../../../../climbing/map/crag-clusters';
import { ClusterBubbles } from '../../../../climbing/map/crag-markers';
import { useViewport, ViewportMapError, ViewportMapFrame } from '../../../../climbing/map/viewport-map';
import { Text } from '../../../../components/ui';
import type { MapView } from '../../../../lib/map-view';
import { useGymsInViewport } from '../api/gyms-discover.api';
import { GymMarkers } from './gym-markers';
import { GymPopup } from './gym-popup';

interface GymsViewportMapProps {
  label: string;
  types: readonly GymClimbingType[];
  initialView: MapView;
  onViewChange(view: MapView): void;
}

/**
 * The gyms of the visible part of the map (`gyms/geo_json.json?bbox=&zoom=`, by climbing type), asked again after
 * each move (the box a little larger than the view, snapped to the zoom's grid), with how many are shown. Far out
 * the server sends bubbles of its own; the gyms it sends are clustered here, as on the crags map.
 */
export function GymsViewportMap({ label, types, initialView, onViewChange }: GymsViewportMapProps) {
  const { t } = useTranslation('indoor-discover');
  const { viewport, setViewport, asked } = useViewport();
  const answer = useGymsInViewport(asked, types);
  const split = useMemo(() => splitViewportAnswer(answer.data), [answer.data]);
  const shown = viewport ? countShown(split.points, split.clusters, viewport.bbox) : 0;
  const clusterTitle = (count: number) => t('map.clusterTitle', { count });

  return (
    <ViewportMapFrame
      label={label}
      initialView={initialView}
      onViewport={setViewport}
      onViewChange={onViewChange}
      status={
        answer.isError ? (
          <ViewportMapError
            message={t('map.error')}
            retryLabel={t('map.retry')}
            onRetry={() => void answer.refetch()}
          />
        ) : (
          <Text size="sm" fw={600} role="status" data-testid="gyms-shown" data-count={answer.data ? shown : undefined}>
            {answer.data ? t('map.shown', { count: shown }) : t('map.loading')}
            {answer.data?.partial ? ` · ${t('map.partial')}` : ''}
          </Text>
        )
      }
    >
      <GymMarkers features={split.points} renderPopup={(gym) => <GymPopup gym={gym} />} clusterTitle={clusterTitle} />
      <ClusterBubbles clusters={split.clusters} zoom={answer.data?.zoom ?? 0} clusterTitle={clusterTitle} />
    </ViewportMapFrame>
  );
}
