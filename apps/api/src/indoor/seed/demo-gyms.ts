import type { GymClimbingType, GymRouteClimbingType, GymType, HoldColor } from '@climb/contracts';

/*
 * The demo gyms a fresh install shows (docs/domain/indoor.md, "Demo data"): clearly named, in one chain, each
 * with spaces whose plans are drawn here (an SVG rendered to PNG when seeding), sectors outlined in the plan's
 * pixels and mounted routes spread over the default levels. Everything is computed from fixed numbers: two
 * seeds of an empty database give the same gyms.
 */

export interface DemoSector {
  name: string;
  climbing_type: GymRouteClimbingType;
  height: number | null;
  /** The outline on the plan, in its pixels (x right, y down). */
  polygon: [number, number][];
  /** The routes set in it: how many, and from which level of the scale (index) they start. */
  routes: number;
  firstLevel: number;
}

export interface DemoSpace {
  name: string;
  description: string;
  climbing_type: GymRouteClimbingType;
  width: number;
  height: number;
  /** The walls drawn on the plan: closed outlines, in its pixels. */
  walls: [number, number][][];
  sectors: DemoSector[];
}

export interface DemoGym {
  name: string;
  description: string;
  address: string;
  postal_code: string;
  city: string;
  country_code: string;
  latitude: number;
  longitude: number;
  time_zone: string;
  web_site: string | null;
  hours: string;
  climbing_types: GymClimbingType[];
  gym_type: GymType;
  spaces: DemoSpace[];
}

export const DEMO_CHAIN = {
  name: 'Réseau démo Cordée',
  description:
    'Chaîne de démonstration : ses salles montrent ce que Cordée fait pour une salle d’escalade. ' +
    'Demo chain: its gyms show what Cordée does for a climbing gym.',
};

/** A rectangle as a closed outline. */
function box(x: number, y: number, width: number, height: number): [number, number][] {
  return [
    [x, y],
    [x + width, y],
    [x + width, y + height],
    [x, y + height],
  ];
}

export const DEMO_GYMS: readonly DemoGym[] = [
  {
    name: 'Salle démo Cordée Bloc',
    description:
      'Salle de démonstration de Cordée : deux espaces de bloc avec leurs plans, leurs secteurs et leurs blocs. ' +
      'Elle n’existe pas : créez votre salle ou demandez à gérer la vôtre.',
    address: '12 rue de la Démo',
    postal_code: '69007',
    city: 'Lyon',
    country_code: 'fr',
    latitude: 45.7386,
    longitude: 4.8372,
    time_zone: 'Europe/Paris',
    web_site: null,
    hours: 'Lundi au vendredi 10 h – 23 h\nSamedi et dimanche 9 h – 20 h',
    climbing_types: ['bouldering', 'pan', 'training_space'],
    gym_type: 'private',
    spaces: [
      {
        name: 'Grande salle',
        description: 'Le grand espace de bloc : dévers, dalle et toit autour des tapis.',
        climbing_type: 'bouldering',
        width: 1200,
        height: 800,
        walls: [box(60, 60, 1080, 680), box(480, 300, 240, 200)],
        sectors: [
          {
            name: 'Le Dévers',
            climbing_type: 'bouldering',
            height: 4,
            polygon: box(60, 60, 360, 90),
            routes: 8,
            firstLevel: 1,
          },
          {
            name: 'La Dalle',
            climbing_type: 'bouldering',
            height: 4,
            polygon: box(420, 60, 360, 90),
            routes: 7,
            firstLevel: 0,
          },
          {
            name: 'Le Toit',
            climbing_type: 'bouldering',
            height: 4,
            polygon: box(1050, 60, 90, 680),
            routes: 6,
            firstLevel: 3,
          },
          {
            name: 'Le Bloc central',
            climbing_type: 'bouldering',
            height: 4,
            polygon: box(480, 300, 240, 200),
            routes: 7,
            firstLevel: 1,
          },
          {
            name: 'Le Mur du fond',
            climbing_type: 'bouldering',
            height: 4,
            polygon: box(60, 650, 600, 90),
            routes: 6,
            firstLevel: 0,
          },
        ],
      },
      {
        name: 'Espace pan',
        description: 'Le pan d’entraînement et ses circuits de couleur.',
        climbing_type: 'pan',
        width: 900,
        height: 600,
        walls: [box(50, 50, 800, 500)],
        sectors: [
          {
            name: 'Pan Güllich',
            climbing_type: 'pan',
            height: 3,
            polygon: box(50, 50, 400, 80),
            routes: 4,
            firstLevel: 0,
          },
          {
            name: 'Moonboard',
            climbing_type: 'pan',
            height: 3,
            polygon: box(770, 50, 80, 500),
            routes: 3,
            firstLevel: 2,
          },
        ],
      },
    ],
  },
  {
    name: 'Salle démo Cordée Voies',
    description:
      'Seconde salle de démonstration de Cordée : un espace de voies avec son plan et ses secteurs. ' +
      'Elle n’existe pas : créez votre salle ou demandez à gérer la vôtre.',
    address: '8 avenue de l’Exemple',
    postal_code: '38000',
    city: 'Grenoble',
    country_code: 'fr',
    latitude: 45.1869,
    longitude: 5.7262,
    time_zone: 'Europe/Paris',
    web_site: null,
    hours: 'Tous les jours 11 h – 22 h',
    climbing_types: ['sport_climbing', 'bouldering'],
    gym_type: 'club',
    spaces: [
      {
        name: 'Mur de voies',
        description: 'Quinze mètres de haut, des voies de 4c à 7c.',
        climbing_type: 'sport_climbing',
        width: 1000,
        height: 600,
        walls: [box(40, 40, 920, 520)],
        sectors: [
          {
            name: 'Secteur Est',
            climbing_type: 'sport_climbing',
            height: 15,
            polygon: box(40, 40, 460, 80),
            routes: 6,
            firstLevel: 0,
          },
          {
            name: 'Secteur Ouest',
            climbing_type: 'sport_climbing',
            height: 15,
            polygon: box(500, 40, 460, 80),
            routes: 6,
            firstLevel: 2,
          },
        ],
      },
    ],
  },
];

/** The people the demo routes are set by. */
export const DEMO_OPENERS = ['Léa', 'Tom', 'Inès', 'Malik', 'Jeanne'];

export interface DemoRoute {
  level_index: number;
  hold_colors: HoldColor[];
  openers: string[];
  /** Days before the seed that the route was set. */
  openedDaysAgo: number;
  anchor_number: number | null;
}

/**
 * The routes of a sector: levels rising from `firstLevel` and wrapping within the scale, hold colours those of
 * the level (a gym with coloured holds), openers and dates turning through fixed lists.
 */
export function demoRoutes(sector: DemoSector, sectorIndex: number, levelColors: readonly HoldColor[]): DemoRoute[] {
  return Array.from({ length: sector.routes }, (_, index) => {
    const level = (sector.firstLevel + index) % levelColors.length;
    return {
      level_index: level,
      hold_colors: [levelColors[level] as HoldColor],
      openers: [DEMO_OPENERS[(sectorIndex + index) % DEMO_OPENERS.length] as string],
      openedDaysAgo: (sectorIndex * 7 + index * 3) % 60,
      anchor_number: sector.climbing_type === 'sport_climbing' ? index + 1 : null,
    };
  });
}

/** A plan drawn as an architect's sketch: the floor, the walls, and the space's name. */
export function demoPlanSvg(space: DemoSpace): string {
  const outline = (points: [number, number][]) => points.map(([x, y]) => `${x},${y}`).join(' ');
  const walls = space.walls
    .map((points) => `<polygon points="${outline(points)}" fill="none" stroke="#3d3d3d" stroke-width="10"/>`)
    .join('');
  const mats = space.sectors
    .map((sector) => `<polygon points="${outline(sector.polygon)}" fill="#d9d2c3" stroke="#8a8170" stroke-width="2"/>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${space.width}" height="${space.height}" viewBox="0 0 ${space.width} ${space.height}">` +
    `<rect width="100%" height="100%" fill="#f5f2ea"/>${mats}${walls}</svg>`
  );
}
