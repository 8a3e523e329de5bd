import { distanceMetres } from '@climb/contracts';
import { slugify } from '../../lib/slug';

/** The Boolder subset committed in `apps/api/data/open-data/boolder/` (see its LICENSE-AND-SOURCE.md). */
export interface BoolderBounds {
  south_west_lat: number;
  south_west_lng: number;
  north_east_lat: number;
  north_east_lng: number;
}

export interface BoolderArea {
  id: number;
  name: string;
  lat: number;
  lng: number;
  bounds: BoolderBounds;
}

export interface BoolderCircuit {
  id: number;
  color: string;
  start_lat: number;
  start_lng: number;
}

export interface BoolderParking {
  name: string;
  short_name: string;
  lat: number;
  lng: number;
}

export interface BoolderCluster {
  name: string;
  bounds: BoolderBounds;
}

export interface BoolderData {
  areas: BoolderArea[];
  circuits: BoolderCircuit[];
  parkings: BoolderParking[];
  clusters: BoolderCluster[];
}

/** Anything placed on the map. */
export interface Located {
  latitude: number;
  longitude: number;
}

export interface PlannedCrag extends Located {
  source_id: string;
  name: string;
  slug_name: string;
  description: string;
  /** INSEE code of the nearest town (the department comes from it). */
  town_code: string;
  sectors_count: number;
}

export interface PlannedArea {
  source_id: string;
  name: string;
  slug_name: string;
  description: string;
  crag_source_ids: string[];
}

export interface PlannedPark extends Located {
  crag_source_id: string;
  description: string;
}

export interface PlannedSector extends Located {
  crag_source_id: string;
  source_id: string;
  name: string;
  slug_name: string;
  description: string;
}

export interface BoolderPlan {
  crags: PlannedCrag[];
  areas: PlannedArea[];
  parks: PlannedPark[];
  sectors: PlannedSector[];
}

export const BOOLDER_SOURCE = 'Boolder';
/**
 * Boolder covers the Fontainebleau massif, in Seine-et-Marne and Essonne. Towns are those of 1,000
 * inhabitants or more, so the nearest one can lie across a border (Buthiers would go to Le Malesherbois,
 * Loiret): crags are placed in the nearest town of these departments.
 */
export const BOOLDER_DEPARTMENTS: ReadonlySet<string> = new Set(['77', '91']);
export const FONTAINEBLEAU_AREA = { source_id: 'fontainebleau', name: 'Forêt de Fontainebleau' };

const CREDIT = 'd’après les données ouvertes de Boolder (www.boolder.com, CC BY 4.0)';

/** Circuit colours as Boolder writes them, in French: the data describes French circuits. */
export const CIRCUIT_COLOURS_FR: Readonly<Record<string, string>> = {
  yellow: 'jaune',
  orange: 'orange',
  red: 'rouge',
  blue: 'bleu',
  skyblue: 'bleu ciel',
  green: 'vert',
  purple: 'violet',
  salmon: 'saumon',
  black: 'noir',
  white: 'blanc',
};

export function inBounds(bounds: BoolderBounds, latitude: number, longitude: number): boolean {
  return (
    latitude >= bounds.south_west_lat &&
    latitude <= bounds.north_east_lat &&
    longitude >= bounds.south_west_lng &&
    longitude <= bounds.north_east_lng
  );
}

/** The item closest to a point (haversine), or undefined for an empty list. */
export function nearest<T extends Located>(items: readonly T[], latitude: number, longitude: number): T | undefined {
  let best: T | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const item of items) {
    const distance = distanceMetres(latitude, longitude, item.latitude, item.longitude);
    if (distance < bestDistance) {
      best = item;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The area a circuit starts in: the one whose box holds its start, the closest point when several do.
 * A circuit starting outside every box belongs to none: attaching it to a crag would be a guess.
 */
export function areaOfCircuit(areas: readonly BoolderArea[], circuit: BoolderCircuit): BoolderArea | undefined {
  const holding = areas.filter((area) => inBounds(area.bounds, circuit.start_lat, circuit.start_lng));
  return nearest(
    holding.map((area) => ({ area, latitude: area.lat, longitude: area.lng })),
    circuit.start_lat,
    circuit.start_lng,
  )?.area;
}

export function clusterOf(clusters: readonly BoolderCluster[], area: BoolderArea): BoolderCluster | undefined {
  return clusters.find((cluster) => inBounds(cluster.bounds, area.lat, area.lng));
}

/** Boolder names two areas `Est` and two `Ouest`: those get their cluster, `Ouest (Apremont)`. */
function cragNames(data: BoolderData): Map<number, string> {
  const uses = new Map<string, number>();
  for (const area of data.areas) uses.set(area.name, (uses.get(area.name) ?? 0) + 1);
  return new Map(
    data.areas.map((area) => {
      if ((uses.get(area.name) ?? 0) < 2) return [area.id, area.name];
      return [area.id, `${area.name} (${clusterOf(data.clusters, area)?.name ?? `Boolder ${area.id}`})`];
    }),
  );
}

function colourFr(colour: string): string {
  const french = CIRCUIT_COLOURS_FR[colour];
  if (!french) throw new Error(`Boolder circuit colour "${colour}" has no French name`);
  return french;
}

/** A crag's circuits named by colour, in id order; a colour met again is numbered: `Circuit bleu (2)`. */
function planSectors(data: BoolderData): PlannedSector[] {
  const seen = new Map<string, number>();
  const sectors: PlannedSector[] = [];
  for (const circuit of [...data.circuits].sort((a, b) => a.id - b.id)) {
    const area = areaOfCircuit(data.areas, circuit);
    if (!area) continue;
    const colour = colourFr(circuit.color);
    const key = `${area.id}:${colour}`;
    const rank = (seen.get(key) ?? 0) + 1;
    seen.set(key, rank);
    const name = rank === 1 ? `Circuit ${colour}` : `Circuit ${colour} (${rank})`;
    sectors.push({
      crag_source_id: String(area.id),
      source_id: String(circuit.id),
      name,
      slug_name: slugify(name),
      latitude: circuit.start_lat,
      longitude: circuit.start_lng,
      description: `Circuit ${colour} ${CREDIT}, identifiant ${circuit.id}. Position : le premier bloc du circuit.`,
    });
  }
  return sectors;
}

/**
 * The crag a parking serves: the one it is named after (`Parking Isatis` for Isatis, although Hautes Plaines
 * is nearer), else the nearest.
 */
function parkingCrag(crags: readonly PlannedCrag[], parking: BoolderParking): PlannedCrag {
  const named = crags.find((crag) => crag.name === parking.short_name);
  return named ?? (nearest(crags, parking.lat, parking.lng) as PlannedCrag);
}

/**
 * What the seed stores from Boolder, nothing the source does not say: each area is a bouldering crag
 * (no problems or grades in the subset, so no routes), each circuit a sector of the area it starts in,
 * each parking a park of the crag it is named after or else the nearest, each cluster an area of the crags inside it, plus one area
 * for all of them. Each crag is placed in its nearest town of `BOOLDER_DEPARTMENTS`.
 */
export function planBoolderSeed(
  data: BoolderData,
  allTowns: readonly (Located & { code: string; department: string })[],
): BoolderPlan {
  const towns = allTowns.filter((town) => BOOLDER_DEPARTMENTS.has(town.department));
  const names = cragNames(data);
  const sectors = planSectors(data);
  const crags = data.areas.map((area) => {
    const name = names.get(area.id) ?? area.name;
    const town = nearest(towns, area.lat, area.lng);
    if (!town) throw new Error('planBoolderSeed: no towns to place the crags in');
    return {
      source_id: String(area.id),
      name,
      slug_name: slugify(name),
      latitude: area.lat,
      longitude: area.lng,
      description: `Site de bloc de Fontainebleau : nom, position et circuits ${CREDIT}.`,
      town_code: town.code,
      sectors_count: sectors.filter((sector) => sector.crag_source_id === String(area.id)).length,
    };
  });
  const parks = data.parkings.map((parking) => {
    const crag = parkingCrag(crags, parking);
    return { crag_source_id: crag.source_id, latitude: parking.lat, longitude: parking.lng, description: parking.name };
  });
  const clusterAreas = data.clusters.map((cluster) => ({
    source_id: `cluster-${slugify(cluster.name)}`,
    name: cluster.name,
    slug_name: slugify(cluster.name),
    description: `Les sites de bloc du secteur ${cluster.name} à Fontainebleau, ${CREDIT}.`,
    crag_source_ids: data.areas.filter((area) => clusterOf([cluster], area)).map((area) => String(area.id)),
  }));
  const forest = {
    ...FONTAINEBLEAU_AREA,
    slug_name: slugify(FONTAINEBLEAU_AREA.name),
    description: `Les sites de bloc de Fontainebleau ${CREDIT}.`,
    crag_source_ids: crags.map((crag) => crag.source_id),
  };
  return { crags, areas: [...clusterAreas, forest], parks, sectors };
}
