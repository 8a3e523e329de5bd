import { type CragFeatureCollection, type CragSummary, markerIcon } from '@climb/contracts';
import Supercluster from 'supercluster';

export type CragFeature = CragFeatureCollection['features'][number];
export type CragMarkerProps = CragFeature['properties'];

/** `[west, south, east, north]`, degrees. */
export type Bbox = [number, number, number, number];

/** A place on a map (a crag, a gym), with what its marker needs. */
export interface PointFeature<P> {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: P;
}

/** A bubble of the server's answer: how many places one cell of its grid holds, at their centroid. */
interface ClusterFeature {
  geometry: { coordinates: [number, number] };
  properties: { cluster: true; count: number };
}

/** What the map draws at a zoom: either a bubble for several places or one place. */
export type MapItem<P> =
  | { kind: 'cluster'; id: number; latitude: number; longitude: number; count: number }
  | { kind: 'point'; latitude: number; longitude: number; properties: P };

/**
 * A bubble the server made for one cell of the map grid (`crags/geo_json.json` up to zoom 12):
 * drawn as it comes, never merged again in the browser.
 */
export interface ServerCluster {
  latitude: number;
  longitude: number;
  count: number;
}

function isClusterFeature(feature: PointFeature<object> | ClusterFeature): feature is ClusterFeature {
  return 'cluster' in feature.properties && feature.properties.cluster === true;
}

/** A viewport's answer split into what the browser still clusters (its places) and the server's bubbles. */
export function splitViewportAnswer<F extends PointFeature<object> | ClusterFeature>(
  answer: { features: readonly F[] } | undefined,
): { points: Exclude<F, ClusterFeature>[]; clusters: ServerCluster[] } {
  const points: Exclude<F, ClusterFeature>[] = [];
  const clusters: ServerCluster[] = [];
  for (const feature of answer?.features ?? []) {
    if (isClusterFeature(feature)) {
      const [longitude, latitude] = feature.geometry.coordinates;
      clusters.push({ latitude, longitude, count: feature.properties.count });
    } else {
      points.push(feature as Exclude<F, ClusterFeature>);
    }
  }
  return { points, clusters };
}

/** Past this zoom every place is drawn alone, even two crags on the same cliff. */
export const CLUSTER_MAX_ZOOM = 15;

/** Places closer than this on screen (CSS pixels) share a bubble. */
export const CLUSTER_RADIUS_PX = 60;

/** Indexes a viewport's places for clustering (a few milliseconds for thousands of markers). */
export function buildPointIndex<P extends object>(features: readonly PointFeature<P>[]): Supercluster<P> {
  const index = new Supercluster<P>({
    radius: CLUSTER_RADIUS_PX,
    // Leaflet's 256-pixel tiles: the radius is then in screen pixels at Leaflet's own zoom levels.
    extent: 256,
    maxZoom: CLUSTER_MAX_ZOOM,
    minPoints: 2,
  });
  return index.load(features as unknown as Supercluster.PointFeature<P>[]);
}

/** The bubbles and single places to draw in a bounding box at a zoom level. */
export function clusterItems<P extends object>(index: Supercluster<P>, bbox: Bbox, zoom: number): MapItem<P>[] {
  return index.getClusters(bbox, Math.round(zoom)).map((feature) => {
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    const properties = feature.properties as P | Supercluster.ClusterProperties;
    if ('cluster' in properties && properties.cluster) {
      return { kind: 'cluster', id: properties.cluster_id, latitude, longitude, count: properties.point_count };
    }
    return { kind: 'point', latitude, longitude, properties: properties as P };
  });
}

/** Lists (department, town, around me) carry summaries: the same markers drawn from them. */
export function featuresOfSummaries(crags: readonly CragSummary[]): CragFeature[] {
  return crags.map((crag) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [crag.longitude, crag.latitude] },
    properties: {
      id: crag.id,
      name: crag.name,
      slug_name: crag.slug_name,
      icon: markerIcon(crag.climbing_types),
      routes_count: crag.routes_count,
      grade_min_value: crag.grade_min_value,
      grade_max_value: crag.grade_max_value,
    },
  }));
}

/** How many of the features lie inside a bounding box (what the visitor sees, not what was fetched). */
export function countInside(features: readonly PointFeature<unknown>[], [west, south, east, north]: Bbox): number {
  return features.filter(({ geometry: { coordinates } }) => {
    const [longitude, latitude] = coordinates;
    return longitude >= west && longitude <= east && latitude >= south && latitude <= north;
  }).length;
}

/** How many places the visitor sees in a box: the places inside it and what the bubbles inside it hold. */
export function countShown(
  points: readonly PointFeature<unknown>[],
  clusters: readonly ServerCluster[],
  [west, south, east, north]: Bbox,
): number {
  const inside = (longitude: number, latitude: number) =>
    longitude >= west && longitude <= east && latitude >= south && latitude <= north;
  return (
    countInside(points, [west, south, east, north]) +
    clusters.reduce((sum, cluster) => sum + (inside(cluster.longitude, cluster.latitude) ? cluster.count : 0), 0)
  );
}

/**
 * Bounds that show every point, padded so a single crag is not drawn at the highest zoom:
 * `[[south, west], [north, east]]`, or null without points.
 */
export function boundsOf(points: readonly { latitude: number; longitude: number }[], padding = 0.01) {
  if (points.length === 0) return null;
  const latitudes = points.map((point) => point.latitude);
  const longitudes = points.map((point) => point.longitude);
  return [
    [Math.min(...latitudes) - padding, Math.min(...longitudes) - padding],
    [Math.max(...latitudes) + padding, Math.max(...longitudes) + padding],
  ] as [[number, number], [number, number]];
}

/**
 * A box grown by a share of its size on every side, within the world: the map asks for a little
 * more than it shows, so a short pan has its markers already.
 */
export function padBbox([west, south, east, north]: Bbox, share = 0.25): Bbox {
  const dx = (east - west) * share;
  const dy = (north - south) * share;
  return [Math.max(-180, west - dx), Math.max(-90, south - dy), Math.min(180, east + dx), Math.min(90, north + dy)];
}
