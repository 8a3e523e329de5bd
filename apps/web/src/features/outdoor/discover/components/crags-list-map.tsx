import type { CragSummary } from '@climb/contracts';
import type { LatLngBoundsExpression } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap, useMapEvents } from 'react-leaflet';
import { BaseMap } from '../../../../climbing/map/base-map';
import { boundsOf, featuresOfSummaries } from '../../../../climbing/map/crag-clusters';
import { CragMarkers } from '../../../../climbing/map/crag-markers';
import { PointMarker } from '../../../../climbing/map/point-marker';
import { FRANCE_VIEW } from '../../../../lib/map-view';
import { CragPopup } from './crag-popup';
import type { MapHeight } from './map-placeholder';

/** Follows the list: when its crags change (another page, another radius), the map shows them all. */
function FitBounds({ bounds }: { bounds: LatLngBoundsExpression | null }) {
  const map = useMap();
  const key = JSON.stringify(bounds);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialized bounds are the dependency.
  useEffect(() => {
    if (bounds) map.fitBounds(bounds);
  }, [map, key]);
  return null;
}

/** Clicks on the map choose a point (the "around a point of the map" search). */
function PointPicker({ onPick }: { onPick(latitude: number, longitude: number): void }) {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

export interface MapPoint {
  latitude: number;
  longitude: number;
  /** What the point is, for screen readers ("Your position", "Fontainebleau"). */
  title: string;
}

interface CragsListMapProps {
  label: string;
  crags: readonly CragSummary[];
  point?: MapPoint | null;
  height?: MapHeight;
  /** Set to choose a point by clicking; the view then stays where the climber put it. */
  onPick?(latitude: number, longitude: number): void;
}

/** The crags of a list on a map (clustered), with the point they were searched around. */
export function CragsListMap({ label, crags, point, height = 360, onPick }: CragsListMapProps) {
  const { t } = useTranslation('discover');
  const features = useMemo(() => featuresOfSummaries(crags), [crags]);
  const bounds = useMemo(() => boundsOf(point ? [...crags, point] : crags), [crags, point]);
  const centre = point ?? FRANCE_VIEW;
  return (
    <BaseMap
      label={label}
      bounds={onPick ? undefined : (bounds ?? undefined)}
      center={[centre.latitude, centre.longitude]}
      zoom={point ? 11 : FRANCE_VIEW.zoom}
      height={height}
    >
      {point ? <PointMarker latitude={point.latitude} longitude={point.longitude} title={point.title} /> : null}
      <CragMarkers
        features={features}
        renderPopup={(crag) => <CragPopup crag={crag} />}
        clusterTitle={(count) => t('map.clusterTitle', { count })}
      />
      {onPick ? <PointPicker onPick={onPick} /> : <FitBounds bounds={bounds} />}
    </BaseMap>
  );
}
