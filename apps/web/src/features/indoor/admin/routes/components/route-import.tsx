import {
  GYM_ROUTE_IMPORT_COLUMNS,
  GYM_ROUTE_IMPORT_MAX_CHARS,
  type GymRouteImportPreview,
  type GymRouteImportResult,
} from '@climb/contracts';
import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Code } from '../../../../../components/ui';
import { ImportFailed } from '../../../../../lib/ndjson-import';
import { useIndoorLabels } from '../../../shared/indoor-labels';
import { importRoutes, previewRouteImport } from '../route-table.api';
import { ROUTES_NAMESPACE } from '../routes-texts';
import { rulesOf, useErrorLines } from './route-actions';

type Step =
  | { name: 'choose' }
  | { name: 'preview'; preview: GymRouteImportPreview; csv: string }
  | { name: 'importing'; done: number; total: number }
  | { name: 'done'; result: GymRouteImportResult };

/**
 * The shared import's steps for a file of routes: a file chosen, its preview row by row (ready, or why not), the import
 * of the ready rows with its progress, the result. All or nothing on the server.
 */
export function RouteImportDialog({ gymId, opened, onClose }: { gymId: number; opened: boolean; onClose(): void }) {
  const { t } = useTranslation(ROUTES_NAMESPACE);
  const { label } = useIndoorLabels();
  const lines = useErrorLines();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setStep({ name: 'choose' });
    setFile(null);
    setProblem(null);
    onClose();
  };

  const preview = async () => {
    setProblem(null);
    const csv = file ? await file.text() : '';
    if (csv.trim() === '') return setProblem(t('import.fileRequired'));
    if (csv.length > GYM_ROUTE_IMPORT_MAX_CHARS) return setProblem(t('import.fileTooBig'));
    setBusy(true);
    try {
      setStep({ name: 'preview', preview: await previewRouteImport(gymId, { csv, skip_rows: [] }), csv });
    } catch (error) {
      setProblem(rulesOf(error)?.csv ? t('import.fileUnreadable') : t('import.failed'));
    } finally {
      setBusy(false);
    }
  };

  const run = async (preview: GymRouteImportPreview, csv: string) => {
    const skip = preview.rows.filter((row) => row.status === 'invalid').map((row) => row.row);
    setStep({ name: 'importing', done: 0, total: preview.matched_count });
    try {
      const result = await importRoutes(gymId, { csv, skip_rows: skip }, (done, total) =>
        setStep({ name: 'importing', done, total }),
      );
      setStep({ name: 'done', result });
    } catch (error) {
      setStep({ name: 'preview', preview, csv });
      setProblem(error instanceof ImportFailed || !rulesOf(error) ? t('import.failed') : t('import.changed'));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('import.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
      data-testid="route-import-dialog"
    >
      <Stack gap="md">
        {step.name === 'choose' ? (
          <>
            <Text size="sm">{t('import.lead')}</Text>
            <Text size="sm">
              {t('import.columns')} <Code>{GYM_ROUTE_IMPORT_COLUMNS.join(', ')}</Code>
            </Text>
            <FileInput
              label={t('import.file')}
              accept=".csv,text/csv"
              value={file}
              onChange={setFile}
              clearable
              data-testid="route-import-file"
            />
            <Group justify="flex-end">
              <Button onClick={preview} loading={busy} data-testid="route-import-preview">
                {t('import.preview')}
              </Button>
            </Group>
          </>
        ) : null}
        {step.name === 'preview' ? (
          <>
            <Text size="sm" data-testid="route-import-summary">
              {t('import.summary', { matched: step.preview.matched_count, invalid: step.preview.invalid_count })}
            </Text>
            <Table.ScrollContainer minWidth={560} maxHeight={360}>
              <Table striped data-testid="route-import-rows">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('import.row')}</Table.Th>
                    <Table.Th>{t('columns.sector')}</Table.Th>
                    <Table.Th>{t('columns.type')}</Table.Th>
                    <Table.Th>{t('columns.level_index')}</Table.Th>
                    <Table.Th>{t('columns.grade_value')}</Table.Th>
                    <Table.Th>{t('columns.opened_at')}</Table.Th>
                    <Table.Th>{t('import.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {step.preview.rows.map((row) => (
                    <Table.Tr key={row.row} data-testid={`route-import-row-${row.row}`} data-status={row.status}>
                      <Table.Td>{row.row}</Table.Td>
                      <Table.Td>{row.sector_name}</Table.Td>
                      <Table.Td>{row.climbing_type ? label('route_climbing_types', row.climbing_type) : '—'}</Table.Td>
                      <Table.Td>{row.level_color ? label('hold_colors', row.level_color) : '—'}</Table.Td>
                      <Table.Td>{row.grade_text ?? '—'}</Table.Td>
                      <Table.Td>{row.opened_at ?? '—'}</Table.Td>
                      <Table.Td>
                        {row.status === 'matched'
                          ? t('import.ready')
                          : lines(row.errors as Parameters<typeof lines>[0]).join(' · ')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {step.preview.invalid_count > 0 ? (
              <Text size="sm" c="dimmed">
                {t('import.leftOut', { count: step.preview.invalid_count })}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStep({ name: 'choose' })}>
                {t('import.back')}
              </Button>
              <Button
                onClick={() => run(step.preview, step.csv)}
                disabled={step.preview.matched_count === 0}
                data-testid="route-import-run"
              >
                {t('import.run', { count: step.preview.matched_count })}
              </Button>
            </Group>
          </>
        ) : null}
        {step.name === 'importing' ? (
          <Stack gap="xs" data-testid="route-import-progress">
            <Text size="sm">{t('import.progress', { done: step.done, total: step.total })}</Text>
            <Progress
              value={step.total === 0 ? 0 : (step.done / step.total) * 100}
              aria-label={t('import.progressLabel')}
            />
          </Stack>
        ) : null}
        {step.name === 'done' ? (
          <>
            <Alert color="teal" data-testid="route-import-done">
              {t('import.done', { count: step.result.imported, skipped: step.result.skipped })}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={close}>{t('import.close')}</Button>
            </Group>
          </>
        ) : null}
        {problem ? (
          <Alert color="red" data-testid="route-import-problem">
            {problem}
          </Alert>
        ) : null}
      </Stack>
    </Modal>
  );
}
