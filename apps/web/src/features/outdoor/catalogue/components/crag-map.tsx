import type { CragMap as CragMapData } from '@climb/contracts';
import L from 'leaflet';
import { useTranslation } from 'react-i18next';
import { CircleMarker, Marker, Polyline, Popup } from 'react-leaflet';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { BaseMap } from '../../../../climbing/map/base-map';
import { cragSectorPath } from '../../../../climbing/paths';
import { Anchor, Group, Stack, Text } from '../../../../components/ui';
import { useFormatters } from '../../../../lib/use-formatters';
import { mapExtent, mapView, type Point } from '../lib/map-extent';
import classes from './crag-map.module.css';

/** Colours of the map's shapes, also used by the legend under it. */
export const MAP_COLORS = {
  sector: '#e8590c',
  focused: '#c2255c',
  park: '#1864ab',
  approach: '#2b8a3e',
  rockBar: '#5c3d2e',
};

/**
 * The parking's marker: a white-edged "P" tile in the parking's colour, as SVG attributes (the pages' security
 * policy refuses a style attribute in the marker's HTML).
 */
const parkIcon = L.divIcon({
  className: '',
  html:
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">' +
    `<rect x="1" y="1" width="22" height="22" rx="3" fill="${MAP_COLORS.park}" stroke="#fff" stroke-width="2"/>` +
    '<text x="12" y="12" text-anchor="middle" dominant-baseline="central" fill="#fff" font-weight="700" ' +
    'font-size="15" font-family="system-ui, sans-serif">P</text></svg>',
  iconSize: [24, 24],
  iconAnchor: [12, 12],
});

function allPoints(map: CragMapData): Point[] {
  return [
    [map.crag.latitude, map.crag.longitude],
    ...map.sectors.map((sector): Point => [sector.latitude, sector.longitude]),
    ...map.parks.map((park): Point => [park.latitude, park.longitude]),
    ...map.approaches.flatMap((approach) => approach.path),
    ...map.rock_bars.flatMap((bar) => bar.path),
  ];
}

interface CragMapProps {
  map: CragMapData;
  /** The sector the map centres on (the sector's map page). */
  focusSectorId?: number;
  height?: number | string;
  /** false on a map inside a long page: the wheel scrolls the page. */
  scrollWheelZoom?: boolean;
}

/** Swatch + words: the legend says in text what the map draws. The swatch is drawn in the map's own colour. */
function LegendItem({ color, text, line = false }: { color: string; text: string; line?: boolean }) {
  const width = line ? 18 : 12;
  const height = line ? 4 : 12;
  return (
    <Group gap={6} wrap="nowrap" component="li">
      <svg aria-hidden="true" width={width} height={height} className={classes.swatch}>
        <rect width={width} height={height} rx={line ? 2 : 6} fill={color} />
      </svg>
      <Text size="sm">{text}</Text>
    </Group>
  );
}

/**
 * The crag's map: the crag, its placed sectors (links to them), parkings, approach paths and rock bars,
 * fitted to all of them, with a text legend. Loaded lazily: Leaflet stays out of the pages' first load.
 */
export default function CragMap({ map, focusSectorId, height = 320, scrollWheelZoom = true }: CragMapProps) {
  const { t } = useTranslation('crags');
  const { label } = useEnumLabels();
  const { metres, minutes } = useFormatters();
  const focused = map.sectors.find((sector) => sector.id === focusSectorId);
  const extent = focused
    ? { kind: 'centre' as const, centre: [focused.latitude, focused.longitude] as [number, number], zoom: 17 }
    : mapExtent(allPoints(map), 15);
  const view = mapView(extent, 17);
  // The legend names only what the map draws.
  const legend = [
    { color: MAP_COLORS.sector, text: t('map.sectors', { count: map.sectors.length }), count: map.sectors.length },
    { color: MAP_COLORS.park, text: t('map.parks', { count: map.parks.length }), count: map.parks.length },
    {
      color: MAP_COLORS.approach,
      text: t('map.approaches', { count: map.approaches.length }),
      count: map.approaches.length,
      line: true,
    },
    {
      color: MAP_COLORS.rockBar,
      text: t('map.rockBars', { count: map.rock_bars.length }),
      count: map.rock_bars.length,
      line: true,
    },
  ]
    .filter((item) => item.count > 0)
    .map(({ count: _count, ...item }) => item);
  return (
    <Stack gap="xs" data-testid="crag-map">
      <BaseMap
        label={t('map.label', { name: map.crag.name })}
        height={height}
        scrollWheelZoom={scrollWheelZoom}
        {...view}
      >
        <Marker position={[map.crag.latitude, map.crag.longitude]} title={map.crag.name} alt={map.crag.name}>
          <Popup>{map.crag.name}</Popup>
        </Marker>
        {map.rock_bars.map((bar) => (
          <Polyline
            key={`bar-${bar.id}`}
            positions={bar.path as [number, number][]}
            pathOptions={{ color: MAP_COLORS.rockBar, weight: 6, opacity: 0.85 }}
          />
        ))}
        {map.approaches.map((approach) => (
          <Polyline
            key={`approach-${approach.id}`}
            positions={approach.path as [number, number][]}
            pathOptions={{ color: MAP_COLORS.approach, weight: 4, dashArray: '8 6' }}
          >
            <Popup>
              {t('map.approach', { length: metres(approach.length), time: minutes(approach.walking_time) })}
            </Popup>
          </Polyline>
        ))}
        {map.parks.map((park) => (
          <Marker
            key={`park-${park.id}`}
            position={[park.latitude, park.longitude]}
            icon={parkIcon}
            title={park.description ?? t('map.park')}
          >
            <Popup>{park.description ?? t('map.park')}</Popup>
          </Marker>
        ))}
        {map.sectors.map((sector) => {
          const isFocused = sector.id === focusSectorId;
          return (
            <CircleMarker
              key={`sector-${sector.id}`}
              center={[sector.latitude, sector.longitude]}
              radius={isFocused ? 11 : 8}
              pathOptions={{
                color: '#fff',
                weight: 2,
                fillColor: isFocused ? MAP_COLORS.focused : MAP_COLORS.sector,
                fillOpacity: 1,
              }}
            >
              <Popup>
                <Anchor to={cragSectorPath(sector)}>{sector.name}</Anchor>
              </Popup>
            </CircleMarker>
          );
        })}
      </BaseMap>
      {legend.length > 0 ? (
        <Group component="ul" gap="md" p={0} m={0} className={classes.list} aria-label={t('map.legend')}>
          {legend.map((item) => (
            <LegendItem key={item.color} {...item} />
          ))}
        </Group>
      ) : null}
      {map.approaches.length > 0 ? (
        <Stack component="ul" gap={2} p={0} m={0} className={classes.list} aria-label={t('map.approachList')}>
          {map.approaches.map((approach) => (
            <Text component="li" size="sm" key={approach.id}>
              {[
                approach.approach_type ? label('approach_types', approach.approach_type) : null,
                t('map.approach', { length: metres(approach.length), time: minutes(approach.walking_time) }),
                approach.description,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
