import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { pageQuery } from '../platform/pagination';
import { recordIdParams } from '../platform/path-params';
import { recordEndpoints } from '../platform/record-endpoints';
import { area, areaCragBody, areaInput, areaSummary, areaUpdateInput } from './area';
import { crag, cragInput, cragSummary, cragUpdateInput } from './crag';
import {
  alert,
  alertInput,
  alertListQuery,
  alertUpdateInput,
  approach,
  approachInput,
  approachUpdateInput,
  cragMap,
  park,
  parkInput,
  parkUpdateInput,
  rockBar,
  rockBarInput,
  rockBarUpdateInput,
} from './crag-map';
import { cragViewportCollection } from './map-viewport';
import { cragRoute, cragRouteInput, cragRouteListQuery, cragRouteSummary, cragRouteUpdateInput } from './route';
import {
  aroundQuery,
  cragListQuery,
  department,
  departmentParams,
  departmentsQuery,
  geoJsonQuery,
  globalSearchResult,
  outdoorFigures,
  searchQuery,
  townAround,
  townAroundQuery,
  townParams,
  townSummary,
} from './search';
import { TOWN_AROUND } from './search-limits';
import { cragSector, cragSectorInput, cragSectorSummary, cragSectorUpdateInput } from './sector';
import { versionHistory, versionPathParams } from './wiki';

const tags = ['outdoor'] as const;
const forgiving = 'typos and accents forgiven ("ceuse" finds "Céüse"), best matches first';

const crags = recordEndpoints({
  name: 'crags',
  record: crag,
  input: cragInput,
  updateInput: cragUpdateInput,
  tags,
  deleteAccess: 'climber',
  summaries: {
    create: 'Add a crag; without `town_id` it is placed in the nearest town within 30 km',
    read: 'A crag: its facts at a glance, place, figures and counts of what its map shows',
    update: 'Edit a crag (the fields given); recorded as a version',
    delete: 'Delete a crag with its sectors and routes (site administrators)',
  },
});

const sectors = recordEndpoints({
  name: 'crag_sectors',
  record: cragSector,
  input: cragSectorInput,
  updateInput: cragSectorUpdateInput,
  tags,
  deleteAccess: 'climber',
  summaries: {
    create: 'Add a sector to a crag',
    read: 'A sector with its crag and figures',
    update: 'Edit a sector (the fields given); recorded as a version',
    delete: 'Delete a sector; its routes stay in the crag (site administrators)',
  },
});

const routes = recordEndpoints({
  name: 'crag_routes',
  record: cragRoute,
  input: cragRouteInput,
  updateInput: cragRouteUpdateInput,
  tags,
  deleteAccess: 'climber',
  summaries: {
    create: 'Add a route with its pitches; its grade comes from them',
    read: 'A route with its pitches, crag and sector',
    update: 'Edit a route (the fields given), or move it to another sector of its crag',
    delete: 'Delete a route (site administrators)',
  },
});

const areas = recordEndpoints({
  name: 'areas',
  record: area,
  input: areaInput,
  updateInput: areaUpdateInput,
  tags,
  deleteAccess: 'site_admin',
  summaries: {
    create: 'Create an area (recorded as a version); add its crags with add_crag',
    read: 'One area with the figures of its crags: counts, grade range, centre and bounds',
    update: 'Rename or describe an area (recorded as a version)',
    delete: 'Delete an area, keeping its crags (site administrators; recorded as a version)',
  },
});

const parks = recordEndpoints({
  name: 'parks',
  record: park,
  input: parkInput,
  updateInput: parkUpdateInput,
  tags,
  deleteAccess: 'site_admin',
  summaries: {
    create: 'Add a parking point to a crag (recorded as a version)',
    read: 'One parking point',
    update: 'Move or describe a parking point (recorded as a version)',
    delete: 'Delete a parking point (site administrators; recorded as a version)',
  },
});

const approaches = recordEndpoints({
  name: 'approaches',
  record: approach,
  input: approachInput,
  updateInput: approachUpdateInput,
  tags,
  deleteAccess: 'site_admin',
  summaries: {
    create:
      'Draw an approach to a crag: its length is measured, its walking time estimated unless given (recorded as a version)',
    read: 'One approach',
    update: 'Redraw or describe an approach (recorded as a version)',
    delete: 'Delete an approach (site administrators; recorded as a version)',
  },
});

const rockBars = recordEndpoints({
  name: 'rock_bars',
  record: rockBar,
  input: rockBarInput,
  updateInput: rockBarUpdateInput,
  tags,
  deleteAccess: 'site_admin',
  summaries: {
    create: 'Draw a rock bar on a crag map, optionally tied to one of its sectors (recorded as a version)',
    read: 'One rock bar',
    update: 'Redraw a rock bar or change its sector (recorded as a version)',
    delete: 'Delete a rock bar (site administrators; recorded as a version)',
  },
});

/** Crag lists with filters, crags around a point and the map's GeoJSON. */
const geoEndpoints = {
  listCrags: defineEndpoint({
    method: 'GET',
    path: '/crags.json',
    summary: 'Every crag matching the filters, newest first; X-Total-Count holds the total',
    tags,
    access: 'api_key',
    query: cragListQuery,
    responses: { 200: z.array(cragSummary) },
  }),

  listCragsAround: defineEndpoint({
    method: 'GET',
    path: '/crags/around.json',
    summary: 'Crags within `distance` km of a point (default 20), nearest first, each with `distance_km`',
    tags,
    access: 'api_key',
    query: aroundQuery,
    responses: { 200: z.array(cragSummary) },
  }),

  getCragGeoJson: defineEndpoint({
    method: 'GET',
    path: '/crags/geo_json.json',
    summary:
      'Crag markers of a map viewport (`bbox=west,south,east,north`, may cross the antimeridian) or of the world, filtered: the crags, biggest first, or up to zoom 12 when the box holds more than it lists (GEO_JSON_MAX_FEATURES up to zoom 8, 200 closer in) one cluster per grid cell; never more than GEO_JSON_MAX_FEATURES features (`partial` says when some were left out). With `zoom` the box snaps to the grid of that zoom. Cacheable: ETag, 304 on If-None-Match',
    tags,
    access: 'api_key',
    query: geoJsonQuery,
    responses: { 200: cragViewportCollection, 304: z.null() },
  }),
};

/** Search by name: one kind paged, or the best few of each for the top bar. */
const searchEndpoints = {
  searchEverything: defineEndpoint({
    method: 'GET',
    path: '/search.json',
    summary: `The top bar's search as you type: the best 5 crags, routes, areas and towns; ${forgiving}`,
    tags,
    access: 'api_key',
    query: searchQuery.pick({ query: true }),
    responses: { 200: globalSearchResult },
  }),

  searchCrags: defineEndpoint({
    method: 'GET',
    path: '/search/crags.json',
    summary: `Crags by name; ${forgiving}; X-Total-Count holds the total`,
    tags,
    access: 'api_key',
    query: searchQuery,
    responses: { 200: z.array(cragSummary) },
  }),

  searchCragRoutes: defineEndpoint({
    method: 'GET',
    path: '/search/crag_routes.json',
    summary: `Routes by name, with their crag; ${forgiving}; X-Total-Count holds the total`,
    tags,
    access: 'api_key',
    query: searchQuery,
    responses: { 200: z.array(cragRouteSummary) },
  }),

  searchAreas: defineEndpoint({
    method: 'GET',
    path: '/search/areas.json',
    summary: `Areas by name; ${forgiving}; X-Total-Count holds the total`,
    tags,
    access: 'api_key',
    query: searchQuery,
    responses: { 200: z.array(areaSummary) },
  }),

  searchTowns: defineEndpoint({
    method: 'GET',
    path: '/search/towns.json',
    summary: `Towns by name (to place a crag, or to find crags around one); ${forgiving}; X-Total-Count holds the total`,
    tags,
    access: 'api_key',
    query: searchQuery,
    responses: { 200: z.array(townSummary) },
  }),
};

/** French departments, towns and the catalogue's figures (the SEO pages read them). */
const placeEndpoints = {
  listDepartments: defineEndpoint({
    method: 'GET',
    path: '/departments.json',
    summary: 'French departments by number, with the figures of their crags (only those with crags unless all=true)',
    tags,
    access: 'api_key',
    query: departmentsQuery,
    responses: { 200: z.array(department) },
  }),

  getDepartment: defineEndpoint({
    method: 'GET',
    path: '/departments/{number}.json',
    summary: 'One French department with the figures of its crags',
    tags,
    access: 'api_key',
    params: departmentParams,
    responses: { 200: department },
  }),

  listDepartmentCrags: defineEndpoint({
    method: 'GET',
    path: '/departments/{number}/crags.json',
    summary: "A department's crags by name; X-Total-Count holds the total",
    tags,
    access: 'api_key',
    params: departmentParams,
    query: pageQuery,
    responses: { 200: z.array(cragSummary) },
  }),

  getTownAround: defineEndpoint({
    method: 'GET',
    path: '/towns/{slug}.json',
    summary: `A town and the crags within \`distance\` km (default ${TOWN_AROUND.defaultDistanceKm}, at most ${TOWN_AROUND.maxDistanceKm}), nearest first, ${TOWN_AROUND.maxCrags} at most`,
    tags,
    access: 'api_key',
    params: townParams,
    query: townAroundQuery,
    responses: { 200: townAround },
  }),

  getOutdoorFigures: defineEndpoint({
    method: 'GET',
    path: '/outdoor/figures.json',
    summary:
      'What the outdoor page counts: crags, routes, sectors, areas, departments holding crags, and the latest crags and routes',
    tags,
    access: 'api_key',
    responses: { 200: outdoorFigures },
  }),
};

/** Crags, sectors and routes of the wiki, with the lists of a crag's sectors and routes. */
const wikiEndpoints = {
  createCrag: crags.create,
  getCrag: crags.read,
  updateCrag: crags.update,
  deleteCrag: crags.delete,

  listCragSectors: defineEndpoint({
    method: 'GET',
    path: '/crags/{id}/crag_sectors.json',
    summary: 'Every sector of a crag, by name',
    tags,
    access: 'api_key',
    params: recordIdParams,
    responses: { 200: z.array(cragSectorSummary) },
  }),
  createCragSector: sectors.create,
  getCragSector: sectors.read,
  updateCragSector: sectors.update,
  deleteCragSector: sectors.delete,

  listCragRoutes: defineEndpoint({
    method: 'GET',
    path: '/crags/{id}/crag_routes.json',
    summary: 'The routes of a crag, sorted and filtered; X-Total-Count holds the number matching',
    tags,
    access: 'api_key',
    params: recordIdParams,
    query: cragRouteListQuery,
    responses: { 200: z.array(cragRouteSummary) },
  }),
  listSectorRoutes: defineEndpoint({
    method: 'GET',
    path: '/crag_sectors/{id}/crag_routes.json',
    summary: 'The routes of a sector, sorted and filtered; X-Total-Count holds the number matching',
    tags,
    access: 'api_key',
    params: recordIdParams,
    query: cragRouteListQuery,
    responses: { 200: z.array(cragRouteSummary) },
  }),
  createCragRoute: routes.create,
  getCragRoute: routes.read,
  updateCragRoute: routes.update,
  deleteCragRoute: routes.delete,
};

/** Areas, groups of crags. */
const areaEndpoints = {
  listAreas: defineEndpoint({
    method: 'GET',
    path: '/areas.json',
    summary: 'Areas by name, with the figures of their crags; X-Total-Count holds the total',
    tags,
    access: 'api_key',
    query: pageQuery,
    responses: { 200: z.array(areaSummary) },
  }),
  createArea: areas.create,
  getArea: areas.read,
  updateArea: areas.update,
  deleteArea: areas.delete,

  listAreaCrags: defineEndpoint({
    method: 'GET',
    path: '/areas/{id}/crags.json',
    summary: "The area's crags by name; X-Total-Count holds the total",
    tags,
    access: 'api_key',
    params: recordIdParams,
    query: pageQuery,
    responses: { 200: z.array(cragSummary) },
  }),

  addCragToArea: defineEndpoint({
    method: 'POST',
    path: '/areas/{id}/add_crag.json',
    summary: 'Add a crag to an area (recorded as a version of the area); answers the area',
    tags,
    access: 'climber',
    params: recordIdParams,
    body: areaCragBody,
    responses: { 200: area },
  }),

  removeCragFromArea: defineEndpoint({
    method: 'DELETE',
    path: '/areas/{id}/remove_crag.json',
    summary: 'Take a crag out of an area, keeping the crag (recorded as a version of the area); answers the area',
    tags,
    access: 'climber',
    params: recordIdParams,
    body: areaCragBody,
    responses: { 200: area },
  }),
};

/** The crag map in one answer, and the parks, approaches and rock bars drawn on it. */
const cragMapEndpoints = {
  getCragMap: defineEndpoint({
    method: 'GET',
    path: '/crags/{id}/map.json',
    summary: 'Everything the crag map draws in one call: the crag, its placed sectors, parks, approaches, rock bars',
    tags,
    access: 'api_key',
    params: recordIdParams,
    responses: { 200: cragMap },
  }),

  listCragParks: defineEndpoint({
    method: 'GET',
    path: '/crags/{id}/parks.json',
    summary: "The crag's parking points, oldest first; X-Total-Count holds the total",
    tags,
    access: 'api_key',
    params: recordIdParams,
    query: pageQuery,
    responses: { 200: z.array(park) },
  }),
  createPark: parks.create,
  getPark: parks.read,
  updatePark: parks.update,
  deletePark: parks.delete,

  listCragApproaches: defineEndpoint({
    method: 'GET',
    path: '/crags/{id}/approaches.json',
    summary: "The crag's approaches, oldest first, with length and walking time; X-Total-Count holds the total",
    tags,
    access: 'api_key',
    params: recordIdParams,
    query: pageQuery,
    responses: { 200: z.array(approach) },
  }),
  createApproach: approaches.create,
  getApproach: approaches.read,
  updateApproach: approaches.update,
  deleteApproach: approaches.delete,

  listCragRockBars: defineEndpoint({
    method: 'GET',
    path: '/crags/{id}/rock_bars.json',
    summary: "The crag's rock bars, oldest first; X-Total-Count holds the total",
    tags,
    access: 'api_key',
    params: recordIdParams,
    query: pageQuery,
    responses: { 200: z.array(rockBar) },
  }),
  createRockBar: rockBars.create,
  getRockBar: rockBars.read,
  updateRockBar: rockBars.update,
  deleteRockBar: rockBars.delete,
};

/** Alerts on crags, sectors and routes (docs/domain/outdoor.md): visitors read, climbers post and edit. */
const alertEndpoints = {
  listAlerts: defineEndpoint({
    method: 'GET',
    path: '/alerts.json',
    summary:
      'The alerts still running about a crag, sector or route (no end date, or ending today or later), newest first',
    tags,
    access: 'api_key',
    query: alertListQuery,
    responses: { 200: z.array(alert) },
  }),

  createAlert: defineEndpoint({
    method: 'POST',
    path: '/alerts.json',
    summary: 'Post an alert about a crag, sector or route (recorded as a version)',
    tags,
    access: 'climber',
    body: alertInput,
    responses: { 201: alert },
  }),

  getAlert: defineEndpoint({
    method: 'GET',
    path: '/alerts/{id}.json',
    summary: 'One alert, running or ended',
    tags,
    access: 'api_key',
    params: recordIdParams,
    responses: { 200: alert },
  }),

  updateAlert: defineEndpoint({
    method: 'PUT',
    path: '/alerts/{id}.json',
    summary: "Change an alert's type, text or end date (recorded as a version)",
    tags,
    access: 'climber',
    params: recordIdParams,
    body: alertUpdateInput,
    responses: { 200: alert },
  }),

  deleteAlert: defineEndpoint({
    method: 'DELETE',
    path: '/alerts/{id}.json',
    summary: 'Remove an alert (its author or a site administrator; recorded as a version)',
    tags,
    access: 'climber',
    narrowedTo: 'author_or_site_admin',
    params: recordIdParams,
    responses: { 204: z.null() },
  }),
};

/** The history of the wiki's records. */
const versionEndpoints = {
  getVersionHistory: defineEndpoint({
    method: 'GET',
    path: '/versions/{version_type}/{id}.json',
    summary:
      "A record's history, newest first: who changed which fields, and when; X-Total-Count holds the number of versions",
    tags,
    access: 'api_key',
    params: versionPathParams,
    query: pageQuery,
    responses: { 200: versionHistory },
  }),
};

/** The outdoor catalogue: crags, sectors, routes, areas, maps, alerts, search, geo, places, versions. */
export const outdoorEndpoints = {
  ...geoEndpoints,
  ...searchEndpoints,
  ...placeEndpoints,
  ...wikiEndpoints,
  ...areaEndpoints,
  ...cragMapEndpoints,
  ...alertEndpoints,
  ...versionEndpoints,
};
