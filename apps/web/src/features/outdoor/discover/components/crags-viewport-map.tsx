import type { CragFilters } from '@climb/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countShown, splitViewportAnswer } from '../../../../climbing/map/crag-clusters';
import { ClusterBubbles, CragMarkers } from '../../../../climbing/map/crag-markers';
import { useViewport, ViewportMapError, ViewportMapFrame } from '../../../../climbing/map/viewport-map';
import { Group, Text } from '../../../../components/ui';
import type { MapView } from '../../../../lib/map-view';
import { useCragsInViewport } from '../api/geo.api';
import { CragPopup } from './crag-popup';
import { Spinner } from './spinner';

interface CragsViewportMapProps {
  /** The map's accessible name. */
  label: string;
  filters: CragFilters;
  initialView: MapView;
  /** A map inside another site's frame (an embed page): its links open at the top level, out of the frame. */
  embedded?: boolean;
  onViewChange?(view: MapView): void;
}

/**
 * The crags of the visible part of the map (`crags/geo_json.json?bbox=&zoom=`, filtered), asked
 * again after each move (the box a little larger than the view, snapped to the zoom's grid), with
 * how many are shown. Far out the server sends bubbles of its own; the crags it sends are clustered
 * here. When the answer leaves crags out, a notice asks to zoom in. The map fills the box its page gives it.
 */
export function CragsViewportMap({
  label,
  filters,
  initialView,
  embedded = false,
  onViewChange,
}: CragsViewportMapProps) {
  const { t } = useTranslation('discover');
  const { viewport, setViewport, asked } = useViewport();
  const crags = useCragsInViewport(asked, filters);
  const answer = useMemo(() => splitViewportAnswer(crags.data), [crags.data]);
  const shown = useMemo(
    () => (viewport ? countShown(answer.points, answer.clusters, viewport.bbox) : 0),
    [answer, viewport],
  );
  const partial = crags.data?.partial === true;

  return (
    <ViewportMapFrame
      label={label}
      initialView={initialView}
      topLevelLinks={embedded}
      onViewport={setViewport}
      onViewChange={onViewChange}
      status={
        crags.isError ? (
          <ViewportMapError message={t('map.error')} retryLabel={t('retry')} onRetry={() => void crags.refetch()} />
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Text
              size="sm"
              fw={600}
              role="status"
              data-testid="crags-shown"
              data-count={crags.data ? shown : undefined}
              data-fetching={crags.isFetching || undefined}
            >
              {crags.data ? t('map.shown', { count: shown }) : t('map.loading')}
              {partial ? (
                <Text span size="sm" fw={400} data-testid="crags-partial">
                  {` · ${t('map.partial')}`}
                </Text>
              ) : null}
            </Text>
            {crags.isFetching ? <Spinner size="tiny" /> : null}
          </Group>
        )
      }
    >
      <CragMarkers
        features={answer.points}
        renderPopup={(crag) => <CragPopup crag={crag} embedded={embedded} />}
        clusterTitle={(count) => t('map.clusterTitle', { count })}
      />
      <ClusterBubbles
        clusters={answer.clusters}
        zoom={crags.data?.zoom ?? 0}
        clusterTitle={(count) => t('map.clusterTitle', { count })}
      />
    </ViewportMapFrame>
  );
}
