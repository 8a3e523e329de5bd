import { useTranslation } from 'react-i18next';

/** The groups of `indoor-enums.json`: one label per wire value of an indoor enum of the contracts. */
export type IndoorEnumGroup =
  | 'gym_climbing_types'
  | 'route_climbing_types'
  | 'gym_types'
  | 'hold_colors'
  | 'route_orders'
  | 'climbing_styles';

/** `label('hold_colors', 'light_blue')` → "Bleu clair"; `options('gym_types', GYM_TYPES)` for a select. */
export function useIndoorLabels() {
  const { t } = useTranslation('indoor-enums');
  const label = (group: IndoorEnumGroup, value: string) => t(`${group}.${value}`);
  return {
    label,
    options: (group: IndoorEnumGroup, values: readonly string[]) =>
      values.map((value) => ({ value, label: label(group, value) })),
  };
}
