import { z } from 'zod';
import { degrees, latitude, longitude } from '../outdoor/geo';
import { contributor, recordRef } from '../outdoor/wiki';
import { enumListQuery, pageQuery } from '../platform/pagination';
import { recordId, text, updateOf } from '../platform/validation';
import { GYM_CLIMBING_TYPES, GYM_TYPES } from './enums';

const nameField = text().trim().min(1).max(120);
const description = text().trim().max(10_000).nullable();
const optionalLine = (max: number) => text().trim().max(max).nullable().optional();

/** The variants an uploaded logo or banner is kept in (WebP), by address. */
export const imageVariants = z.object({ thumbnail: z.string(), medium: z.string(), large: z.string() });
export type ImageVariants = z.infer<typeof imageVariants>;

/** Every IANA time zone the runtime knows (`Europe/Paris`), read once. */
let timeZones: ReadonlySet<string> | null = null;
export function isTimeZone(value: string): boolean {
  timeZones ??= new Set(Intl.supportedValuesOf('timeZone'));
  return timeZones.has(value) || value === 'UTC';
}

/** A web address a person can open: http or https only. */
const webSite = text()
  .trim()
  .max(255)
  .refine((value) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), {
    message: 'must be an http or https address',
    params: { rule: 'invalid' },
  });

/** What lists, search results, favourites and map popups show of a gym. */
export const gymSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug_name: z.string(),
  city: z.string(),
  country_code: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  climbing_types: z.array(z.enum(GYM_CLIMBING_TYPES)),
  gym_type: z.enum(GYM_TYPES),
  logo: imageVariants.nullable(),
  followers_count: z.number().int(),
  mounted_routes_count: z.number().int(),
  /** Kilometres from the point asked for, in "around" answers only. */
  distance_km: z.number().optional(),
});
export type GymSummary = z.infer<typeof gymSummary>;

/** `GET gyms/{id}.json`: everything the gym page shows. */
export const gym = gymSummary.extend({
  description: z.string().nullable(),
  address: z.string(),
  postal_code: z.string().nullable(),
  time_zone: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  web_site: z.string().nullable(),
  hours: z.string().nullable(),
  banner: imageVariants.nullable(),
  gym_chain: recordRef.nullable(),
  spaces_count: z.number().int(),
  /** Whether staff run the gym: then only they change its spaces, sectors and routes. */
  administered: z.boolean(),
  creator: contributor.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Gym = z.infer<typeof gym>;

/** `POST gyms.json` and `PUT gyms/{id}.json` (every field optional on PUT). */
export const gymInput = z.strictObject({
  name: nameField,
  address: text().trim().min(1).max(255),
  postal_code: optionalLine(20),
  city: text().trim().min(1).max(120),
  /** ISO 3166-1 alpha-2, lower case (`fr`). */
  country_code: text()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/),
  latitude,
  longitude,
  time_zone: text()
    .trim()
    .max(60)
    .refine(isTimeZone, { message: 'must be an IANA time zone', params: { rule: 'not_included' } }),
  email: z.email().max(255).nullable().optional(),
  phone_number: optionalLine(40),
  web_site: webSite.nullable().optional(),
  hours: text().trim().max(2_000).nullable().optional(),
  description: description.optional(),
  climbing_types: z.array(z.enum(GYM_CLIMBING_TYPES)).min(1).max(GYM_CLIMBING_TYPES.length),
  gym_type: z.enum(GYM_TYPES),
  gym_chain_id: recordId().nullable().optional(),
});
export type GymInput = z.infer<typeof gymInput>;
export const gymUpdateInput = updateOf(gymInput);
export type GymUpdateInput = z.infer<typeof gymUpdateInput>;

/** `GET gyms.json`: every gym, or those matching `query` (name and town, typos forgiven), filtered by type. */
export const gymListQuery = pageQuery.extend({
  query: text().trim().min(1).max(100).optional(),
  climbing_types: enumListQuery(GYM_CLIMBING_TYPES).optional(),
  /** `followers`: the most followed first (the default without `query`); with `query`, best matches first. */
  order: z.enum(['followers', 'name', 'newest']).optional(),
});
export type GymListQuery = z.infer<typeof gymListQuery>;

/** `GET gyms/around.json`: gyms within `distance` km of a point, nearest first. */
export const gymAroundQuery = pageQuery.extend({
  latitude: degrees(z.coerce.number(), 90),
  longitude: degrees(z.coerce.number(), 180),
  distance: z.coerce.number().min(0.1).max(500).default(30),
  climbing_types: enumListQuery(GYM_CLIMBING_TYPES).optional(),
});
export type GymAroundQuery = z.infer<typeof gymAroundQuery>;

/** What a gym chain's lists show. */
export const gymChainSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug_name: z.string(),
  logo: imageVariants.nullable(),
  gyms_count: z.number().int(),
});
export type GymChainSummary = z.infer<typeof gymChainSummary>;

/** `GET gym_chains/{id}.json`. */
export const gymChain = gymChainSummary.extend({
  description: z.string().nullable(),
  web_site: z.string().nullable(),
  banner: imageVariants.nullable(),
  creator: contributor.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GymChain = z.infer<typeof gymChain>;

/** `POST gym_chains.json` and `PUT gym_chains/{id}.json`. */
export const gymChainInput = z.strictObject({
  name: nameField,
  description: description.optional(),
  web_site: webSite.nullable().optional(),
});
export type GymChainInput = z.infer<typeof gymChainInput>;
export const gymChainUpdateInput = updateOf(gymChainInput);
export type GymChainUpdateInput = z.infer<typeof gymChainUpdateInput>;

/** `GET gym_chains.json`: chains by name (the gym form's chain picker). */
export const gymChainListQuery = pageQuery.extend({ query: text().trim().min(1).max(100).optional() });
