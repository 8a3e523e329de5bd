import type { Locale } from '../platform/locale';
import type { PageMeta } from '../platform/page-types';

/**
 * Titles and descriptions of the indoor pages. Pages about one record (a gym, a space, a chain) get their
 * record's name from the server in the HTML and from the page on navigation; these are the fallbacks and the
 * lists' titles.
 */
export const INDOOR_PAGE_META = {
  fr: {
    indoor: {
      title: 'Escalade en salle',
      description: 'Les salles d’escalade : leurs espaces sur un plan, leurs secteurs et leurs voies et blocs ouverts.',
    },
    indoorSearch: {
      title: 'Rechercher une salle',
      description: 'Trouvez une salle d’escalade par son nom ou sa ville, même avec une faute de frappe.',
    },
    findGyms: {
      title: 'Trouver une salle d’escalade',
      description: 'Les salles d’escalade autour de vous, par type : bloc, voies, pan.',
    },
    mapsGyms: {
      title: 'Carte des salles d’escalade',
      description: 'Toutes les salles d’escalade sur une carte, filtrées par type.',
    },
    gymNew: { title: 'Ajouter une salle', description: 'Ajoutez une salle d’escalade à Cordée.' },
    gymRouteLink: { title: 'Voie de salle', description: 'Une voie ou un bloc d’une salle d’escalade.' },
    gymRouteTable: {
      title: 'Voies ouvertes',
      description: 'Toutes les voies et tous les blocs ouverts de la salle, par secteur, couleur et cotation.',
    },
    gymChain: { title: 'Groupe de salles', description: 'Un groupe de salles d’escalade et ses salles.' },
    gymChainBanner: { title: 'Bannière du groupe', description: 'Changez la bannière du groupe de salles.' },
    gymChainEdit: { title: 'Modifier le groupe', description: 'Modifiez le groupe de salles.' },
    gymChainLogo: { title: 'Logo du groupe', description: 'Changez le logo du groupe de salles.' },
    gym: {
      title: 'Salle d’escalade',
      description: 'Une salle d’escalade : adresse, horaires, espaces, secteurs et voies ouvertes.',
    },
    gymFollowers: { title: 'Abonnés de la salle', description: 'Les grimpeurs qui suivent la salle.' },
    gymRanking: {
      title: 'Classement de la salle',
      description: 'Le classement des grimpeurs de la salle, par points des voies et blocs réalisés.',
    },
    gymSpaces: { title: 'Espaces de la salle', description: 'Les espaces de la salle et leurs plans.' },
    gymSpace: {
      title: 'Espace de la salle',
      description: 'Le plan de l’espace, ses secteurs et les voies et blocs ouverts.',
    },
    gymSpaceNew: { title: 'Ajouter un espace', description: 'Ajoutez un espace à la salle.' },
    gymSpaceEdit: { title: 'Modifier l’espace', description: 'Modifiez un espace de la salle.' },
    gymEdit: { title: 'Modifier la salle', description: 'Modifiez les informations de la salle.' },
    gymBanner: { title: 'Bannière de la salle', description: 'Changez la bannière de la salle.' },
    gymLogo: { title: 'Logo de la salle', description: 'Changez le logo de la salle.' },
    gymUploadPlan: { title: 'Plan de l’espace', description: 'Envoyez le plan d’un espace de la salle.' },
    gymSelectSpace: { title: 'Choisir un espace', description: 'Choisissez l’espace où ajouter un secteur.' },
    gymSelectSector: { title: 'Choisir un secteur', description: 'Choisissez le secteur où ouvrir une voie.' },
    gymSectorNew: { title: 'Ajouter un secteur', description: 'Dessinez un secteur sur le plan de l’espace.' },
    gymSectorEdit: { title: 'Modifier le secteur', description: 'Modifiez ou redessinez un secteur.' },
    gymRouteNew: { title: 'Ouvrir une voie', description: 'Ajoutez une voie ou un bloc à un secteur.' },
    gymRouteEdit: { title: 'Modifier la voie', description: 'Modifiez une voie ou un bloc de la salle.' },
    gymRoutePicture: { title: 'Photo de la voie', description: 'Changez la photo d’une voie de la salle.' },
    gymRouteThumbnail: { title: 'Vignette de la voie', description: 'Changez la vignette d’une voie de la salle.' },
    gymAdministrationRequest: {
      title: 'Administrer la salle',
      description: 'Vous travaillez dans cette salle ? Demandez à l’administrer sur Cordée.',
    },
    gymAdministratorRequired: {
      title: 'Réservé à l’équipe de la salle',
      description: 'La salle est tenue par son équipe : qui peut la modifier et comment rejoindre l’équipe.',
    },
    gymAdministrations: {
      title: 'Demandes d’administration de salles',
      description: 'Les demandes des grimpeurs pour administrer une salle, à accepter ou refuser.',
    },
  },
  en: {
    indoor: {
      title: 'Indoor climbing',
      description: 'Climbing gyms: their spaces on a plan, their sectors and their routes and boulders set.',
    },
    indoorSearch: {
      title: 'Search for a gym',
      description: 'Find a climbing gym by its name or town, typos forgiven.',
    },
    findGyms: {
      title: 'Find a climbing gym',
      description: 'The climbing gyms around you, by type: bouldering, routes, board.',
    },
    mapsGyms: { title: 'Climbing gyms map', description: 'Every climbing gym on a map, filtered by type.' },
    gymNew: { title: 'Add a gym', description: 'Add a climbing gym to Cordée.' },
    gymRouteLink: { title: 'Gym route', description: 'A route or a boulder of a climbing gym.' },
    gymRouteTable: {
      title: 'Routes set',
      description: 'Every route and boulder set in the gym, by sector, colour and grade.',
    },
    gymChain: { title: 'Gym chain', description: 'A chain of climbing gyms and its gyms.' },
    gymChainBanner: { title: 'Chain banner', description: 'Change the banner of the gym chain.' },
    gymChainEdit: { title: 'Edit the chain', description: 'Edit the gym chain.' },
    gymChainLogo: { title: 'Chain logo', description: 'Change the logo of the gym chain.' },
    gym: { title: 'Climbing gym', description: 'A climbing gym: address, hours, spaces, sectors and routes set.' },
    gymFollowers: { title: 'Gym followers', description: 'The climbers who follow the gym.' },
    gymRanking: {
      title: 'Gym ranking',
      description: "The gym's climbers ranked by the points of the routes they did.",
    },
    gymSpaces: { title: 'Gym spaces', description: 'The spaces of the gym and their plans.' },
    gymSpace: { title: 'Gym space', description: 'The plan of the space, its sectors and the routes set.' },
    gymSpaceNew: { title: 'Add a space', description: 'Add a space to the gym.' },
    gymSpaceEdit: { title: 'Edit the space', description: 'Edit a space of the gym.' },
    gymEdit: { title: 'Edit the gym', description: 'Edit the gym’s details.' },
    gymBanner: { title: 'Gym banner', description: 'Change the gym’s banner.' },
    gymLogo: { title: 'Gym logo', description: 'Change the gym’s logo.' },
    gymUploadPlan: { title: 'Space plan', description: 'Upload the plan of a space of the gym.' },
    gymSelectSpace: { title: 'Choose a space', description: 'Choose the space to add a sector to.' },
    gymSelectSector: { title: 'Choose a sector', description: 'Choose the sector to set a route in.' },
    gymSectorNew: { title: 'Add a sector', description: 'Draw a sector on the space’s plan.' },
    gymSectorEdit: { title: 'Edit the sector', description: 'Edit or redraw a sector.' },
    gymRouteNew: { title: 'Set a route', description: 'Add a route or a boulder to a sector.' },
    gymRouteEdit: { title: 'Edit the route', description: 'Edit a route or a boulder of the gym.' },
    gymRoutePicture: { title: 'Route picture', description: 'Change the picture of a gym route.' },
    gymRouteThumbnail: { title: 'Route thumbnail', description: 'Change the thumbnail of a gym route.' },
    gymAdministrationRequest: {
      title: 'Administer the gym',
      description: 'Do you work at this gym? Ask to administer it on Cordée.',
    },
    gymAdministratorRequired: {
      title: 'For the gym’s team',
      description: 'The gym is run by its team: who may edit it and how to join the team.',
    },
    gymAdministrations: {
      title: 'Gym administration requests',
      description: 'The climbers’ requests to administer a gym, to approve or refuse.',
    },
  },
} as const satisfies Record<Locale, Record<string, PageMeta>>;
