import { z } from 'zod';
import type { Endpoint } from './endpoint';
import type { GymRole } from './gym-roles';
import { recordIdParams } from './path-params';

/** What describes the four endpoints of a record (see `recordEndpoints`). */
export interface RecordEndpointsSpec<
  Name extends string,
  Record extends z.ZodType,
  Input extends z.ZodType,
  UpdateInput extends z.ZodType,
  DeleteAccess extends 'climber' | 'site_admin',
> {
  /** Plural of the paths, as in `crag_sectors.json`. */
  name: Name;
  record: Record;
  input: Input;
  updateInput: UpdateInput;
  summaries: { create: string; read: string; update: string; delete: string };
  tags: readonly string[];
  /**
   * Who reaches the delete: `site_admin` at the route, or `climber` when the service keeps it to
   * site administrators (the wiki's crags, sectors and routes: its policy says why).
   */
  deleteAccess: DeleteAccess;
  /**
   * A record of a gym: once the gym has administrators, writing it needs this role (`narrowedTo: 'gym_staff'`).
   * `onCreate`: whether creating one names its gym (a space names its gym; a new gym has no staff yet).
   */
  staff?: { role: GymRole; onCreate: boolean };
}

/**
 * Crags, sectors, routes, areas, parks, approaches and rock bars are all read, created, edited and
 * deleted through the same four paths: `POST {name}.json` (201) and `GET|PUT|DELETE {name}/{id}.json`
 * (200, 200, 204). Visitors read, climbers create and edit.
 */
export function recordEndpoints<
  const Name extends string,
  Record extends z.ZodType,
  Input extends z.ZodType,
  UpdateInput extends z.ZodType,
  const DeleteAccess extends 'climber' | 'site_admin',
>(spec: RecordEndpointsSpec<Name, Record, Input, UpdateInput, DeleteAccess>) {
  const { name, record, input, updateInput, summaries, tags, deleteAccess, staff } = spec;
  const staffOnly = staff ? { narrowedTo: 'gym_staff' as const, gymRole: staff.role } : {};
  const collection = `/${name}.json` as const;
  const member = `/${name}/{id}.json` as const;
  return {
    create: {
      method: 'POST',
      path: collection,
      summary: summaries.create,
      tags,
      access: 'climber',
      ...(staff?.onCreate ? staffOnly : {}),
      body: input,
      responses: { 201: record },
    } as const satisfies Endpoint,
    read: {
      method: 'GET',
      path: member,
      summary: summaries.read,
      tags,
      access: 'api_key',
      params: recordIdParams,
      responses: { 200: record },
    } as const satisfies Endpoint,
    update: {
      method: 'PUT',
      path: member,
      summary: summaries.update,
      tags,
      access: 'climber',
      ...staffOnly,
      params: recordIdParams,
      body: updateInput,
      responses: { 200: record },
    } as const satisfies Endpoint,
    delete: {
      method: 'DELETE',
      path: member,
      summary: summaries.delete,
      tags,
      access: deleteAccess,
      ...(deleteAccess === 'climber' ? (staff ? staffOnly : { narrowedTo: 'site_admin' as const }) : {}),
      params: recordIdParams,
      responses: { 204: z.null() },
    } as const satisfies Endpoint,
  };
}
