import { z } from 'zod';
import { cragFeature } from './search';

const point = z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) });

/**
 * The crags of one cell of the map grid (`map-grid.ts`) as one bubble: how many, at their centroid
 * (`[lng, lat]`, 5 decimals). Told apart from a crag by `properties.cluster`.
 */
export const cragClusterFeature = z.object({
  type: z.literal('Feature'),
  geometry: point,
  properties: z.object({
    cluster: z.literal(true),
    count: z.number().int().min(2),
  }),
});
export type CragClusterFeature = z.infer<typeof cragClusterFeature>;

/** One thing the crags map draws: a crag (`cragFeature`) or a cluster. */
export const cragMapFeature = z.union([cragFeature, cragClusterFeature]);
export type CragMapFeature = z.infer<typeof cragMapFeature>;

/**
 * `GET crags/geo_json.json`: the crags of a box, or, up to zoom 12 when it holds more than it lists
 * (`GEO_JSON_MAX_FEATURES` up to zoom 8, 200 closer in), one cluster per grid cell (a cell holding
 * one crag gives that crag). GeoJSON with three members of its own besides `bbox`.
 */
export const cragViewportCollection = z.object({
  type: z.literal('FeatureCollection'),
  bbox: z
    .tuple([z.number(), z.number(), z.number(), z.number()])
    .describe(
      'The box answered, west,south,east,north: snapped to the grid of the zoom, or the box asked without zoom',
    ),
  zoom: z.number().int().describe('The zoom the answer is made for (clusters are the cells of level zoom + 1)'),
  partial: z
    .boolean()
    .describe('true when the box holds more than the answer shows (the biggest first): zoom in to see every crag'),
  features: z.array(cragMapFeature),
});
export type CragViewportCollection = z.infer<typeof cragViewportCollection>;
