import type { HoldColor } from '@climb/contracts';

/** The texts of the indoor logbook: the panel's logger, `/ascents/indoor/new`, `/home/ascents/indoor`. */
export const INDOOR_NAMESPACE = 'logbook-indoor';

/** Every namespace the indoor logbook's parts read. */
export const INDOOR_NAMESPACES = [INDOOR_NAMESPACE, 'logbook-enums', 'indoor-enums'] as const;

type Translate = (key: string, options?: Record<string, unknown>) => string;

interface Described {
  route_name: string | null;
  color: HoldColor | null;
  grade_text: string | null;
  quantity: number;
}

/**
 * How an indoor ascent is named in a sentence: the route's name when it has one, else its colour and grade ("Bleu
 * 5c"), "Without a route" when nothing is known; "3 × Vert 5a" for several. `t` reads any namespace.
 */
export function pendingGymName(described: Described, t: Translate): string {
  const color = described.color ? t(`indoor-enums:hold_colors.${described.color}`) : null;
  const name =
    described.route_name ??
    ([color, described.grade_text].filter(Boolean).join(' ') || t(`${INDOOR_NAMESPACE}:list.noRoute`));
  return described.quantity > 1 ? t(`${INDOOR_NAMESPACE}:list.times`, { count: described.quantity, name }) : name;
}
