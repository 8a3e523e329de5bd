import {
  FRENCH_GRADES,
  type GymLevels,
  type GymOpener,
  type GymRouteTableRow,
  type GymRouteTableRowUpdateInput,
  HOLD_COLORS,
  type HoldColor,
} from '@climb/contracts';
import { Button } from '@mantine/core';
import { type FormEvent, type KeyboardEvent, memo, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHiddenText } from '../../../../../components/plain-ui';
import swatchClasses from '../../../shared/hold-color-swatch.module.css';
import { useIndoorLabels } from '../../../shared/indoor-labels';
import { ROUTES_NAMESPACE } from '../routes-texts';
import classes from './route-table-grid.module.css';

/** Each row's height, as the stylesheet draws it: the rows shown are those the scroll reaches. */
export const ROW_HEIGHT = 44;
/** Rows drawn beyond each edge of the view, so that a quick scroll shows no gap. */
const OVERSCAN = 12;
/** Rows drawn before the view is measured (a first paint, a test without layout). */
const FIRST_ROWS = 40;

/** The cells edited in place, and how. */
export type EditableField =
  | 'name'
  | 'level_index'
  | 'sub_level'
  | 'grade_value'
  | 'hold_colors'
  | 'gym_opener_ids'
  | 'opened_at'
  | 'dismounted_at'
  | 'anchor_number'
  | 'fixed_points';

interface GridProps {
  rows: readonly GymRouteTableRow[];
  selected: ReadonlySet<number>;
  onToggle(id: number): void;
  onToggleAll(): void;
  levels: readonly GymLevels[];
  openers: readonly GymOpener[];
  /** Saves one cell: resolves once saved, rejects with the API's error. */
  onEdit(row: GymRouteTableRow, body: GymRouteTableRowUpdateInput): Promise<void>;
}

/** The rows in view: the first and last index drawn, from the scroll position. */
function useWindow(count: number) {
  const scroller = useRef<HTMLDivElement>(null);
  const [range, setRange] = useState({ start: 0, end: FIRST_ROWS });
  const measure = () => {
    const element = scroller.current;
    if (!element || element.clientHeight === 0) return;
    const start = Math.max(0, Math.floor(element.scrollTop / ROW_HEIGHT) - OVERSCAN);
    const end = Math.ceil((element.scrollTop + element.clientHeight) / ROW_HEIGHT) + OVERSCAN;
    setRange((old) => (old.start === start && old.end === end ? old : { start, end }));
  };
  useLayoutEffect(measure);
  return { scroller, measure, start: Math.min(range.start, count), end: Math.min(range.end, count) };
}

/** An empty row standing for the rows not drawn: its height is set from the script (no style attribute). */
function Spacer({ rows, columns }: { rows: number; columns: number }) {
  const cell = useRef<HTMLTableCellElement>(null);
  useLayoutEffect(() => {
    cell.current?.style.setProperty('height', `${rows * ROW_HEIGHT}px`);
  }, [rows]);
  if (rows === 0) return null;
  return (
    <tr className={classes.spacer}>
      <td ref={cell} colSpan={columns} />
    </tr>
  );
}

const COLUMNS = [
  'name',
  'space',
  'sector',
  'type',
  'level_index',
  'sub_level',
  'grade_value',
  'hold_colors',
  'gym_opener_ids',
  'opened_at',
  'dismounted_at',
  'anchor_number',
  'fixed_points',
  'ascents',
  'likes',
] as const;

/**
 * The route table: a sticky header, a first column that stays in view when the table scrolls sideways (a phone), and
 * only the rows the scroll reaches drawn (2,000 rows stay smooth). A cell opens its editor on a click or Enter; Enter
 * saves it, Escape leaves it unchanged.
 */
export const RouteTableGrid = memo(function RouteTableGrid({
  rows,
  selected,
  onToggle,
  onToggleAll,
  levels,
  openers,
  onEdit,
}: GridProps) {
  const { t } = useTranslation(ROUTES_NAMESPACE);
  const { label } = useIndoorLabels();
  const { scroller, measure, start, end } = useWindow(rows.length);
  const [editing, setEditing] = useState<{ id: number; field: EditableField } | null>(null);
  const allChosen = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someChosen = !allChosen && rows.some((row) => selected.has(row.id));

  const colorNames = (colors: readonly HoldColor[]) => colors.map((color) => label('hold_colors', color)).join(', ');
  // Plain swatches (no hook per row): the cell's label names the colours.
  const swatches = (colors: readonly HoldColor[], withName = false) =>
    colors.length === 0 ? null : (
      <span className={swatchClasses.list}>
        {colors.map((color, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a route may show the same colour twice.
          <span key={`${color}-${index}`} className={swatchClasses.item}>
            <span className={swatchClasses.swatch} data-color={color} data-size="sm" />
            {withName ? <span className={swatchClasses.name}>{label('hold_colors', color)}</span> : null}
          </span>
        ))}
      </span>
    );
  const cell = (row: GymRouteTableRow, field: EditableField, shown: ReactNode, value?: string | number | null) => {
    if (editing?.id === row.id && editing.field === field) {
      return (
        <CellEditor
          row={row}
          field={field}
          levels={levels}
          openers={openers}
          onDone={() => setEditing(null)}
          onSave={async (body) => {
            await onEdit(row, body);
            setEditing(null);
          }}
        />
      );
    }
    return (
      <button
        type="button"
        className={classes.cell}
        onClick={() => setEditing({ id: row.id, field })}
        aria-label={t('table.editCell', {
          column: t(`columns.${field}`),
          route: routeName(row),
          value: value ?? (typeof shown === 'string' || typeof shown === 'number' ? shown : t('table.none')),
        })}
        data-testid={`route-table-cell-${row.id}-${field}`}
      >
        {shown ?? '—'}
      </button>
    );
  };
  const routeName = (row: GymRouteTableRow) => row.name ?? t('table.unnamed', { id: row.id });

  return (
    <div className={classes.scroller} ref={scroller} onScroll={measure} data-testid="route-table">
      <table className={classes.table} aria-rowcount={rows.length + 1}>
        <caption>
          <VisuallyHiddenText>{t('table.caption', { count: rows.length })}</VisuallyHiddenText>
        </caption>
        <thead>
          <tr aria-rowindex={1}>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={column === 'name' ? classes.first : undefined}>
                {column === 'name' ? (
                  <input
                    type="checkbox"
                    className={classes.check}
                    checked={allChosen}
                    ref={(input) => {
                      if (input) input.indeterminate = someChosen;
                    }}
                    onChange={onToggleAll}
                    aria-label={t('table.chooseAll', { count: rows.length })}
                    data-testid="route-table-select-all"
                  />
                ) : null}
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Spacer rows={start} columns={COLUMNS.length} />
          {rows.slice(start, end).map((row, offset) => (
            <tr
              key={row.id}
              aria-rowindex={start + offset + 2}
              data-testid={`route-table-row-${row.id}`}
              data-selected={selected.has(row.id) || undefined}
              data-dismounted={row.dismounted_at ? true : undefined}
            >
              <td className={classes.first}>
                <input
                  type="checkbox"
                  className={classes.check}
                  checked={selected.has(row.id)}
                  onChange={() => onToggle(row.id)}
                  aria-label={t('table.choose', { route: routeName(row) })}
                  data-testid={`route-table-select-${row.id}`}
                />
                {cell(row, 'name', row.name)}
              </td>
              <td>{row.space_name}</td>
              <td>{row.sector_name}</td>
              <td>{label('route_climbing_types', row.climbing_type)}</td>
              <td>
                {cell(
                  row,
                  'level_index',
                  row.level_color ? swatches([row.level_color], true) : null,
                  row.level_color ? label('hold_colors', row.level_color) : null,
                )}
              </td>
              <td>{cell(row, 'sub_level', row.sub_level)}</td>
              <td>{cell(row, 'grade_value', row.grade_text)}</td>
              <td>{cell(row, 'hold_colors', swatches(row.hold_colors), colorNames(row.hold_colors) || null)}</td>
              <td>{cell(row, 'gym_opener_ids', row.openers.length > 0 ? row.openers.join(', ') : null)}</td>
              <td>{cell(row, 'opened_at', row.opened_at)}</td>
              <td>{cell(row, 'dismounted_at', row.dismounted_at)}</td>
              <td>{cell(row, 'anchor_number', row.anchor_number)}</td>
              <td>{cell(row, 'fixed_points', row.fixed_points)}</td>
              <td>{row.ascents_count}</td>
              <td>{row.likes_count}</td>
            </tr>
          ))}
          <Spacer rows={rows.length - end} columns={COLUMNS.length} />
        </tbody>
      </table>
    </div>
  );
});

type Draft = string | string[];

function draftOf(row: GymRouteTableRow, field: EditableField): Draft {
  switch (field) {
    case 'hold_colors':
      return [...row.hold_colors];
    case 'gym_opener_ids':
      return row.gym_opener_ids.map(String);
    default: {
      const value = row[field];
      return value === null ? '' : String(value);
    }
  }
}

const numberOrNull = (value: string) => (value === '' ? null : Number(value));

/** The body one cell's draft saves. */
export function bodyOf(field: EditableField, draft: Draft): GymRouteTableRowUpdateInput {
  if (Array.isArray(draft)) {
    return field === 'hold_colors' ? { hold_colors: draft as HoldColor[] } : { gym_opener_ids: draft.map(Number) };
  }
  switch (field) {
    case 'name':
      return { name: draft.trim() === '' ? null : draft.trim() };
    case 'opened_at':
      return { opened_at: draft };
    case 'dismounted_at':
      return { dismounted_at: draft === '' ? null : draft };
    default:
      return { [field]: numberOrNull(draft) } as GymRouteTableRowUpdateInput;
  }
}

/** One cell's editor: Enter (or the save button) saves, Escape leaves it; a refusal shows under it. */
function CellEditor({
  row,
  field,
  levels,
  openers,
  onSave,
  onDone,
}: {
  row: GymRouteTableRow;
  field: EditableField;
  levels: readonly GymLevels[];
  openers: readonly GymOpener[];
  onSave(body: GymRouteTableRowUpdateInput): Promise<void>;
  onDone(): void;
}) {
  const { t } = useTranslation(ROUTES_NAMESPACE);
  const { label } = useIndoorLabels();
  const [draft, setDraft] = useState<Draft>(() => draftOf(row, field));
  const [saving, setSaving] = useState(false);
  const controlLabel = t(`columns.${field}`);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setSaving(true);
    try {
      await onSave(bodyOf(field, draft));
    } catch {
      // The page tells why; the editor stays open with the value typed.
      setSaving(false);
    }
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    } else if (event.key === 'Enter' && event.target instanceof HTMLSelectElement) {
      // A list saves on Enter as a field does.
      void submit(event);
    }
  };
  const focus = (element: HTMLElement | null) => element?.focus();
  const scale = levels.find((entry) => entry.climbing_type === row.climbing_type)?.levels ?? [];
  const single = (options: { value: string; label: string }[]) => (
    <select
      ref={focus}
      aria-label={controlLabel}
      value={draft as string}
      onChange={(event) => setDraft(event.target.value)}
      data-testid="route-table-editor"
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  const multiple = (options: { value: string; label: string }[]) => (
    <select
      ref={focus}
      multiple
      aria-label={controlLabel}
      value={draft as string[]}
      onChange={(event) => setDraft([...event.target.selectedOptions].map((option) => option.value))}
      data-testid="route-table-editor"
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  const none = { value: '', label: t('table.none') };
  let control: ReactNode;
  switch (field) {
    case 'level_index':
      control = single([
        none,
        ...scale.map((step, index) => ({ value: String(index), label: label('hold_colors', step.color) })),
      ]);
      break;
    case 'sub_level':
      control = single([none, ...['1', '2', '3'].map((value) => ({ value, label: value }))]);
      break;
    case 'grade_value':
      control = single([none, ...FRENCH_GRADES.map((grade) => ({ value: String(grade.value), label: grade.text }))]);
      break;
    case 'hold_colors':
      control = multiple(HOLD_COLORS.map((color) => ({ value: color, label: label('hold_colors', color) })));
      break;
    case 'gym_opener_ids':
      control = multiple(openers.map((opener) => ({ value: String(opener.id), label: opener.name })));
      break;
    default:
      control = (
        <input
          ref={focus}
          aria-label={controlLabel}
          type={field === 'opened_at' || field === 'dismounted_at' ? 'date' : field === 'name' ? 'text' : 'number'}
          required={field === 'opened_at'}
          maxLength={field === 'name' ? 120 : undefined}
          min={field === 'anchor_number' || field === 'fixed_points' ? 0 : undefined}
          value={draft as string}
          onChange={(event) => setDraft(event.target.value)}
          data-testid="route-table-editor"
        />
      );
  }
  return (
    <form className={classes.editor} onSubmit={submit} onKeyDown={keys} data-testid="route-table-cell-form">
      {control}
      <Button type="submit" size="compact-xs" loading={saving} data-testid="route-table-cell-save">
        {t('table.save')}
      </Button>
      <Button type="button" size="compact-xs" variant="default" onClick={onDone} data-testid="route-table-cell-cancel">
        {t('table.cancel')}
      </Button>
    </form>
  );
}
