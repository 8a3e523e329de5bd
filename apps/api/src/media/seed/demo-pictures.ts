import sharp from 'sharp';

/*
 * The demo photos' pictures, drawn at seed time (nothing is downloaded): stylised cliffs and a gym's wall, as SVG
 * rendered to JPEG like a camera's photo, so that they go through the whole upload path (content check, sizes,
 * metadata dropped). Each scheme is a light of the day.
 */

/**
 * A landscape photo's proportions (3:2), at a size that keeps the seed of a fresh install under a second (each
 * picture is made in three sizes like any upload) while filling a phone's viewer.
 */
const WIDTH = 960;
const HEIGHT = 640;

/** The colours of one cliff picture. */
export interface CliffScheme {
  skyTop: string;
  skyBottom: string;
  rockLight: string;
  rockShade: string;
  trees: string;
  /** The climber's shirt: a dot of colour on the face. */
  climber: string;
}

export const CLIFF_SCHEMES = {
  morning: {
    skyTop: '#6fa8dc',
    skyBottom: '#dcebf7',
    rockLight: '#d9b98c',
    rockShade: '#8c6a4a',
    trees: '#3f6b3a',
    climber: '#d7263d',
  },
  evening: {
    skyTop: '#e07a3f',
    skyBottom: '#f6d7a7',
    rockLight: '#b9a28c',
    rockShade: '#5e4a3c',
    trees: '#2f4a2b',
    climber: '#1b98e0',
  },
  winter: {
    skyTop: '#8e9fb8',
    skyBottom: '#e6e9ef',
    rockLight: '#c7c2b8',
    rockShade: '#6d6a66',
    trees: '#4b5d4a',
    climber: '#f4a100',
  },
} as const satisfies Record<string, CliffScheme>;

/** The colours of one gym wall picture: its panels, its holds, its volumes. */
export interface WallScheme {
  wall: string;
  panelLine: string;
  floor: string;
  holds: readonly string[];
  volume: string;
}

export const WALL_SCHEMES = {
  bloc: {
    wall: '#2f3640',
    panelLine: '#3d4652',
    floor: '#1c2128',
    holds: ['#f5c518', '#e84a5f', '#2ecc71', '#3fa7f5', '#ffffff'],
    volume: '#c8ced6',
  },
  pan: {
    wall: '#d8d2c4',
    panelLine: '#c4bca9',
    floor: '#4a4f57',
    holds: ['#8e44ad', '#e67e22', '#16a085'],
    volume: '#5d6d7e',
  },
} as const satisfies Record<string, WallScheme>;

/** A cliff at the edge of a wood, strata across its face, and a climber on a rope half-way up. */
export function cliffSvg(scheme: CliffScheme): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 1600 1067">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${scheme.skyTop}"/><stop offset="1" stop-color="${scheme.skyBottom}"/>
    </linearGradient>
    <linearGradient id="rock" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${scheme.rockLight}"/><stop offset="1" stop-color="${scheme.rockShade}"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="1067" fill="url(#sky)"/>
  <path d="M0 1067 L0 430 L170 310 L330 345 L470 190 L640 225 L790 120 L960 205 L1120 150 L1300 265 L1450 235 L1600 340 L1600 1067 Z" fill="url(#rock)"/>
  <g fill="none" stroke="${scheme.rockShade}" stroke-opacity="0.35" stroke-width="7">
    <path d="M80 520 Q480 450 900 530 T1600 490"/>
    <path d="M40 660 Q560 610 1010 690 T1600 650"/>
    <path d="M520 260 L560 900"/><path d="M1010 230 L980 880"/>
  </g>
  <path d="M770 300 L772 610" stroke="#f4f1ea" stroke-width="3"/>
  <circle cx="772" cy="610" r="13" fill="${scheme.climber}"/>
  <path d="M0 1067 L0 880 Q200 820 380 870 Q600 800 820 880 Q1040 820 1260 870 Q1440 830 1600 860 L1600 1067 Z" fill="${scheme.trees}"/>
</svg>`;
}

/** A gym's wall: plywood panels, volumes and holds of a few colours on a padded floor. */
export function wallSvg(scheme: WallScheme): string {
  const holds: string[] = [];
  // Holds scattered in a fixed pattern: the same picture every seed.
  for (let index = 0; index < 42; index += 1) {
    const x = 90 + ((index * 367) % 1420);
    const y = 110 + ((index * 211) % 700);
    const color = scheme.holds[index % scheme.holds.length];
    const radius = 14 + ((index * 7) % 16);
    holds.push(`<ellipse cx="${x}" cy="${y}" rx="${radius + 6}" ry="${radius}" fill="${color}"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 1600 1067">
  <rect width="1600" height="1067" fill="${scheme.wall}"/>
  <g stroke="${scheme.panelLine}" stroke-width="5">
    <path d="M400 0 V900 M800 0 V900 M1200 0 V900 M0 300 H1600 M0 600 H1600"/>
  </g>
  <path d="M300 420 L470 330 L520 520 Z" fill="${scheme.volume}"/>
  <path d="M1050 180 L1230 250 L1110 390 Z" fill="${scheme.volume}" fill-opacity="0.85"/>
  ${holds.join('\n  ')}
  <rect y="900" width="1600" height="167" fill="${scheme.floor}"/>
</svg>`;
}

/** A picture rendered to JPEG, as a camera saves it. */
export function renderJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
