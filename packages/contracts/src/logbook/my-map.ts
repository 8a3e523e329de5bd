import { z } from 'zod';

/** `GET current_users/ascended_crags_geo_json.json`: the crags I climbed at. */
export const ascendedCragsQuery = z.object({
  /** Only what a marker needs (the default); `false` adds my figures at each crag. */
  minimalistic: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export const ascendedCragFeature = z.object({
  type: z.literal('Feature'),
  geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z.object({
    id: z.number().int(),
    name: z.string(),
    slug_name: z.string(),
    icon: z.string().regex(/^[01]{5}$/),
    /** Left out when minimalistic. */
    ascents_count: z.number().int().optional(),
    routes_count: z.number().int().optional(),
    max_grade_value: z.number().int().nullable().optional(),
    last_released_at: z.string().optional(),
  }),
});
export const ascendedCragsFeatureCollection = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(ascendedCragFeature),
});
export type AscendedCragsFeatureCollection = z.infer<typeof ascendedCragsFeatureCollection>;
