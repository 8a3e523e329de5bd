import {
  type GymRouteClimbingType,
  type GymSector,
  type GymSectorInput,
  gymSectorInput,
  type PlanPoint,
  type PlanSize,
  planPolygonProblem,
  type ValidationErrors,
} from '@climb/contracts';
import { mergeErrors, validateWith } from '../../../../lib/forms/form-errors';
import { choiceOrNull, numberOrNull, textOf, textOrNull } from './form-text';

export interface SectorValues extends Record<string, unknown> {
  /** The space the sector is in, as its select holds it ('' until chosen). */
  gym_space_id: string;
  name: string;
  description: string;
  climbing_type: GymRouteClimbingType | '';
  height: string;
  anchor_from: string;
  anchor_to: string;
  /** The outline on the space's plan, in the plan's pixels; null while none is drawn. */
  polygon: PlanPoint[] | null;
}

export function emptySectorValues(spaceId: number | null): SectorValues {
  return {
    gym_space_id: spaceId === null ? '' : String(spaceId),
    name: '',
    description: '',
    climbing_type: '',
    height: '',
    anchor_from: '',
    anchor_to: '',
    polygon: null,
  };
}

export const sectorValuesOf = (sector: GymSector): SectorValues => ({
  gym_space_id: String(sector.gym_space_id),
  name: sector.name,
  description: sector.description ?? '',
  climbing_type: sector.climbing_type ?? '',
  height: textOf(sector.height),
  anchor_from: textOf(sector.anchor_from),
  anchor_to: textOf(sector.anchor_to),
  polygon: sector.polygon ? sector.polygon.map(([x, y]) => [x, y] as PlanPoint) : null,
});

/** The body of `POST gym_sectors.json` and `PUT gym_sectors/{id}.json`: the outline as drawn, in plan pixels. */
export function sectorBody(values: SectorValues): GymSectorInput {
  return {
    // No space chosen is sent as null, which the schema refuses as `required`.
    gym_space_id: numberOrNull(values.gym_space_id) as number,
    name: values.name.trim(),
    description: textOrNull(values.description),
    climbing_type: choiceOrNull(values.climbing_type),
    height: numberOrNull(values.height),
    anchor_from: numberOrNull(values.anchor_from),
    anchor_to: numberOrNull(values.anchor_to),
    polygon: values.polygon && values.polygon.length > 0 ? values.polygon : null,
  };
}

/**
 * The outline's rules: on a space with a plan a sector is drawn on it, as the server checks it
 * (`planPolygonProblem`: closed, inside the plan, not crossing itself); on a space without one it is saved without.
 */
export function outlineErrors(polygon: PlanPoint[] | null, plan: PlanSize | null): ValidationErrors {
  if (!plan) return {};
  if (!polygon || polygon.length === 0) return { polygon: ['required'] };
  const problem = planPolygonProblem(polygon, plan);
  return problem ? { polygon: [problem] } : {};
}

/** The last anchor comes after the first one (`too_small` otherwise). */
function anchorOrderErrors(from: number | null | undefined, to: number | null | undefined): ValidationErrors {
  return typeof from === 'number' && typeof to === 'number' && to < from ? { anchor_to: ['too_small'] } : {};
}

/** The API's rules (the contract's schema, the outline on the plan) and the order of the anchors. */
export function validateSector(values: SectorValues, plan: PlanSize | null): ValidationErrors {
  const body = sectorBody(values);
  return mergeErrors(
    validateWith(gymSectorInput, body),
    outlineErrors(values.polygon, plan),
    anchorOrderErrors(body.anchor_from, body.anchor_to),
  );
}
