import type { GymFeature, GymMapFeature, GymViewportCollection } from '@climb/contracts';
import Supercluster from 'supercluster';
import {
  type Bbox,
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS_PX,
  type ServerCluster,
} from '../../../../climbing/map/crag-clusters';

export type GymMarkerProps = GymFeature['properties'];

/** What the gyms map draws at a zoom: a bubble for several gyms, or one gym. */
export type GymMapItem =
  | { kind: 'cluster'; id: number; latitude: number; longitude: number; count: number }
  | { kind: 'gym'; latitude: number; longitude: number; gym: GymMarkerProps };

function isCluster(feature: GymMapFeature): feature is Exclude<GymMapFeature, GymFeature> {
  return 'cluster' in feature.properties && feature.properties.cluster === true;
}

/** A viewport's answer split into the gyms the browser still clusters and the server's bubbles (drawn as they come). */
export function splitGymAnswer(answer: GymViewportCollection | undefined): {
  gyms: GymFeature[];
  clusters: ServerCluster[];
} {
  const gyms: GymFeature[] = [];
  const clusters: ServerCluster[] = [];
  for (const feature of answer?.features ?? []) {
    if (isCluster(feature)) {
      const [longitude, latitude] = feature.geometry.coordinates;
      clusters.push({ latitude, longitude, count: feature.properties.count });
    } else {
      gyms.push(feature);
    }
  }
  return { gyms, clusters };
}

/** Indexes a viewport's gyms for clustering, with the crags map's radius and last clustered zoom. */
export function buildGymIndex(features: readonly GymFeature[]): Supercluster<GymMarkerProps> {
  const index = new Supercluster<GymMarkerProps>({
    radius: CLUSTER_RADIUS_PX,
    extent: 256,
    maxZoom: CLUSTER_MAX_ZOOM,
    minPoints: 2,
  });
  return index.load(features as GymFeature[]);
}

/** The bubbles and single gyms to draw in a box at a zoom. */
export function gymClusterItems(index: Supercluster<GymMarkerProps>, bbox: Bbox, zoom: number): GymMapItem[] {
  return index.getClusters(bbox, Math.round(zoom)).map((feature) => {
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    const properties = feature.properties as GymMarkerProps | Supercluster.ClusterProperties;
    if ('cluster' in properties && properties.cluster) {
      return { kind: 'cluster', id: properties.cluster_id, latitude, longitude, count: properties.point_count };
    }
    return { kind: 'gym', latitude, longitude, gym: properties as GymMarkerProps };
  });
}

/** How many gyms the visitor sees in a box: the gyms inside it and what the server's bubbles inside it hold. */
export function countGymsShown(
  gyms: readonly GymFeature[],
  clusters: readonly ServerCluster[],
  [west, south, east, north]: Bbox,
): number {
  const inside = (longitude: number, latitude: number) =>
    longitude >= west && longitude <= east && latitude >= south && latitude <= north;
  return (
    gyms.filter((gym) => inside(...gym.geometry.coordinates)).length +
    clusters.reduce((sum, cluster) => sum + (inside(cluster.longitude, cluster.latitude) ? cluster.count : 0), 0)
  );
}
