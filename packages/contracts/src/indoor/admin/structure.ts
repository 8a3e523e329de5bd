import { z } from 'zod';
import { contributor } from '../../outdoor/wiki';
import { pageQuery } from '../../platform/pagination';
import { recordId, text, updateOf } from '../../platform/validation';
import { INT4_MAX } from '../../platform/validation-errors';
import { GYM_ROUTE_CLIMBING_TYPES } from '../enums';

/*
 * The gym's structure in its administration area (docs/domain/indoor.md, "Administration"): its space groups, the
 * tree of groups, spaces and sectors its staff reorder, and its openers.
 */

const nameField = text().trim().min(1).max(120);

/** A group of spaces (a building, a floor): the first level of the gym's tree. */
export const gymSpaceGroup = z.object({
  id: z.number().int(),
  gym_id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  /** Its spaces: deleting the group moves them to the gym's top level. */
  spaces_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GymSpaceGroup = z.infer<typeof gymSpaceGroup>;

/** `POST gyms/{id}/gym_space_groups.json`: a new group, last of the gym's. */
export const gymSpaceGroupInput = z.strictObject({ name: nameField });
export type GymSpaceGroupInput = z.infer<typeof gymSpaceGroupInput>;
/** `PUT gym_space_groups/{id}.json`: its name (its place changes in the tree). */
export const gymSpaceGroupUpdateInput = updateOf(z.strictObject({ name: nameField }));
export type GymSpaceGroupUpdateInput = z.infer<typeof gymSpaceGroupUpdateInput>;

/** A sector in the tree. */
export const gymTreeSector = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  mounted_routes_count: z.number().int(),
});
export type GymTreeSector = z.infer<typeof gymTreeSector>;

/** A space in the tree, with its sectors in order. */
export const gymTreeSpace = z.object({
  id: z.number().int(),
  name: z.string(),
  slug_name: z.string(),
  climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES).nullable(),
  position: z.number().int(),
  gym_space_group_id: z.number().int().nullable(),
  sectors_count: z.number().int(),
  mounted_routes_count: z.number().int(),
  sectors: z.array(gymTreeSector),
});
export type GymTreeSpace = z.infer<typeof gymTreeSpace>;

/** A group in the tree, with its spaces in order. */
export const gymTreeGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  mounted_routes_count: z.number().int(),
  spaces: z.array(gymTreeSpace),
});
export type GymTreeGroup = z.infer<typeof gymTreeGroup>;

/** `GET gyms/{id}/tree_structure.json`: groups → spaces → sectors, each in order; spaces without a group after. */
export const gymTreeStructure = z.object({
  groups: z.array(gymTreeGroup),
  spaces: z.array(gymTreeSpace),
});
export type GymTreeStructure = z.infer<typeof gymTreeStructure>;

/** What a move of the tree moves. */
export const GYM_TREE_KINDS = ['space_group', 'space', 'sector'] as const;
export type GymTreeKind = (typeof GYM_TREE_KINDS)[number];
/** Where it goes: the gym's top level, a group, a space. */
export const GYM_TREE_PARENT_KINDS = ['gym', 'space_group', 'space'] as const;
export type GymTreeParentKind = (typeof GYM_TREE_PARENT_KINDS)[number];

/**
 * `PUT gyms/{id}/tree_structure/move.json`: one item to its new place, `position` its index among its new siblings
 * (from 0, past the last one: last). `parent_kind: gym` (and `parent_id` null or the gym's id): the top level. A
 * group goes only at the top level, a space at the top level or in a group, a sector in a space: else 422
 * `parent_kind: not_included`. An id of nothing: `not_found`; of another gym's record: `not_included`.
 */
export const gymTreeMoveInput = z.strictObject({
  kind: z.enum(GYM_TREE_KINDS),
  id: recordId(),
  parent_kind: z.enum(GYM_TREE_PARENT_KINDS),
  parent_id: z.number().int().min(1).max(INT4_MAX).nullable().optional(),
  position: z.number().int().min(0).max(1_000),
});
export type GymTreeMoveInput = z.infer<typeof gymTreeMoveInput>;

/** A gym's route setter, with or without a climber account. */
export const gymOpener = z.object({
  id: z.number().int(),
  gym_id: z.number().int(),
  name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  /** Their climber account, when they have one. */
  user: contributor.nullable(),
  /** The mounted routes they set. */
  mounted_routes_count: z.number().int(),
  /** Their routes, mounted or not. */
  routes_count: z.number().int(),
  /** Set once they no longer set here (deleted while routes name them): kept for those, offered for no new one. */
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GymOpener = z.infer<typeof gymOpener>;

const openerFields = {
  name: nameField,
  first_name: text().trim().max(60).nullable().optional(),
  last_name: text().trim().max(60).nullable().optional(),
  /** Their climber account: it must exist (`not_found`), and be no other opener's of the gym (`taken`). */
  user_id: recordId().nullable().optional(),
};
/** `POST gyms/{id}/gym_openers.json`. */
export const gymOpenerInput = z.strictObject(openerFields);
export type GymOpenerInput = z.infer<typeof gymOpenerInput>;
/** `PUT gym_openers/{id}.json`: the fields given; `archived: false` brings an archived opener back. */
export const gymOpenerUpdateInput = updateOf(z.strictObject({ ...openerFields, archived: z.boolean() }));
export type GymOpenerUpdateInput = z.infer<typeof gymOpenerUpdateInput>;

/** `GET gyms/{id}/gym_openers.json`: the openers who set here (by name), or with `archived=true` the archived ones. */
export const gymOpenerListQuery = pageQuery.extend({
  archived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type GymOpenerListQuery = z.infer<typeof gymOpenerListQuery>;
