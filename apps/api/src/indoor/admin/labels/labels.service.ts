import type {
  GymLabelPrint,
  GymLabelPrintQuery,
  GymLabelTemplate,
  GymLabelTemplateInput,
  GymLabelTemplateListQuery,
  GymLabelTemplateUpdateInput,
} from '@climb/contracts';
import { inTransaction } from '../../../db/transaction';
import { NotFound } from '../../../lib/errors';
import { findGym, lockGym } from '../../gyms/gym.repository';
import type { IndoorContext } from '../../shared/indoor-change';
import { toGymLabelRoute, toGymLabelTemplate } from './labels.mapper';
import {
  countTemplatesOfGym,
  deleteTemplate,
  findPrintableRoutes,
  findTemplate,
  findTemplatesOfGym,
  gymOfTemplate,
  insertTemplate,
  updateTemplate,
} from './labels.repository';

/*
 * A gym's label templates (docs/domain/indoor.md, "Setting day to day"). A template changes nothing the gym's
 * public pages show: no page-cache version moves. Its print data is public and read fresh on every call: the
 * template, the gym's name and, among the routes asked for, the gym's mounted ones with their public fields.
 */

/** The gym a template is of, for the route's guard; undefined when there is no such template (the handler's 404). */
export function gymOfTemplateRecord(context: IndoorContext, id: number): Promise<number | undefined> {
  return gymOfTemplate(context.db, id);
}

/** `GET gyms/{id}/gym_label_templates.json`: one page, by name. */
export async function listGymLabelTemplates(
  context: IndoorContext,
  gymId: number,
  query: GymLabelTemplateListQuery,
): Promise<{ items: GymLabelTemplate[]; total: number }> {
  const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const [gym, rows, total] = await Promise.all([
    findGym(context.db, gymId),
    findTemplatesOfGym(context.db, gymId, page),
    countTemplatesOfGym(context.db, gymId),
  ]);
  if (!gym) throw new NotFound('Gym not found');
  return { items: rows.map(toGymLabelTemplate), total };
}

/** `GET gym_label_templates/{id}.json`. */
export async function getGymLabelTemplate(context: IndoorContext, id: number): Promise<GymLabelTemplate> {
  const row = await findTemplate(context.db, id);
  if (!row) throw new NotFound('Label template not found');
  return toGymLabelTemplate(row);
}

/** `POST gyms/{id}/gym_label_templates.json`: the options left out take the table's defaults. */
export async function createGymLabelTemplate(
  context: IndoorContext,
  gymId: number,
  input: GymLabelTemplateInput,
): Promise<GymLabelTemplate> {
  return inTransaction(context.db, async (tx) => {
    if (!(await lockGym(tx, gymId))) throw new NotFound('Gym not found');
    const row = await insertTemplate(tx, {
      gym_id: gymId,
      name: input.name,
      ...(input.layout === undefined ? {} : { layout: input.layout }),
      ...(input.paper_size === undefined ? {} : { paper_size: input.paper_size }),
      ...(input.orientation === undefined ? {} : { orientation: input.orientation }),
      ...(input.font === undefined ? {} : { font: input.font }),
      ...(input.qr_position === undefined ? {} : { qr_position: input.qr_position }),
      ...(input.fields === undefined ? {} : { fields: input.fields }),
      footer: input.footer ?? null,
    });
    return toGymLabelTemplate(row);
  });
}

/** `PUT gym_label_templates/{id}.json`: the fields given. */
export async function updateGymLabelTemplate(
  context: IndoorContext,
  id: number,
  input: GymLabelTemplateUpdateInput,
): Promise<GymLabelTemplate> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const row = await updateTemplate(context.db, id, changes);
  if (!row) throw new NotFound('Label template not found');
  return toGymLabelTemplate(row);
}

/** `DELETE gym_label_templates/{id}.json`: gone (nothing refers to a template). */
export async function deleteGymLabelTemplate(context: IndoorContext, id: number): Promise<void> {
  if (!(await findTemplate(context.db, id))) throw new NotFound('Label template not found');
  await deleteTemplate(context.db, id);
}

/** `GET gym_label_templates/{id}/print.json`: the template, its gym, the printable routes among those asked for. */
export async function getGymLabelPrint(
  context: IndoorContext,
  id: number,
  query: GymLabelPrintQuery,
): Promise<GymLabelPrint> {
  const template = await findTemplate(context.db, id);
  if (!template) throw new NotFound('Label template not found');
  const [gym, routes] = await Promise.all([
    findGym(context.db, template.gym_id),
    findPrintableRoutes(context.db, template.gym_id, query.gym_route_ids ?? [], query.gym_sector_id),
  ]);
  if (!gym) throw new NotFound('Gym not found');
  return {
    template: toGymLabelTemplate(template),
    gym: { id: gym.id, name: gym.name, slug_name: gym.slug_name },
    routes: routes.map(toGymLabelRoute),
  };
}
