import type { CragMap } from '@climb/contracts';
import { CircleMarker, Polyline, Tooltip } from 'react-leaflet';

/** Colours of the map items (drawn over map tiles, the same in both themes). */
export const MAP_COLORS = {
  crag: '#2f9e44',
  sector: '#1971c2',
  park: '#5f3dc4',
  approach: '#e8590c',
  rockBar: '#495057',
  draft: '#e8590c',
} as const;

export type HiddenItem = { kind: 'sectors' | 'parks' | 'approaches' | 'rock_bars'; id: number } | undefined;

const shown = (hide: HiddenItem, kind: NonNullable<HiddenItem>['kind'], id: number) =>
  !(hide && hide.kind === kind && hide.id === id);

/** What the crag map already holds, under what is being edited: non-interactive, labelled. */
export function CragContextLayers({ map, hide }: { map: CragMap; hide?: HiddenItem }) {
  return (
    <>
      {map.rock_bars
        .filter((bar) => shown(hide, 'rock_bars', bar.id))
        .map((bar) => (
          <Polyline
            key={`rock-bar-${bar.id}`}
            positions={bar.path}
            pathOptions={{ color: MAP_COLORS.rockBar, weight: 7, opacity: 0.8 }}
            interactive={false}
          />
        ))}
      {map.approaches
        .filter((approach) => shown(hide, 'approaches', approach.id))
        .map((approach) => (
          <Polyline
            key={`approach-${approach.id}`}
            positions={approach.path}
            pathOptions={{ color: MAP_COLORS.approach, weight: 4, dashArray: '8 6' }}
            interactive={false}
          />
        ))}
      {map.parks
        .filter((park) => shown(hide, 'parks', park.id))
        .map((park) => (
          <CircleMarker
            key={`park-${park.id}`}
            center={[park.latitude, park.longitude]}
            radius={9}
            pathOptions={{ color: '#ffffff', weight: 2, fillColor: MAP_COLORS.park, fillOpacity: 1 }}
          >
            <Tooltip permanent direction="center">
              P
            </Tooltip>
          </CircleMarker>
        ))}
      {map.sectors
        .filter((sector) => shown(hide, 'sectors', sector.id))
        .map((sector) => (
          <CircleMarker
            key={`sector-${sector.id}`}
            center={[sector.latitude, sector.longitude]}
            radius={7}
            pathOptions={{ color: '#ffffff', weight: 2, fillColor: MAP_COLORS.sector, fillOpacity: 1 }}
          >
            <Tooltip permanent direction="top" offset={[0, -8]}>
              {sector.name}
            </Tooltip>
          </CircleMarker>
        ))}
      <CircleMarker
        center={[map.crag.latitude, map.crag.longitude]}
        radius={6}
        pathOptions={{ color: '#ffffff', weight: 2, fillColor: MAP_COLORS.crag, fillOpacity: 1 }}
      >
        <Tooltip direction="top">{map.crag.name}</Tooltip>
      </CircleMarker>
    </>
  );
}
