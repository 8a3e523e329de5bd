import { z } from 'zod';
import { latitude, longitude } from '../outdoor/geo';
import { MAP_MAX_ZOOM } from '../outdoor/map-grid';
import { enumListQuery } from '../platform/pagination';
import { text } from '../platform/validation';
import { GYM_CLIMBING_TYPES } from './enums';

const point = z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) });

/** One gym on the gyms map: `[lng, lat]`, with what its popup shows. */
export const gymFeature = z.object({
  type: z.literal('Feature'),
  geometry: point,
  properties: z.object({
    id: z.number().int(),
    name: z.string(),
    slug_name: z.string(),
    city: z.string(),
    climbing_types: z.array(z.enum(GYM_CLIMBING_TYPES)),
  }),
});
export type GymFeature = z.infer<typeof gymFeature>;

/** The gyms of one cell of the map grid as one bubble: how many, at their centroid. */
export const gymClusterFeature = z.object({
  type: z.literal('Feature'),
  geometry: point,
  properties: z.object({ cluster: z.literal(true), count: z.number().int().min(2) }),
});
export type GymClusterFeature = z.infer<typeof gymClusterFeature>;

export const gymMapFeature = z.union([gymFeature, gymClusterFeature]);
export type GymMapFeature = z.infer<typeof gymMapFeature>;

/** `GET gyms/geo_json.json`: the gyms of a box, clustered by grid cell while it holds more than it lists. */
export const gymViewportCollection = z.object({
  type: z.literal('FeatureCollection'),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  zoom: z.number().int(),
  partial: z.boolean(),
  features: z.array(gymMapFeature),
});
export type GymViewportCollection = z.infer<typeof gymViewportCollection>;

/** `GET gyms/geo_json.json`: `bbox=west,south,east,north`, the map's `zoom`, the climbing types shown. */
export const gymGeoJsonQuery = z.object({
  bbox: text()
    .transform((raw) => raw.split(',').map(Number))
    .pipe(
      z
        .tuple([longitude, latitude, longitude, latitude])
        .refine(([, south, , north]) => south <= north, { params: { rule: 'invalid' } }),
    )
    .optional(),
  zoom: z.coerce.number().int().min(0).max(MAP_MAX_ZOOM).optional(),
  climbing_types: enumListQuery(GYM_CLIMBING_TYPES).optional(),
});
export type GymGeoJsonQuery = z.infer<typeof gymGeoJsonQuery>;
