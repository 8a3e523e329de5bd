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
    gymAdmin: {
      title: 'Administration de la salle',
      description: 'Ce qui demande votre attention et les outils de l’équipe de la salle.',
    },
    gymAdminAdministrators: {
      title: 'L’équipe de la salle',
      description: 'Les membres de l’équipe, leurs rôles et les invitations en attente.',
    },
    gymAdminAdministratorNew: {
      title: 'Inviter dans l’équipe',
      description: 'Invitez une personne dans l’équipe de la salle par e-mail, avec ses rôles.',
    },
    gymAdminAdministratorEdit: {
      title: 'Rôles d’un membre',
      description: 'Changez les rôles d’un membre de l’équipe.',
    },
    gymAdminFirstSpace: {
      title: 'Premier espace',
      description: 'Créez le premier espace de la salle avec son plan.',
    },
    gymAdminFirstDifficultySystem: {
      title: 'Système de difficulté',
      description: 'Choisissez comment la salle note ses voies : couleurs ou cotations.',
    },
    gymAdminGrades: {
      title: 'Systèmes de cotation',
      description: 'Les systèmes de cotation propres à la salle.',
    },
    gymAdminGradeNew: {
      title: 'Nouveau système de cotation',
      description: 'Créez un système de cotation pour la salle.',
    },
    gymAdminGradeLineEdit: {
      title: 'Modifier une ligne de cotation',
      description: 'Modifiez une ligne d’un système de cotation.',
    },
    gymAdminGrade: {
      title: 'Système de cotation',
      description: 'Un système de cotation de la salle et ses lignes dans l’ordre.',
    },
    gymAdminGradeEdit: {
      title: 'Modifier le système de cotation',
      description: 'Modifiez le nom et le type d’un système de cotation.',
    },
    gymAdminGradeLineNew: {
      title: 'Nouvelle ligne de cotation',
      description: 'Ajoutez une ligne à un système de cotation.',
    },
    gymAdminLevels: {
      title: 'Niveaux et couleurs',
      description: 'Les couleurs de la salle par type de voie, avec leur cotation et leurs points.',
    },
    gymAdminClimbingStyles: {
      title: 'Styles de grimpe',
      description: 'Les styles dont la salle étiquette ses voies.',
    },
    gymAdminRankingSystems: {
      title: 'Systèmes de classement',
      description: 'Comment les voies de la salle comptent dans son classement.',
    },
    gymAdminSpaceGroupNew: {
      title: 'Nouveau groupe d’espaces',
      description: 'Regroupez des espaces de la salle (un bâtiment, un étage).',
    },
    gymAdminSpaceGroupEdit: {
      title: 'Modifier le groupe d’espaces',
      description: 'Modifiez un groupe d’espaces de la salle.',
    },
    gymAdminTreeStructures: {
      title: 'Organisation de la salle',
      description: 'Groupes, espaces et secteurs de la salle, dans l’ordre.',
    },
    gymAdminOpeners: {
      title: 'Ouvreurs et ouvreuses',
      description: 'Les personnes qui ouvrent les voies de la salle.',
    },
    gymAdminRouteTables: {
      title: 'Tableau des voies',
      description: 'Toutes les voies de la salle : filtrer, démonter, déplacer, imprimer, importer.',
    },
    gymAdminRouteStatistics: {
      title: 'Statistiques des voies',
      description: 'Les voies par cotation et par niveau, les ouvertures, les âges, les avis.',
    },
    gymAdminOpeningSheets: {
      title: 'Fiches d’ouverture',
      description: 'Les grilles des voies à ouvrir, secteur par secteur.',
    },
    gymAdminOpeningSheetNew: {
      title: 'Nouvelle fiche d’ouverture',
      description: 'Préparer la grille des voies à ouvrir par secteur.',
    },
    gymAdminOpeningSheet: {
      title: 'Fiche d’ouverture',
      description: 'La grille des voies à ouvrir par secteur.',
    },
    gymAdminLabelTemplates: {
      title: 'Modèles d’étiquettes',
      description: 'Les modèles d’impression des étiquettes des voies.',
    },
    gymAdminLabelTemplateNew: {
      title: 'Nouveau modèle d’étiquettes',
      description: 'Choisir la disposition, le papier, la police et les champs des étiquettes.',
    },
    gymAdminLabelTemplate: {
      title: 'Modèle d’étiquettes',
      description: 'La disposition, le papier, la police et les champs des étiquettes.',
    },
    gymAdminComments: {
      title: 'Commentaires',
      description: 'Masquer, réafficher et répondre au nom de la salle.',
    },
    gymAdminVideos: {
      title: 'Vidéos',
      description: 'Masquer ou réafficher les vidéos des voies de la salle.',
    },
    gymLabelPrint: {
      title: 'Étiquettes à imprimer',
      description: 'Les étiquettes des voies, avec leur QR code.',
    },
    gymOpeningSheetPrint: {
      title: 'Fiche d’ouverture à imprimer',
      description: 'La grille des voies à ouvrir, prête à imprimer.',
    },
    gymAdminOpenerNew: {
      title: 'Nouvel ouvreur',
      description: 'Ajoutez une personne qui ouvre les voies de la salle.',
    },
    gymAdminOpenerEdit: {
      title: 'Modifier un ouvreur',
      description: 'Modifiez une personne qui ouvre les voies de la salle.',
    },
    gymReportUnsubscribe: {
      title: 'Rapport hebdomadaire de la salle',
      description: 'Ne plus recevoir le rapport hebdomadaire d’une salle que vous administrez.',
    },
    gymAdminIndoorSubscriptions: {
      title: 'Mes abonnements de salle',
      description: 'Les offres des salles que vous administrez, leurs dates et leurs conditions.',
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
    gymAdmin: {
      title: 'Gym administration',
      description: 'What needs your attention and the tools of the gym’s team.',
    },
    gymAdminAdministrators: {
      title: 'The gym’s team',
      description: 'The team members, their roles and the invitations waiting for an answer.',
    },
    gymAdminAdministratorNew: {
      title: 'Invite to the team',
      description: 'Invite someone to the gym’s team by e-mail, with their roles.',
    },
    gymAdminAdministratorEdit: {
      title: 'A member’s roles',
      description: 'Change the roles of a team member.',
    },
    gymAdminFirstSpace: {
      title: 'First space',
      description: 'Create the gym’s first space with its plan.',
    },
    gymAdminFirstDifficultySystem: {
      title: 'Difficulty system',
      description: 'Choose how the gym grades its routes: colours or grades.',
    },
    gymAdminGrades: {
      title: 'Grade systems',
      description: 'The gym’s own grade systems.',
    },
    gymAdminGradeNew: {
      title: 'New grade system',
      description: 'Create a grade system for the gym.',
    },
    gymAdminGradeLineEdit: {
      title: 'Edit a grade line',
      description: 'Edit a line of a grade system.',
    },
    gymAdminGrade: {
      title: 'Grade system',
      description: 'A grade system of the gym and its lines in order.',
    },
    gymAdminGradeEdit: {
      title: 'Edit the grade system',
      description: 'Edit the name and type of a grade system.',
    },
    gymAdminGradeLineNew: {
      title: 'New grade line',
      description: 'Add a line to a grade system.',
    },
    gymAdminLevels: {
      title: 'Levels and colours',
      description: 'The gym’s colours per type of route, with their grade and points.',
    },
    gymAdminClimbingStyles: {
      title: 'Climbing styles',
      description: 'The styles the gym tags its routes with.',
    },
    gymAdminRankingSystems: {
      title: 'Ranking systems',
      description: 'How the gym’s routes count in its ranking.',
    },
    gymAdminSpaceGroupNew: {
      title: 'New space group',
      description: 'Group spaces of the gym (a building, a floor).',
    },
    gymAdminSpaceGroupEdit: {
      title: 'Edit the space group',
      description: 'Edit a group of spaces of the gym.',
    },
    gymAdminTreeStructures: {
      title: 'The gym’s structure',
      description: 'The gym’s groups, spaces and sectors, in order.',
    },
    gymAdminOpeners: {
      title: 'Route setters',
      description: 'The people who set the gym’s routes.',
    },
    gymAdminRouteTables: {
      title: 'Route table',
      description: 'Every route of the gym: filter, take down, move, print, import.',
    },
    gymAdminRouteStatistics: {
      title: 'Route statistics',
      description: 'Routes by grade and by level, openings, ages and opinions.',
    },
    gymAdminOpeningSheets: {
      title: 'Opening sheets',
      description: 'The grids of routes to set, sector by sector.',
    },
    gymAdminOpeningSheetNew: {
      title: 'New opening sheet',
      description: 'Plan the grid of routes to set per sector.',
    },
    gymAdminOpeningSheet: {
      title: 'Opening sheet',
      description: 'The grid of routes to set per sector.',
    },
    gymAdminLabelTemplates: {
      title: 'Label templates',
      description: 'How the route labels print.',
    },
    gymAdminLabelTemplateNew: {
      title: 'New label template',
      description: 'Choose the labels’ layout, paper, font and fields.',
    },
    gymAdminLabelTemplate: {
      title: 'Label template',
      description: 'The labels’ layout, paper, font and fields.',
    },
    gymAdminComments: {
      title: 'Comments',
      description: 'Hide, show again and answer on behalf of the gym.',
    },
    gymAdminVideos: {
      title: 'Videos',
      description: 'Hide or show again the videos of the gym’s routes.',
    },
    gymLabelPrint: {
      title: 'Labels to print',
      description: 'The routes’ labels, with their QR code.',
    },
    gymOpeningSheetPrint: {
      title: 'Opening sheet to print',
      description: 'The grid of routes to set, ready to print.',
    },
    gymAdminOpenerNew: {
      title: 'New route setter',
      description: 'Add someone who sets the gym’s routes.',
    },
    gymAdminOpenerEdit: {
      title: 'Edit a route setter',
      description: 'Edit someone who sets the gym’s routes.',
    },
    gymReportUnsubscribe: {
      title: 'Gym weekly report',
      description: 'Stop receiving the weekly report of a gym you administer.',
    },
    gymAdminIndoorSubscriptions: {
      title: 'My gym plans',
      description: 'The plans of the gyms you administer, their dates and their terms.',
    },
  },
} as const satisfies Record<Locale, Record<string, PageMeta>>;
