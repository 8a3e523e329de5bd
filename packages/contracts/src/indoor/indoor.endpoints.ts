import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../platform/endpoint';
import type { GymRole } from '../platform/gym-roles';
import { pageQuery } from '../platform/pagination';
import { recordIdParams } from '../platform/path-params';
import { recordEndpoints } from '../platform/record-endpoints';
import { imageUploadBody } from '../platform/uploads';
import {
  gym,
  gymAroundQuery,
  gymChain,
  gymChainInput,
  gymChainListQuery,
  gymChainSummary,
  gymChainUpdateInput,
  gymInput,
  gymListQuery,
  gymSummary,
  gymUpdateInput,
} from './gym';
import { gymGeoJsonQuery, gymViewportCollection } from './gym-map';
import { gymRoute, gymRouteInput, gymRouteListQuery, gymRouteSummary, gymRouteUpdateInput } from './gym-route';
import {
  gymSector,
  gymSectorInput,
  gymSectorUpdateInput,
  gymSpace,
  gymSpaceInput,
  gymSpaceSummary,
  gymSpaceUpdateInput,
} from './gym-space';
import { gymLevels } from './levels';
import { gymRanking, gymRankingQuery, gymRankingSystems, gymRankingSystemsInput } from './ranking';

const tags = ['indoor'] as const;
const forgiving = 'typos and accents forgiven ("escalade lyon" finds "Escalade Lyon Gerland"), best matches first';
const wikiDelete =
  'site administrators while the gym has no staff, then its administrators with the role; recorded as a version';

/** Upload and removal of one image of a record (multipart `file`, checked by content). */
function imageEndpoints<const Name extends string, const Kind extends string, Record extends z.ZodType>(
  name: Name,
  kind: Kind,
  record: Record,
  what: string,
  role?: GymRole,
) {
  const staffOnly = role ? { narrowedTo: 'gym_staff' as const, gymRole: role } : {};
  const path = `/${name}/{id}/${kind}.json` as const;
  return {
    upload: {
      method: 'POST',
      path,
      summary: `Upload ${what} (multipart \`file\`)`,
      description:
        'The file is checked by its content (an image the server can decode), whatever its name; 10 MB at most. ' +
        'Answers 422 `file: [invalid]` for anything else and `file: [too_big]` above the bounds; nothing is stored then.',
      tags,
      access: 'climber',
      ...staffOnly,
      consumes: ['multipart/form-data'],
      params: recordIdParams,
      body: imageUploadBody,
      responses: { 200: record },
    } as const satisfies Endpoint,
    remove: {
      method: 'DELETE',
      path,
      summary: `Remove ${what}`,
      tags,
      access: 'climber',
      ...staffOnly,
      params: recordIdParams,
      responses: { 200: record },
    } as const satisfies Endpoint,
  };
}

const gyms = recordEndpoints({
  name: 'gyms',
  record: gym,
  input: gymInput,
  updateInput: gymUpdateInput,
  tags,
  deleteAccess: 'climber',
  staff: { role: 'manage_gym', onCreate: false },
  summaries: {
    create: 'Add a gym: it starts with the default levels of each type of route; recorded as a version',
    read: 'A gym: its address, contact, hours, types, chain, images and figures',
    update: 'Edit a gym (the fields given); recorded as a version',
    delete: `Delete a gym with its spaces, sectors and routes (${wikiDelete})`,
  },
});

const gymChains = recordEndpoints({
  name: 'gym_chains',
  record: gymChain,
  input: gymChainInput,
  updateInput: gymChainUpdateInput,
  tags,
  deleteAccess: 'site_admin',
  summaries: {
    create: 'Add a gym chain; recorded as a version',
    read: 'A gym chain with its figures',
    update: 'Edit a gym chain (the fields given); recorded as a version',
    delete: 'Delete a gym chain; its gyms stay, without a chain (site administrators)',
  },
});

const spaces = recordEndpoints({
  name: 'gym_spaces',
  record: gymSpace,
  input: gymSpaceInput,
  updateInput: gymSpaceUpdateInput,
  tags,
  deleteAccess: 'climber',
  staff: { role: 'manage_spaces', onCreate: true },
  summaries: {
    create: 'Add a space (a room or a wall) to a gym; while the gym has staff, only they may; recorded as a version',
    read: 'A space with its gym, its plan and its sectors',
    update: 'Edit a space (the fields given); recorded as a version',
    delete: `Delete a space with its sectors and routes (${wikiDelete})`,
  },
});

const sectors = recordEndpoints({
  name: 'gym_sectors',
  record: gymSector,
  input: gymSectorInput,
  updateInput: gymSectorUpdateInput,
  tags,
  deleteAccess: 'climber',
  staff: { role: 'manage_opening', onCreate: true },
  summaries: {
    create: "Add a sector to a space, its outline drawn in the plan's pixels; recorded as a version",
    read: 'A sector with its outline',
    update: 'Edit or redraw a sector, or move it to another space of its gym; recorded as a version',
    delete: `Delete a sector with its routes (${wikiDelete})`,
  },
});

const routes = recordEndpoints({
  name: 'gym_routes',
  record: gymRoute,
  input: gymRouteInput,
  updateInput: gymRouteUpdateInput,
  tags,
  deleteAccess: 'climber',
  staff: { role: 'manage_opening', onCreate: true },
  summaries: {
    create: "Set a route in a sector: its level from the gym's scale gives its grade and points unless given",
    read: 'A route with its sector, space and gym',
    update: 'Edit a route (the fields given), move it to another sector of its gym, or dismount it',
    delete: `Delete a route (${wikiDelete})`,
  },
});

const gymLogo = imageEndpoints('gyms', 'logo', gym, "a gym's logo (kept square)", 'manage_gym');
const gymBanner = imageEndpoints('gyms', 'banner', gym, "a gym's banner (kept wide)", 'manage_gym');
const chainLogo = imageEndpoints('gym_chains', 'logo', gymChain, "a chain's logo (kept square)");
const chainBanner = imageEndpoints('gym_chains', 'banner', gymChain, "a chain's banner (kept wide)");
const spacePlan = imageEndpoints(
  'gym_spaces',
  'plan',
  gymSpace,
  "a space's plan: never cropped, kept with its size in pixels, the frame its sectors are drawn in",
  'manage_spaces',
);
const routePicture = imageEndpoints(
  'gym_routes',
  'picture',
  gymRoute,
  "a route's picture (its proportions kept)",
  'manage_opening',
);
const routeThumbnail = imageEndpoints(
  'gym_routes',
  'thumbnail',
  gymRoute,
  "a route's thumbnail (kept square)",
  'manage_opening',
);

/** The indoor catalogue (docs/domain/indoor.md): gyms, chains, spaces, sectors and routes, wiki style. */
export const indoorEndpoints = {
  listGyms: defineEndpoint({
    method: 'GET',
    path: '/gyms.json',
    summary: `Gyms: every one, the most followed first, or by name and town (\`query\`), ${forgiving}; X-Total-Count holds the total`,
    tags,
    access: 'api_key',
    query: gymListQuery,
    responses: { 200: z.array(gymSummary) },
  }),
  listGymsAround: defineEndpoint({
    method: 'GET',
    path: '/gyms/around.json',
    summary: 'Gyms within `distance` km of a point (default 30), nearest first, each with `distance_km`',
    tags,
    access: 'api_key',
    query: gymAroundQuery,
    responses: { 200: z.array(gymSummary) },
  }),
  listExhibitionGyms: defineEndpoint({
    method: 'GET',
    path: '/gyms/exhibition.json',
    summary: 'The gyms the indoor page shows first (set by configuration)',
    tags,
    access: 'api_key',
    responses: { 200: z.array(gymSummary) },
  }),
  getGymGeoJson: defineEndpoint({
    method: 'GET',
    path: '/gyms/geo_json.json',
    summary:
      'Gym markers of a map viewport (`bbox=west,south,east,north`) or of the world, by climbing type: the gyms, or one cluster per grid cell while the box holds more than it lists. Cacheable: ETag, 304 on If-None-Match',
    tags,
    access: 'api_key',
    query: gymGeoJsonQuery,
    responses: { 200: gymViewportCollection, 304: z.null() },
  }),
  createGym: gyms.create,
  getGym: gyms.read,
  updateGym: gyms.update,
  deleteGym: gyms.delete,
  uploadGymLogo: gymLogo.upload,
  deleteGymLogo: gymLogo.remove,
  uploadGymBanner: gymBanner.upload,
  deleteGymBanner: gymBanner.remove,
  getGymLevels: defineEndpoint({
    method: 'GET',
    path: '/gyms/{id}/levels.json',
    summary: "The gym's scale for each type of route, easiest level first",
    tags,
    access: 'api_key',
    params: recordIdParams,
    responses: { 200: z.array(gymLevels) },
  }),
  getGymRanking: defineEndpoint({
    method: 'GET',
    path: '/gyms/{id}/ranking.json',
    summary:
      "The gym's ranking: climbers by the points of the routes they did, filtered by dates, gender, age band and type",
    description:
      'Each route scores once per climber, with their best ascent of it: round(points × status multiplier × ' +
      'roping multiplier). A route is worth its fixed points, else by the gym’s system for its type ' +
      '(`ranking_systems.json`). Only climbers whose indoor ascents are public; ascents without a route and ' +
      'projects never count; equal scores share a rank. `me` is the signed-in climber’s line. 404 for an unknown gym.',
    tags,
    access: 'api_key',
    params: recordIdParams,
    query: gymRankingQuery,
    responses: { 200: gymRanking },
  }),
  getGymRankingSystems: defineEndpoint({
    method: 'GET',
    path: '/gyms/{id}/ranking_systems.json',
    summary:
      'The ranking system of each type of route (null: the default, point by grade, or division without a grade)',
    tags,
    access: 'api_key',
    params: recordIdParams,
    responses: { 200: gymRankingSystems },
  }),
  updateGymRankingSystems: defineEndpoint({
    method: 'PUT',
    path: '/gyms/{id}/ranking_systems.json',
    summary: 'Choose the ranking system of types of route (null: back to the default); the ranking follows at once',
    tags,
    access: 'climber',
    narrowedTo: 'gym_staff',
    gymRole: 'manage_gym',
    params: recordIdParams,
    body: gymRankingSystemsInput,
    responses: { 200: gymRankingSystems },
  }),
  listGymSpaces: defineEndpoint({
    method: 'GET',
    path: '/gyms/{id}/gym_spaces.json',
    summary: "A gym's spaces, in the gym's order",
    tags,
    access: 'api_key',
    params: recordIdParams,
    responses: { 200: z.array(gymSpaceSummary) },
  }),
  listGymRoutes: defineEndpoint({
    method: 'GET',
    path: '/gyms/{id}/gym_routes.json',
    summary:
      "A gym's mounted routes, filtered by space, sector, type, colour and grade, sorted; X-Total-Count holds the number matching",
    tags,
    access: 'api_key',
    params: recordIdParams,
    query: gymRouteListQuery,
    responses: { 200: z.array(gymRouteSummary) },
  }),

  listGymChains: defineEndpoint({
    method: 'GET',
    path: '/gym_chains.json',
    summary: `Gym chains, by name or matching \`query\`; X-Total-Count holds the total`,
    tags,
    access: 'api_key',
    query: gymChainListQuery,
    responses: { 200: z.array(gymChainSummary) },
  }),
  createGymChain: gymChains.create,
  getGymChain: gymChains.read,
  updateGymChain: gymChains.update,
  deleteGymChain: gymChains.delete,
  listGymChainGyms: defineEndpoint({
    method: 'GET',
    path: '/gym_chains/{id}/gyms.json',
    summary: "A chain's gyms, by name; X-Total-Count holds the total",
    tags,
    access: 'api_key',
    params: recordIdParams,
    query: pageQuery,
    responses: { 200: z.array(gymSummary) },
  }),
  uploadGymChainLogo: chainLogo.upload,
  deleteGymChainLogo: chainLogo.remove,
  uploadGymChainBanner: chainBanner.upload,
  deleteGymChainBanner: chainBanner.remove,

  createGymSpace: spaces.create,
  getGymSpace: spaces.read,
  updateGymSpace: spaces.update,
  deleteGymSpace: spaces.delete,
  uploadGymSpacePlan: spacePlan.upload,
  deleteGymSpacePlan: spacePlan.remove,

  createGymSector: sectors.create,
  getGymSector: sectors.read,
  updateGymSector: sectors.update,
  deleteGymSector: sectors.delete,
  listGymSectorRoutes: defineEndpoint({
    method: 'GET',
    path: '/gym_sectors/{id}/gym_routes.json',
    summary: "A sector's mounted routes, newest first (every one: a sector holds a wall's worth)",
    tags,
    access: 'api_key',
    params: recordIdParams,
    responses: { 200: z.array(gymRouteSummary) },
  }),

  createGymRoute: routes.create,
  getGymRoute: routes.read,
  updateGymRoute: routes.update,
  deleteGymRoute: routes.delete,
  uploadGymRoutePicture: routePicture.upload,
  deleteGymRoutePicture: routePicture.remove,
  uploadGymRouteThumbnail: routeThumbnail.upload,
  deleteGymRouteThumbnail: routeThumbnail.remove,
};
