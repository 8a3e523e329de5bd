import type { Locale } from '../platform/locale';
import type { PageMeta } from '../platform/page-types';

/**
 * Titles and descriptions of the outdoor pages. Pages about one record (a crag, a sector, a
 * department…) get their record's name from the server in the HTML and from the page on navigation;
 * these are the fallbacks and the lists' titles.
 */
export const OUTDOOR_PAGE_META = {
  fr: {
    grades: {
      title: 'Cotations',
      description:
        'Table de conversion des cotations d’escalade : française, britannique, YDS, V, UIAA et Fontainebleau.',
    },
    cragsSearch: {
      title: 'Rechercher un site',
      description: 'Trouvez un site d’escalade par son nom, même avec une faute de frappe ou sans accents.',
    },
    outdoorSearchCrags: {
      title: 'Rechercher un site d’escalade',
      description: 'Recherche des sites d’escalade par nom, commune ou région.',
    },
    outdoorSearchCragRoutes: {
      title: 'Rechercher une voie',
      description: 'Recherche des voies et des blocs par nom, avec leur site et leur cotation.',
    },
    findCrags: {
      title: 'Trouver un site d’escalade',
      description: 'Les sites d’escalade autour de vous, autour d’un point de la carte ou par leur nom.',
    },
    mapsCrags: {
      title: 'Carte des sites d’escalade',
      description:
        'Tous les sites d’escalade sur une carte, filtrés par type, cotation, orientation, saison et marche d’approche.',
    },
    embedCragsMap: {
      title: 'Carte des sites d’escalade',
      description: 'La carte des sites d’escalade, à intégrer dans votre site.',
    },
    escaladeEnFrance: {
      title: 'Escalade en France',
      description: 'Les sites d’escalade de France, département par département, avec leurs voies et cotations.',
    },
    escaladeEnDepartement: {
      title: 'Escalade dans le département',
      description: 'Les sites d’escalade du département, leurs voies, cotations et types de grimpe.',
    },
    escaladeAutourDe: {
      title: 'Escalade autour de la commune',
      description: 'Les sites d’escalade les plus proches de la commune, du plus près au plus loin.',
    },
    crag: {
      title: 'Site d’escalade',
      description: 'Le site d’escalade : secteurs, voies, cotations, orientation, saisons, accès et carte.',
    },
    cragRoutes: { title: 'Voies du site', description: 'Toutes les voies du site, par secteur, cotation ou hauteur.' },
    cragMaps: {
      title: 'Carte du site',
      description: 'Secteurs, parkings, marches d’approche et barres rocheuses du site sur une carte.',
    },
    cragSector: {
      title: 'Secteur',
      description: 'Le secteur et ses voies, avec cotations, orientation et ensoleillement.',
    },
    cragSectorMaps: { title: 'Carte du secteur', description: 'Le secteur sur la carte du site.' },
    cragRoute: {
      title: 'Voie',
      description: 'La voie : cotation, longueurs, hauteur, équipement, ouvreur et avis des grimpeurs.',
    },
    area: {
      title: 'Zone d’escalade',
      description: 'Une zone qui regroupe plusieurs sites d’escalade, avec leurs voies et cotations.',
    },
    areaCrags: { title: 'Sites de la zone', description: 'Les sites d’escalade de la zone.' },
    areaNew: { title: 'Nouvelle zone', description: 'Créez une zone qui regroupe des sites d’escalade.' },
    areaEdit: { title: 'Modifier la zone', description: 'Modifiez le nom et la description de la zone.' },
    areaAddCrag: { title: 'Ajouter un site à la zone', description: 'Ajoutez un site d’escalade à cette zone.' },
    versions: {
      title: 'Historique des modifications',
      description: 'Qui a modifié quoi et quand : l’historique de cette fiche du wiki.',
    },
    cragNew: {
      title: 'Nouveau site d’escalade',
      description: 'Ajoutez un site d’escalade au wiki : position, types de grimpe, rocher, exposition, saisons.',
    },
    cragEdit: { title: 'Modifier le site', description: 'Modifiez les informations du site d’escalade.' },
    cragAddOnArea: { title: 'Ajouter le site à une zone', description: 'Rattachez ce site à une zone d’escalade.' },
    cragMapsEdit: {
      title: 'Modifier la carte du site',
      description: 'Placez les secteurs et les parkings, tracez les marches d’approche et les barres rocheuses.',
    },
    cragRouteNew: {
      title: 'Nouvelle voie',
      description: 'Ajoutez une voie ou un bloc au site, avec ses longueurs et sa cotation.',
    },
    cragRouteEdit: { title: 'Modifier la voie', description: 'Modifiez la voie, ses longueurs et sa cotation.' },
    cragSectorNew: { title: 'Nouveau secteur', description: 'Ajoutez un secteur au site d’escalade.' },
    cragSectorEdit: { title: 'Modifier le secteur', description: 'Modifiez le secteur du site d’escalade.' },
    approachNew: { title: 'Nouvelle marche d’approche', description: 'Tracez le chemin qui mène au pied des voies.' },
    approachEdit: {
      title: 'Modifier la marche d’approche',
      description: 'Modifiez le tracé et le type de la marche d’approche.',
    },
    parkNew: { title: 'Nouveau parking', description: 'Placez un parking pour accéder au site.' },
    parkEdit: { title: 'Modifier le parking', description: 'Déplacez ou décrivez le parking du site.' },
    alertNew: {
      title: 'Nouvelle alerte',
      description: 'Signalez une information importante : interdiction, nidification, travaux, bonne nouvelle.',
    },
    alertEdit: { title: 'Modifier l’alerte', description: 'Modifiez le type, le texte ou la date de fin de l’alerte.' },
  },
  en: {
    grades: {
      title: 'Grades',
      description: 'Climbing grade conversion table: French, British, YDS, V, UIAA and Fontainebleau.',
    },
    cragsSearch: {
      title: 'Search a crag',
      description: 'Find a crag by its name, even with a typo or without accents.',
    },
    outdoorSearchCrags: { title: 'Search crags', description: 'Search climbing crags by name, town or region.' },
    outdoorSearchCragRoutes: {
      title: 'Search routes',
      description: 'Search routes and boulder problems by name, with their crag and grade.',
    },
    findCrags: { title: 'Find a crag', description: 'Crags around you, around a point of the map, or by their name.' },
    mapsCrags: {
      title: 'Map of crags',
      description: 'Every crag on a map, filtered by type, grade, orientation, season and approach.',
    },
    embedCragsMap: { title: 'Map of crags', description: 'The map of crags, to embed in your own site.' },
    escaladeEnFrance: {
      title: 'Climbing in France',
      description: 'The crags of France, department by department, with their routes and grades.',
    },
    escaladeEnDepartement: {
      title: 'Climbing in the department',
      description: 'The crags of the department, their routes, grades and climbing types.',
    },
    escaladeAutourDe: {
      title: 'Climbing around the town',
      description: 'The crags nearest to the town, from the closest to the farthest.',
    },
    crag: { title: 'Crag', description: 'The crag: sectors, routes, grades, orientation, seasons, access and map.' },
    cragRoutes: { title: 'Routes of the crag', description: 'Every route of the crag, by sector, grade or height.' },
    cragMaps: { title: 'Crag map', description: 'Sectors, parkings, approaches and rock bars of the crag on a map.' },
    cragSector: { title: 'Sector', description: 'The sector and its routes, with grades, orientation and sun.' },
    cragSectorMaps: { title: 'Sector map', description: 'The sector on the crag map.' },
    cragRoute: {
      title: 'Route',
      description: 'The route: grade, pitches, height, gear, first ascent and climbers’ opinions.',
    },
    area: { title: 'Climbing area', description: 'An area grouping several crags, with their routes and grades.' },
    areaCrags: { title: 'Crags of the area', description: 'The crags of the area.' },
    areaNew: { title: 'New area', description: 'Create an area grouping crags.' },
    areaEdit: { title: 'Edit the area', description: 'Edit the name and description of the area.' },
    areaAddCrag: { title: 'Add a crag to the area', description: 'Add a crag to this area.' },
    versions: { title: 'Change history', description: 'Who changed what and when: the history of this wiki record.' },
    cragNew: {
      title: 'New crag',
      description: 'Add a crag to the wiki: position, climbing types, rock, exposure, seasons.',
    },
    cragEdit: { title: 'Edit the crag', description: 'Edit the information about the crag.' },
    cragAddOnArea: { title: 'Add the crag to an area', description: 'Attach this crag to a climbing area.' },
    cragMapsEdit: {
      title: 'Edit the crag map',
      description: 'Place sectors and parkings, draw approaches and rock bars.',
    },
    cragRouteNew: {
      title: 'New route',
      description: 'Add a route or a boulder problem to the crag, with its pitches and grade.',
    },
    cragRouteEdit: { title: 'Edit the route', description: 'Edit the route, its pitches and its grade.' },
    cragSectorNew: { title: 'New sector', description: 'Add a sector to the crag.' },
    cragSectorEdit: { title: 'Edit the sector', description: 'Edit the sector of the crag.' },
    approachNew: { title: 'New approach', description: 'Draw the path to the foot of the routes.' },
    approachEdit: { title: 'Edit the approach', description: 'Edit the path and type of the approach.' },
    parkNew: { title: 'New parking', description: 'Place a parking to reach the crag.' },
    parkEdit: { title: 'Edit the parking', description: 'Move or describe the parking of the crag.' },
    alertNew: { title: 'New alert', description: 'Report something important: a ban, bird nesting, works, good news.' },
    alertEdit: { title: 'Edit the alert', description: 'Edit the type, text or end date of the alert.' },
  },
} as const satisfies Record<Locale, Record<string, PageMeta>>;
