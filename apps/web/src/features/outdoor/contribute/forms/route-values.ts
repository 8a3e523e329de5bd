import {
  type AnchorType,
  type BoltType,
  type ClimbingType,
  type CragRoute,
  type CragRouteInput,
  cragRouteInput,
  type Incline,
  type PitchInput,
  parseGrade,
  type Reception,
  type StartType,
  type ValidationErrors,
} from '@climb/contracts';
import { mergeErrors, validateWith } from '../../../../lib/forms/form-errors';
import { choiceOrNull, numberOrNull, textOf, textOrNull } from './form-text';
import { emptyPitchRow, type PitchRow, pitchRowOf } from './pitches';
import { withoutCragId } from './update-body';

export interface RouteValues extends Record<string, unknown> {
  name: string;
  climbing_type: ClimbingType | '';
  /** A sector id as the select holds it; '' for none. */
  crag_sector_id: string;
  description: string;
  height: string;
  open_year: string;
  opener: string;
  incline: Incline | '';
  start_type: StartType | '';
  reception: Reception | '';
  bolt_type: BoltType | '';
  anchor_type: AnchorType | '';
  pitches: PitchRow[];
}

export function emptyRouteValues(sectorId: number | null, climbingType: ClimbingType | ''): RouteValues {
  return {
    name: '',
    climbing_type: climbingType,
    crag_sector_id: textOf(sectorId),
    description: '',
    height: '',
    open_year: '',
    opener: '',
    incline: '',
    start_type: '',
    reception: '',
    bolt_type: '',
    anchor_type: '',
    pitches: [emptyPitchRow()],
  };
}

export function routeValuesOf(route: CragRoute): RouteValues {
  return {
    name: route.name,
    climbing_type: route.climbing_type,
    crag_sector_id: textOf(route.crag_sector?.id),
    description: route.description ?? '',
    height: textOf(route.height),
    open_year: textOf(route.open_year),
    opener: route.opener ?? '',
    incline: route.incline ?? '',
    start_type: route.start_type ?? '',
    reception: route.reception ?? '',
    bolt_type: route.bolt_type ?? '',
    anchor_type: route.anchor_type ?? '',
    pitches: route.pitches.length > 0 ? route.pitches.map(pitchRowOf) : [emptyPitchRow()],
  };
}

/** Boulder problems have a start and a landing, but neither bolts, anchors nor several pitches. */
export const isBoulder = (values: Pick<RouteValues, 'climbing_type'>) => values.climbing_type === 'bouldering';

/**
 * The pitches as the API takes them. A single pitch is the route itself: the form asks its
 * height, incline and anchor once, for the route, and the pitch gets the same.
 */
function pitchesBody(values: RouteValues): PitchInput[] {
  const boulder = isBoulder(values);
  const rows = boulder ? values.pitches.slice(0, 1) : values.pitches;
  if (rows.length === 1) {
    const [row] = rows as [PitchRow];
    return [
      {
        grade: row.grade.trim(),
        height: numberOrNull(values.height),
        bolt_count: boulder ? null : numberOrNull(row.bolt_count),
        incline: choiceOrNull(values.incline),
        anchor_type: boulder ? null : choiceOrNull(values.anchor_type),
      },
    ];
  }
  return rows.map((row) => ({
    grade: row.grade.trim(),
    height: numberOrNull(row.height),
    bolt_count: numberOrNull(row.bolt_count),
    incline: choiceOrNull(row.incline),
    anchor_type: choiceOrNull(row.anchor_type),
  }));
}

/** The body of `POST crag_routes.json`; `PUT crag_routes/{id}.json` takes the same without `crag_id`. */
export function routeBody(cragId: number, values: RouteValues): CragRouteInput {
  const boulder = isBoulder(values);
  const sectorId = numberOrNull(values.crag_sector_id);
  return {
    crag_id: cragId,
    crag_sector_id: sectorId,
    name: values.name.trim(),
    // '' is refused by the schema as `required`.
    climbing_type: values.climbing_type as ClimbingType,
    description: textOrNull(values.description),
    height: numberOrNull(values.height),
    open_year: numberOrNull(values.open_year),
    opener: textOrNull(values.opener),
    incline: choiceOrNull(values.incline),
    start_type: boulder ? choiceOrNull(values.start_type) : null,
    reception: boulder ? choiceOrNull(values.reception) : null,
    bolt_type: boulder ? null : choiceOrNull(values.bolt_type),
    anchor_type: boulder ? null : choiceOrNull(values.anchor_type),
    pitches: pitchesBody(values),
  };
}

export const routeUpdateBody = (values: RouteValues) => withoutCragId(routeBody(0, values));

/** A grade that is written but reads as no grade of any system: the API's `pitches: invalid`. */
function unreadableGradeErrors(pitches: readonly PitchInput[]): ValidationErrors {
  return pitches.some((pitch) => pitch.grade !== '' && parseGrade(pitch.grade) === null)
    ? { pitches: ['invalid'] }
    : {};
}

export function validateRoute(cragId: number, values: RouteValues): ValidationErrors {
  const body = routeBody(cragId, values);
  return mergeErrors(validateWith(cragRouteInput, body), unreadableGradeErrors(body.pitches));
}
