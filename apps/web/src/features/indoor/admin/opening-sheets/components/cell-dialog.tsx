import {
  GYM_ROUTE_CLIMBING_TYPES,
  type GymOpeningSheet,
  type GymOpeningSheetCellUpdateInput,
  gymOpeningSheetCellUpdateInput,
  OPENING_SHEET_NOTE_MAX,
  type OpeningSheetRowRead,
  type ValidationErrors,
} from '@climb/contracts';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect, SimpleGrid, TextInput } from '../../../../../components/ui';
import { validateWith } from '../../../../../lib/forms/form-errors';
import { RULES_NAMESPACE, shareFieldLabels } from '../../../../../lib/forms/rule-messages';
import { useApiForm } from '../../../../../lib/forms/use-api-form';
import { useGymLevels } from '../../../shared/gyms.api';
import { useIndoorLabels } from '../../../shared/indoor-labels';
import { useGymSectorRoutes } from '../../../shared/routes.api';
import { cellGrade, gradeChoices, numberOrNull, orNull } from '../lib/sheet-cells';
import { updateOpeningSheetCell } from '../opening-sheets.api';
import { OPENING_SHEETS_NAMESPACE } from '../opening-sheets-texts';

interface CellValues extends Record<string, unknown> {
  climbing_type: string;
  level_index: string;
  grade_value: string;
  note: string;
  gym_route_id: string;
}

/** The body of `PUT gym_opening_sheets/{id}/cells.json`: every field of the cell, an empty one cleared. */
function cellBody(sectorId: number, column: number, values: CellValues): GymOpeningSheetCellUpdateInput {
  return {
    gym_sector_id: sectorId,
    column,
    climbing_type: (values.climbing_type || null) as GymOpeningSheetCellUpdateInput['climbing_type'],
    level_index: values.climbing_type ? numberOrNull(values.level_index) : null,
    grade_value: numberOrNull(values.grade_value),
    note: orNull(values.note),
    gym_route_id: numberOrNull(values.gym_route_id),
  };
}

interface CellFormProps {
  sheet: GymOpeningSheet;
  row: OpeningSheetRowRead;
  column: number;
  onDone: () => void;
}

/** The cell's form: its type, a level of the gym's scale for the type, a grade, a note, the route set for it. */
function CellForm({ sheet, row, column, onDone }: CellFormProps) {
  const { t, i18n } = useTranslation([OPENING_SHEETS_NAMESPACE, 'common', RULES_NAMESPACE]);
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => shareFieldLabels(i18n, language, OPENING_SHEETS_NAMESPACE), [i18n, language]);
  const { options, label } = useIndoorLabels();
  const levels = useGymLevels(sheet.gym_id);
  const routes = useGymSectorRoutes(row.gym_sector_id);
  const cell = row.cells[column];
  const form = useApiForm<CellValues, GymOpeningSheet>({
    initialValues: {
      climbing_type: cell?.climbing_type ?? row.climbing_type ?? '',
      level_index: cell?.level_index === null || cell?.level_index === undefined ? '' : String(cell.level_index),
      grade_value: cell?.grade_value ? String(cell.grade_value) : '',
      note: cell?.note ?? '',
      gym_route_id: cell?.gym_route_id ? String(cell.gym_route_id) : '',
    },
    validate: (values): ValidationErrors =>
      validateWith(gymOpeningSheetCellUpdateInput, cellBody(row.gym_sector_id, column, values)),
    submit: (values) => updateOpeningSheetCell(sheet.id, cellBody(row.gym_sector_id, column, values)),
    successMessage: t('cell.saved'),
    onSuccess: onDone,
  });
  const scale = levels.data?.find((entry) => entry.climbing_type === form.values.climbing_type)?.levels ?? [];
  const levelChoices = [
    { value: '', label: t('cell.noLevel') },
    ...scale.map((level, index) => {
      const grade = cellGrade(level);
      const colour = label('hold_colors', level.color);
      return { value: String(index), label: grade ? t('cell.levelWithGrade', { colour, grade }) : colour };
    }),
  ];
  const sectorRoutes = routes.data ?? [];
  const routeChoices = [
    { value: '', label: t('cell.notSet') },
    // The route set for it, even once dismounted (the sector's list has the mounted ones).
    ...(cell?.route && !sectorRoutes.some((route) => route.id === cell.route?.id)
      ? [{ value: String(cell.route.id), label: cell.route.name ?? t('cell.routeNumber', { id: cell.route.id }) }]
      : []),
    ...sectorRoutes.map((route) => {
      const grade = cellGrade(route);
      const name = route.name ?? t('cell.routeNumber', { id: route.id });
      return { value: String(route.id), label: grade ? `${name} · ${grade}` : name };
    }),
  ];
  const bind = (field: keyof CellValues & string) => ({
    value: form.values[field] as string,
    onChange: (event: { currentTarget: { value: string } }) => form.setField(field, event.currentTarget.value),
    error: form.fieldError(field),
  });
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate data-testid="cell-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NativeSelect
            label={t('fields.climbing_type')}
            data={[
              { value: '', label: t('cell.noType') },
              ...options('route_climbing_types', GYM_ROUTE_CLIMBING_TYPES),
            ]}
            {...bind('climbing_type')}
            onChange={(event) => {
              form.setField('climbing_type', event.currentTarget.value);
              form.setField('level_index', '');
            }}
            data-testid="cell-type"
          />
          <NativeSelect
            label={t('fields.level_index')}
            data={levelChoices}
            disabled={form.values.climbing_type === ''}
            {...bind('level_index')}
            data-testid="cell-level"
          />
          <NativeSelect
            label={t('fields.grade_value')}
            data={[{ value: '', label: t('cell.noGrade') }, ...gradeChoices()]}
            {...bind('grade_value')}
            data-testid="cell-grade"
          />
          <NativeSelect
            label={t('fields.gym_route_id')}
            description={t('cell.routeHint')}
            data={routeChoices}
            {...bind('gym_route_id')}
            data-testid="cell-route"
          />
        </SimpleGrid>
        <TextInput
          label={t('fields.note')}
          maxLength={OPENING_SHEET_NOTE_MAX}
          autoComplete="off"
          {...bind('note')}
          data-testid="cell-note"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting} data-testid="cell-save">
            {t('cell.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The editor of one cell, in a dialog over the grid; closed when `target` is null. */
export function CellDialog({
  sheet,
  target,
  onClose,
}: {
  sheet: GymOpeningSheet;
  target: { row: OpeningSheetRowRead; column: number } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(OPENING_SHEETS_NAMESPACE);
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
      centered
      title={target ? t('cell.title', { column: target.column + 1, sector: target.row.sector_name }) : ''}
    >
      {target ? <CellForm sheet={sheet} row={target.row} column={target.column} onDone={onClose} /> : null}
    </Modal>
  );
}
