/**
 * What a crag marker looks like, from the 5-flag `icon` key of the map GeoJSON (`markerIcon` in the
 * contracts): one coloured slice per kind of climbing the crag offers. Pure strings, no images, so
 * markers draw without any network and in both themes.
 */

/** The kinds of the icon key, in the order of its flags. */
export const MARKER_KINDS = ['sport', 'multi_pitch', 'bouldering', 'deep_water', 'via_ferrata'] as const;
export type MarkerKind = (typeof MARKER_KINDS)[number];

/** One colour per kind, dark enough for the white outline to stand out on any map tile. */
export const MARKER_COLORS: Readonly<Record<MarkerKind, string>> = {
  sport: '#d9480f',
  multi_pitch: '#1864ab',
  bouldering: '#e67700',
  deep_water: '#0b7285',
  via_ferrata: '#6741d9',
};

/** A crag whose types are not known yet (`00000`). */
export const UNKNOWN_MARKER_COLOR = '#5c636a';
export const MARKER_SIZE = 26;

/** The kinds a marker key stands for (`"10100"` → sport and bouldering). */
export function markerKinds(icon: string): MarkerKind[] {
  return MARKER_KINDS.filter((_, index) => icon[index] === '1');
}

/** The colour slices of a marker: one per kind, or the grey of an unknown crag. */
export function markerColors(icon: string): string[] {
  const kinds = markerKinds(icon);
  return kinds.length === 0 ? [UNKNOWN_MARKER_COLOR] : kinds.map((kind) => MARKER_COLORS[kind]);
}

function point(angle: number, radius: number, centre: number): string {
  const x = centre + radius * Math.sin(angle);
  const y = centre - radius * Math.cos(angle);
  return `${x.toFixed(2)} ${y.toFixed(2)}`;
}

/** A round SVG marker: equal pie slices, clockwise from the top, in a white ring. */
export function markerSvg(icon: string, size = MARKER_SIZE): string {
  const colors = markerColors(icon);
  const centre = size / 2;
  const radius = centre - 2;
  const slices =
    colors.length === 1
      ? `<circle cx="${centre}" cy="${centre}" r="${radius}" fill="${colors[0]}"/>`
      : colors
          .map((color, index) => {
            const from = (index / colors.length) * 2 * Math.PI;
            const to = ((index + 1) / colors.length) * 2 * Math.PI;
            const large = to - from > Math.PI ? 1 : 0;
            return `<path d="M${centre} ${centre} L${point(from, radius, centre)} A${radius} ${radius} 0 ${large} 1 ${point(to, radius, centre)} Z" fill="${color}"/>`;
          })
          .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" aria-hidden="true">` +
    `${slices}<circle cx="${centre}" cy="${centre}" r="${radius}" fill="none" stroke="#fff" stroke-width="2"/></svg>`
  );
}

/** Cluster bubbles grow with what they hold, so dense places read as dense. */
export function clusterSize(count: number): number {
  if (count < 10) return 34;
  if (count < 100) return 40;
  if (count < 1000) return 48;
  return 56;
}

/** `1234` → `1.2k`: a bubble stays readable whatever it holds. */
export function clusterLabel(count: number): string {
  if (count < 1000) return String(count);
  return `${(count / 1000).toFixed(count < 10_000 ? 1 : 0)}k`;
}
