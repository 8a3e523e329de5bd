import { useTranslation } from 'react-i18next';

/** The groups of `outdoor-enums.json`: one label per wire value of a contracts enum. */
export type EnumGroup =
  | 'climbing_types'
  | 'rocks'
  | 'rain'
  | 'sun'
  | 'orientations'
  | 'orientations_short'
  | 'seasons'
  | 'inclines'
  | 'start_types'
  | 'receptions'
  | 'bolt_types'
  | 'anchor_types'
  | 'alert_types'
  | 'approach_types'
  | 'version_events'
  | 'version_item_types'
  | 'grade_systems'
  | 'route_sorts';

/** `label('rocks', 'limestone')` → "Calcaire"; `options('rocks', ROCK_TYPES)` for a Select. */
export function useEnumLabels() {
  const { t } = useTranslation('outdoor-enums');
  const label = (group: EnumGroup, value: string) => t(`${group}.${value}`);
  return {
    label,
    options: (group: EnumGroup, values: readonly string[]) =>
      values.map((value) => ({ value, label: label(group, value) })),
  };
}
