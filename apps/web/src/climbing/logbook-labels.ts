import { useTranslation } from 'react-i18next';

/** The groups of `logbook-enums.json`: one label per wire value of a logbook enum. */
export type LogbookEnumGroup =
  | 'ascent_statuses'
  | 'ascent_status_hints'
  | 'roping_statuses'
  | 'hardness_statuses'
  | 'notes'
  | 'route_statuses'
  | 'import_formats';

/** `label('ascent_statuses', 'onsight')` → "À vue"; `options(...)` for a Select or SegmentedControl. */
export function useLogbookLabels() {
  const { t } = useTranslation('logbook-enums');
  const label = (group: LogbookEnumGroup, value: string | number) => t(`${group}.${value}`);
  return {
    label,
    options: (group: LogbookEnumGroup, values: readonly (string | number)[]) =>
      values.map((value) => ({ value: String(value), label: label(group, value) })),
  };
}
