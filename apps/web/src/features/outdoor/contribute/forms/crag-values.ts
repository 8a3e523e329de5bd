import {
  type ClimbingType,
  type Crag,
  type CragInput,
  cragInput,
  type Orientation,
  type RainExposure,
  type RockType,
  type Season,
  type SunExposure,
  type ValidationErrors,
} from '@climb/contracts';
import { mergeErrors, validateWith } from '../../../../lib/forms/form-errors';
import { choiceOrNull, numberOrNull, textOf, textOrNull } from './form-text';
import { positionTextOf } from './position-values';

/** A town picked in the town search: what the field shows of it. */
export interface TownChoice {
  id: number;
  name: string;
  /** The department, to tell towns of the same name apart ("05 · Hautes-Alpes"). */
  detail: string | null;
}

/** The crag form's values: inputs hold text, '' meaning "not said". */
export interface CragValues extends Record<string, unknown> {
  name: string;
  latitude: string;
  longitude: string;
  elevation: string;
  climbing_types: ClimbingType[];
  rocks: RockType[];
  rain: RainExposure | '';
  sun: SunExposure | '';
  orientations: Orientation[];
  seasons: Season[];
  min_approach_time: string;
  max_approach_time: string;
  description: string;
  /** null: the server picks the nearest town. */
  town: TownChoice | null;
}

export const EMPTY_CRAG_VALUES: CragValues = {
  name: '',
  latitude: '',
  longitude: '',
  elevation: '',
  climbing_types: [],
  rocks: [],
  rain: '',
  sun: '',
  orientations: [],
  seasons: [],
  min_approach_time: '',
  max_approach_time: '',
  description: '',
  town: null,
};

export function cragValuesOf(crag: Crag): CragValues {
  return {
    name: crag.name,
    ...positionTextOf(crag.latitude, crag.longitude),
    elevation: textOf(crag.elevation),
    climbing_types: [...crag.climbing_types],
    rocks: [...crag.rocks],
    rain: crag.rain ?? '',
    sun: crag.sun ?? '',
    orientations: [...crag.orientations],
    seasons: [...crag.seasons],
    min_approach_time: textOf(crag.min_approach_time),
    max_approach_time: textOf(crag.max_approach_time),
    description: crag.description ?? '',
    town: crag.town
      ? {
          id: crag.town.id,
          name: crag.town.name,
          detail: crag.department ? `${crag.department.number} · ${crag.department.name}` : null,
        }
      : null,
  };
}

/** The body of `POST crags.json` and `PUT crags/{id}.json` (the form always sends every field). */
export function cragBody(values: CragValues): CragInput {
  return {
    name: values.name.trim(),
    // A blank coordinate is sent as null, which the schema refuses as `required`.
    latitude: numberOrNull(values.latitude) as number,
    longitude: numberOrNull(values.longitude) as number,
    elevation: numberOrNull(values.elevation),
    climbing_types: values.climbing_types,
    rocks: values.rocks,
    rain: choiceOrNull(values.rain),
    sun: choiceOrNull(values.sun),
    orientations: values.orientations,
    seasons: values.seasons,
    min_approach_time: numberOrNull(values.min_approach_time),
    max_approach_time: numberOrNull(values.max_approach_time),
    description: textOrNull(values.description),
    town_id: values.town?.id ?? null,
  };
}

/** A longest approach shorter than the shortest one is `too_small`. */
function approachOrderErrors(min: number | null | undefined, max: number | null | undefined): ValidationErrors {
  return typeof min === 'number' && typeof max === 'number' && max < min ? { max_approach_time: ['too_small'] } : {};
}

/** The API's rules (the contract's schema) plus the order of the approach times. */
export function validateCrag(values: CragValues): ValidationErrors {
  const body = cragBody(values);
  return mergeErrors(
    validateWith(cragInput, body),
    approachOrderErrors(body.min_approach_time, body.max_approach_time),
  );
}
