import {
  GYM_ROUTE_IMPORT_COLUMNS,
  GYM_ROUTE_IMPORT_MAX_CHARS,
  type GymRouteImportResult,
  type GymRouteImportRow,
} from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { type CsvImportColumn, CsvImportDialog } from '../../../../../components/csv-import';
import { useIndoorLabels } from '../../../shared/indoor-labels';
import { importRoutes, previewRouteImport } from '../route-table.api';
import { ROUTES_NAMESPACE } from '../routes-texts';
import { useErrorLines } from './route-actions';

/**
 * The shared import's steps for a file of routes: a file chosen, its preview row by row (ready, or why not), the import
 * of the ready rows with its progress, the result. All or nothing on the server.
 */
export function RouteImportDialog({ gymId, opened, onClose }: { gymId: number; opened: boolean; onClose(): void }) {
  const { t } = useTranslation(ROUTES_NAMESPACE);
  const { label } = useIndoorLabels();
  const lines = useErrorLines();

  const columns: CsvImportColumn<GymRouteImportRow>[] = [
    { head: t('columns.sector'), cell: (row) => row.sector_name },
    {
      head: t('columns.type'),
      cell: (row) => (row.climbing_type ? label('route_climbing_types', row.climbing_type) : '—'),
    },
    { head: t('columns.level_index'), cell: (row) => (row.level_color ? label('hold_colors', row.level_color) : '—') },
    { head: t('columns.grade_value'), cell: (row) => row.grade_text ?? '—' },
    { head: t('columns.opened_at'), cell: (row) => row.opened_at ?? '—' },
  ];

  return (
    <CsvImportDialog<GymRouteImportRow, GymRouteImportResult>
      opened={opened}
      onClose={onClose}
      t={t}
      testId="route-import"
      fileColumns={GYM_ROUTE_IMPORT_COLUMNS}
      columns={columns}
      rowProblem={(row) => lines(row.errors as Parameters<typeof lines>[0]).join(' · ')}
      maxChars={GYM_ROUTE_IMPORT_MAX_CHARS}
      preview={(csv) => previewRouteImport(gymId, { csv, skip_rows: [] })}
      run={(csv, skipRows, onProgress) => importRoutes(gymId, { csv, skip_rows: skipRows }, onProgress)}
    />
  );
}
