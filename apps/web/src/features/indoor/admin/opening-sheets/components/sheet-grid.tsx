import type { GymOpeningSheet, OpeningSheetCellRead, OpeningSheetRowRead } from '@climb/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Group, Stack, Text, Title } from '../../../../../components/ui';
import { HoldColorSwatch } from '../../../shared/hold-color-swatch';
import { useIndoorLabels } from '../../../shared/indoor-labels';
import { cellGrade, isEmptyCell } from '../lib/sheet-cells';
import { OPENING_SHEETS_NAMESPACE } from '../opening-sheets-texts';
import classes from './sheet-grid.module.css';

/** What a cell holds, shown in its box: the level's colour, the grade, the note, a tick once set. */
function CellContent({ cell }: { cell: OpeningSheetCellRead }) {
  const { t } = useTranslation(OPENING_SHEETS_NAMESPACE);
  const { label } = useIndoorLabels();
  if (isEmptyCell(cell)) {
    return (
      <Text size="sm" c="dimmed">
        {t('grid.emptyCell')}
      </Text>
    );
  }
  const grade = cellGrade(cell);
  return (
    <>
      <Group gap={6} wrap="nowrap">
        {cell.level_color ? <HoldColorSwatch color={cell.level_color} size="sm" /> : null}
        {grade ? (
          <Text size="sm" fw={600}>
            {grade}
          </Text>
        ) : null}
        {cell.gym_route_id !== null ? (
          <IconCircleCheck size={18} aria-label={t('grid.set')} role="img" data-testid="cell-set" />
        ) : null}
      </Group>
      {cell.climbing_type ? (
        <Text size="xs" c="dimmed">
          {label('route_climbing_types', cell.climbing_type)}
        </Text>
      ) : null}
      {cell.note ? <span className={classes.note}>{cell.note}</span> : null}
    </>
  );
}

/** One sector's row: its name and its space's, its boxes in order, each opening its editor. */
function SheetRow({
  row,
  onEdit,
}: {
  row: OpeningSheetRowRead;
  onEdit: (row: OpeningSheetRowRead, column: number) => void;
}) {
  const { t } = useTranslation(OPENING_SHEETS_NAMESPACE);
  return (
    <section className={classes.row} aria-labelledby={`sheet-row-${row.gym_sector_id}`} data-testid="sheet-row">
      <Stack gap="xs">
        <Title order={2} size="h5" id={`sheet-row-${row.gym_sector_id}`}>
          {t('grid.rowTitle', { sector: row.sector_name, space: row.space_name })}
        </Title>
        <ul className={classes.cells}>
          {row.cells.map((cell, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a cell is known by its column, as the API names it.
            <li key={column}>
              <button
                type="button"
                className={classes.cell}
                data-planned={isEmptyCell(cell) ? undefined : ''}
                data-set={cell.gym_route_id === null ? undefined : ''}
                aria-label={t('grid.editCell', { column: column + 1, sector: row.sector_name })}
                onClick={() => onEdit(row, column)}
                data-testid={`cell-${row.gym_sector_id}-${column}`}
              >
                <CellContent cell={cell} />
              </button>
            </li>
          ))}
        </ul>
      </Stack>
    </section>
  );
}

/** The sheet's grid: per sector a row of boxes, each a route to set; a box opens its editor. */
export function SheetGrid({
  sheet,
  onEdit,
}: {
  sheet: GymOpeningSheet;
  onEdit: (row: OpeningSheetRowRead, column: number) => void;
}) {
  const { t } = useTranslation(OPENING_SHEETS_NAMESPACE);
  if (sheet.rows.length === 0) {
    return (
      <Text c="dimmed" data-testid="sheet-no-rows">
        {t('grid.noRows')}
      </Text>
    );
  }
  return (
    <Stack gap="md" data-testid="sheet-grid">
      {sheet.rows.map((row) => (
        <SheetRow key={row.gym_sector_id} row={row} onEdit={onEdit} />
      ))}
    </Stack>
  );
}
