import { z } from 'zod';
import { pageQuery } from '../../platform/pagination';
import { coercedRecordId, text, updateOf } from '../../platform/validation';
import { INT4_MAX } from '../../platform/validation-errors';
import { GYM_ROUTE_CLIMBING_TYPES, HOLD_COLORS } from '../enums';
import { CLIMBING_STYLES } from './climbing-styles';
import {
  LABEL_FIELDS,
  LABEL_FONTS,
  LABEL_LAYOUTS,
  LABEL_ORIENTATIONS,
  LABEL_PAPER_SIZES,
  LABEL_PRINT_MAX_ROUTES,
  LABEL_QR_POSITIONS,
  type LabelField,
} from './print-options';

/*
 * A gym's label templates and the labels they print (docs/domain/indoor.md, "Setting day to day"): how the
 * labels sit on the paper, their font, where the QR code of the route's short address goes and which of the route's
 * public fields show. The print data is public: only what the gym's pages show of its mounted routes.
 */

/** A label template of a gym. */
export const gymLabelTemplate = z.object({
  id: z.number().int(),
  gym_id: z.number().int(),
  name: z.string(),
  layout: z.enum(LABEL_LAYOUTS),
  paper_size: z.enum(LABEL_PAPER_SIZES),
  orientation: z.enum(LABEL_ORIENTATIONS),
  font: z.enum(LABEL_FONTS),
  qr_position: z.enum(LABEL_QR_POSITIONS),
  /** The route's fields each label shows, in this order (`LABEL_FIELDS`). */
  fields: z.array(z.enum(LABEL_FIELDS)),
  /** A line printed under every label. */
  footer: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GymLabelTemplate = z.infer<typeof gymLabelTemplate>;

/** The fields of a template, each once, in the order first given. */
const fieldList = z
  .array(z.enum(LABEL_FIELDS))
  .max(LABEL_FIELDS.length * 2)
  .transform((fields): LabelField[] => [...new Set(fields)]);

const templateFields = {
  name: text().trim().min(1).max(80),
  layout: z.enum(LABEL_LAYOUTS),
  paper_size: z.enum(LABEL_PAPER_SIZES),
  orientation: z.enum(LABEL_ORIENTATIONS),
  font: z.enum(LABEL_FONTS),
  qr_position: z.enum(LABEL_QR_POSITIONS),
  fields: fieldList,
  footer: text().trim().max(120).nullable(),
};

/**
 * `POST gyms/{id}/gym_label_templates.json`: a name (required, ≤ 80) and the options, each from its list (else 422
 * `not_included`); an option left out takes its default (a row of A4 portrait, sans-serif, QR right, no field).
 */
export const gymLabelTemplateInput = z.strictObject({
  name: templateFields.name,
  layout: templateFields.layout.optional(),
  paper_size: templateFields.paper_size.optional(),
  orientation: templateFields.orientation.optional(),
  font: templateFields.font.optional(),
  qr_position: templateFields.qr_position.optional(),
  fields: templateFields.fields.optional(),
  footer: templateFields.footer.optional(),
});
export type GymLabelTemplateInput = z.infer<typeof gymLabelTemplateInput>;

/** `PUT gym_label_templates/{id}.json`: the fields given. */
export const gymLabelTemplateUpdateInput = updateOf(z.strictObject(templateFields));
export type GymLabelTemplateUpdateInput = z.infer<typeof gymLabelTemplateUpdateInput>;

/** `GET gyms/{id}/gym_label_templates.json`: one page, by name. */
export const gymLabelTemplateListQuery = pageQuery;
export type GymLabelTemplateListQuery = z.infer<typeof gymLabelTemplateListQuery>;

/**
 * The routes to print, as the address gives them: `1,2,3`, each a record id (else `invalid`), at most
 * `LABEL_PRINT_MAX_ROUTES` distinct ones (else `too_big`); each once, in the order given.
 */
export const labelRouteIdList = text()
  .max(LABEL_PRINT_MAX_ROUTES * 12)
  .transform((raw, context) => {
    const ids: number[] = [];
    for (const part of raw.split(',')) {
      const item = part.trim();
      if (item === '') continue;
      const id = /^[1-9]\d{0,9}$/.test(item) ? Number(item) : Number.NaN;
      if (!(id <= INT4_MAX)) {
        context.addIssue({ code: 'custom', message: 'must be record ids', params: { rule: 'invalid' } });
        return z.NEVER;
      }
      ids.push(id);
    }
    const unique = [...new Set(ids)];
    if (unique.length > LABEL_PRINT_MAX_ROUTES) {
      context.addIssue({
        code: 'custom',
        message: `at most ${LABEL_PRINT_MAX_ROUTES} routes`,
        params: { rule: 'too_big' },
      });
      return z.NEVER;
    }
    return unique;
  });

/** `GET gym_label_templates/{id}/print.json`: the routes by id, and/or every mounted route of a sector. */
export const gymLabelPrintQuery = z.object({
  gym_route_ids: labelRouteIdList.optional(),
  gym_sector_id: coercedRecordId().optional(),
});
export type GymLabelPrintQuery = z.infer<typeof gymLabelPrintQuery>;

/** A route as its label prints it: only what the gym's public pages show of a mounted route. */
export const gymLabelRoute = z.object({
  id: z.number().int(),
  gym_id: z.number().int(),
  name: z.string().nullable(),
  climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES),
  grade_text: z.string().nullable(),
  level_index: z.number().int().nullable(),
  level_color: z.enum(HOLD_COLORS).nullable(),
  sub_level: z.number().int().nullable(),
  hold_colors: z.array(z.enum(HOLD_COLORS)),
  sector_name: z.string(),
  /** The openers' names as the route shows them. */
  openers: z.array(z.string()),
  opened_at: z.string(),
  /** The points as the gym's pages show them. */
  points: z.number().int().nullable(),
  anchor_number: z.number().int().nullable(),
  styles: z.array(z.enum(CLIMBING_STYLES)),
  description: z.string().nullable(),
  /** Its short public address (`/gr/{gymId}-{routeId}`), which the QR code holds with the site's origin. */
  path: z.string(),
});
export type GymLabelRoute = z.infer<typeof gymLabelRoute>;

/** What a print page lays out: the template, the gym, and the printable routes among those asked for. */
export const gymLabelPrint = z.object({
  template: gymLabelTemplate,
  gym: z.object({ id: z.number().int(), name: z.string(), slug_name: z.string() }),
  routes: z.array(gymLabelRoute),
});
export type GymLabelPrint = z.infer<typeof gymLabelPrint>;
