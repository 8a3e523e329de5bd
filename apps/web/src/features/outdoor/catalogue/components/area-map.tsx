import type { CragSummary } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { Marker, Popup } from 'react-leaflet';
import { useGrades } from '../../../../climbing/grade';
import { BaseMap } from '../../../../climbing/map/base-map';
import { cragPath } from '../../../../climbing/paths';
import { Anchor, Text } from '../../../../components/ui';
import { cornersOf, mapExtent, mapView, type Point } from '../lib/map-extent';

interface AreaMapProps {
  name: string;
  /** The area's `[south, west, north, east]`, else fitted to the crags shown. */
  bounds: [number, number, number, number] | null;
  crags: readonly CragSummary[];
}

/** The crags of an area on a map, each marker's popup leading to its crag. Loaded lazily (Leaflet). */
export default function AreaMap({ name, bounds, crags }: AreaMapProps) {
  const { t } = useTranslation('crags');
  const { range } = useGrades();
  const points: Point[] = bounds ? cornersOf(bounds) : crags.map((crag) => [crag.latitude, crag.longitude]);
  const extent = mapExtent(points, 13);
  const view = mapView(extent, 15);
  return (
    <BaseMap label={t('areaMap.label', { name })} height={340} scrollWheelZoom={false} {...view}>
      {crags.map((crag) => (
        <Marker key={crag.id} position={[crag.latitude, crag.longitude]} title={crag.name} alt={crag.name}>
          <Popup>
            <Anchor to={cragPath(crag)} fw={700}>
              {crag.name}
            </Anchor>
            <Text size="sm">
              {[t('routes.count', { count: crag.routes_count }), range(crag.grade_min_value, crag.grade_max_value)]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Popup>
        </Marker>
      ))}
    </BaseMap>
  );
}
