import type { GymRouteSummary } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { GradeBadge } from '../../../../climbing/grade';
import { Badge } from '../../../../components/ui';
import { HoldColorSwatch } from '../../shared/hold-color-swatch';

/** "Niveau 3" (and its sub-level, "Niveau 3 · 2"), from the route's level in the gym's scale. */
export function useLevelText() {
  const { t } = useTranslation('indoor');
  return (route: Pick<GymRouteSummary, 'level_index' | 'sub_level'>) =>
    route.level_index === null
      ? null
      : route.sub_level === null
        ? t('route.level', { level: route.level_index + 1 })
        : t('route.levelWithSub', { level: route.level_index + 1, sub: route.sub_level });
}

/**
 * A route's difficulty as the gym gives it: its grade in the climber's system, else the gym's own text, else its
 * level; the level's colour before it.
 */
export function RouteGrade({ route, swatch = 'md' }: { route: GymRouteSummary; swatch?: 'sm' | 'md' | 'lg' }) {
  const levelText = useLevelText();
  const level = levelText(route);
  return (
    <span data-testid="route-grade">
      {route.level_color ? <HoldColorSwatch color={route.level_color} size={swatch} /> : null}{' '}
      {route.grade_value ? (
        <GradeBadge value={route.grade_value} />
      ) : route.grade_text ? (
        <Badge variant="default" keepCase radius="sm">
          {route.grade_text}
        </Badge>
      ) : level ? (
        <Badge variant="default" keepCase radius="sm">
          {level}
        </Badge>
      ) : null}
    </span>
  );
}

/** The name a route is called by: its own, else its colours' ("Voie rouge"). */
export function useRouteName() {
  const { t } = useTranslation('indoor');
  const { t: enums } = useTranslation('indoor-enums');
  return (route: Pick<GymRouteSummary, 'name' | 'hold_colors' | 'climbing_type'>) => {
    if (route.name) return route.name;
    const first = route.hold_colors[0];
    const color = first ? enums(`hold_colors.${first}`) : '';
    // "Red boulder", "Bloc rouge": each language writes the colour its way.
    return t(`route.unnamed.${route.climbing_type}`, { color, colorLower: color.toLocaleLowerCase() }).trim();
  };
}
