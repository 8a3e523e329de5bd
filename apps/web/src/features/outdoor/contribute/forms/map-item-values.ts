import {
  type Approach,
  type ApproachType,
  approachInput,
  type Park,
  type PathPoint,
  parkInput,
  type RockBar,
  rockBarInput,
  type ValidationErrors,
} from '@climb/contracts';
import type { z } from 'zod';
import { validateWith } from '../../../../lib/forms/form-errors';
import { choiceOrNull, numberOrNull, textOf, textOrNull } from './form-text';
import { positionTextOf } from './position-values';

/** A parking point: where it is, and how to find it. */
export interface ParkValues extends Record<string, unknown> {
  latitude: string;
  longitude: string;
  description: string;
}

export const parkValuesOf = (park: Park | null): ParkValues => ({
  ...positionTextOf(park?.latitude ?? null, park?.longitude ?? null),
  description: park?.description ?? '',
});

export function parkBody(cragId: number, values: ParkValues): z.infer<typeof parkInput> {
  return {
    crag_id: cragId,
    latitude: numberOrNull(values.latitude) as number,
    longitude: numberOrNull(values.longitude) as number,
    description: textOrNull(values.description),
  };
}

export const validatePark = (cragId: number, values: ParkValues): ValidationErrors =>
  validateWith(parkInput, parkBody(cragId, values));

/** An approach: the drawn path lives in the drawing state; the form holds the rest. */
export interface ApproachValues extends Record<string, unknown> {
  path: PathPoint[];
  approach_type: ApproachType | '';
  walking_time: string;
  description: string;
}

export const approachValuesOf = (approach: Approach | null): ApproachValues => ({
  path: approach ? [...approach.path] : [],
  approach_type: approach?.approach_type ?? '',
  walking_time: textOf(approach?.walking_time),
  description: approach?.description ?? '',
});

export function approachBody(cragId: number, values: ApproachValues): z.infer<typeof approachInput> {
  return {
    crag_id: cragId,
    path: values.path,
    approach_type: choiceOrNull(values.approach_type),
    walking_time: numberOrNull(values.walking_time),
    description: textOrNull(values.description),
  };
}

export const validateApproach = (cragId: number, values: ApproachValues): ValidationErrors =>
  validateWith(approachInput, approachBody(cragId, values));

/** A rock bar: the drawn cliff line and, when it belongs to one, its sector. */
export interface RockBarValues extends Record<string, unknown> {
  path: PathPoint[];
  crag_sector_id: string;
}

export const rockBarValuesOf = (rockBar: RockBar | null): RockBarValues => ({
  path: rockBar ? [...rockBar.path] : [],
  crag_sector_id: textOf(rockBar?.crag_sector_id),
});

export function rockBarBody(cragId: number, values: RockBarValues): z.infer<typeof rockBarInput> {
  return { crag_id: cragId, path: values.path, crag_sector_id: numberOrNull(values.crag_sector_id) };
}

export const validateRockBar = (cragId: number, values: RockBarValues): ValidationErrors =>
  validateWith(rockBarInput, rockBarBody(cragId, values));
