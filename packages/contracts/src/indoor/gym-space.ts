import { z } from 'zod';
import { contributor, recordRef } from '../outdoor/wiki';
import { recordId, text, updateOf } from '../platform/validation';
import { GYM_ROUTE_CLIMBING_TYPES } from './enums';
import { MAX_SECTOR_POLYGON_POINTS } from './plan';

const nameField = text().trim().min(1).max(120);
const description = text().trim().max(10_000).nullable();
const order = z.number().int().min(0).max(1_000);

/** A plan image as stored: its address and its size in pixels, the frame the sectors are drawn in. */
export const gymPlan = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type GymPlan = z.infer<typeof gymPlan>;

/** What a gym's list of spaces shows. */
export const gymSpaceSummary = z.object({
  id: z.number().int(),
  gym_id: z.number().int(),
  name: z.string(),
  slug_name: z.string(),
  climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES).nullable(),
  position: z.number().int(),
  plan: gymPlan.nullable(),
  sectors_count: z.number().int(),
  mounted_routes_count: z.number().int(),
});
export type GymSpaceSummary = z.infer<typeof gymSpaceSummary>;

/** A point of a plan (`PlanPoint`), in the plan image's own pixels: `[x, y]`, x to the right, y down. */
const planCoordinate = z
  .number()
  .min(0)
  .max(100_000)
  // A hundredth of a pixel is finer than any finger: closer to 0, a coordinate is 0 (the database computes with it).
  .refine((value) => value === 0 || value >= 0.01, {
    message: 'must be 0 or at least 0.01',
    params: { rule: 'invalid' },
  });
export const planPoint = z.tuple([planCoordinate, planCoordinate]);

/** What a space page draws of a sector. */
export const gymSector = z.object({
  id: z.number().int(),
  gym_id: z.number().int(),
  gym_space_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES).nullable(),
  height: z.number().int().nullable(),
  anchor_from: z.number().int().nullable(),
  anchor_to: z.number().int().nullable(),
  /** The sector's outline on the space's plan; null until drawn. */
  polygon: z.array(planPoint).nullable(),
  position: z.number().int(),
  mounted_routes_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GymSector = z.infer<typeof gymSector>;

/** `GET gym_spaces/{id}.json`: the space, its gym and its sectors. */
export const gymSpace = gymSpaceSummary.extend({
  description: z.string().nullable(),
  gym: recordRef,
  sectors: z.array(gymSector),
  creator: contributor.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GymSpace = z.infer<typeof gymSpace>;

/** `POST gym_spaces.json` and `PUT gym_spaces/{id}.json` (the gym is given on creation only). */
const spaceFields = {
  name: nameField,
  description: description.optional(),
  climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES).nullable().optional(),
  position: order.optional(),
};
export const gymSpaceInput = z.strictObject({ gym_id: recordId(), ...spaceFields });
export type GymSpaceInput = z.infer<typeof gymSpaceInput>;
export const gymSpaceUpdateInput = updateOf(z.strictObject(spaceFields));
export type GymSpaceUpdateInput = z.infer<typeof gymSpaceUpdateInput>;

/**
 * `POST gym_sectors.json` and `PUT gym_sectors/{id}.json`; the polygon is checked against the space's plan
 * (`planPolygonProblem`): closed, inside the plan, at most `MAX_SECTOR_POLYGON_POINTS` points.
 */
const sectorFields = {
  name: nameField,
  description: description.optional(),
  climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES).nullable().optional(),
  height: z.number().int().min(1).max(100).nullable().optional(),
  anchor_from: z.number().int().min(0).max(999).nullable().optional(),
  anchor_to: z.number().int().min(0).max(999).nullable().optional(),
  polygon: z.array(planPoint).max(MAX_SECTOR_POLYGON_POINTS).nullable().optional(),
  position: order.optional(),
};
export const gymSectorInput = z.strictObject({ gym_space_id: recordId(), ...sectorFields });
export type GymSectorInput = z.infer<typeof gymSectorInput>;
/** On update a sector may move to another space of its gym. */
export const gymSectorUpdateInput = updateOf(z.strictObject({ gym_space_id: recordId(), ...sectorFields }));
export type GymSectorUpdateInput = z.infer<typeof gymSectorUpdateInput>;
