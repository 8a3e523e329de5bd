import { Alert, Button, FileInput, Group, Progress, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Code } from '../ui';
import type { CsvImportPreview, CsvImportResult, CsvImportRow } from './use-csv-import';

/** A column of the preview's table, between the row's number and its status. */
export interface CsvImportColumn<Row> {
  head: string;
  cell(row: Row): ReactNode;
}

/** The first step: what the file holds, the file itself, the feature's own options, the preview button. */
export function CsvImportChoose({
  t,
  testId,
  columns,
  file,
  onFile,
  options,
  busy,
  onPreview,
}: {
  t: TFunction;
  testId: string;
  columns: readonly string[];
  file: File | null;
  onFile(file: File | null): void;
  options?: ReactNode;
  busy: boolean;
  onPreview(): void;
}) {
  return (
    <>
      <Text size="sm">{t('import.lead')}</Text>
      <Text size="sm">
        {t('import.columns')} <Code>{columns.join(', ')}</Code>
      </Text>
      <FileInput
        label={t('import.file')}
        accept=".csv,text/csv"
        value={file}
        onChange={onFile}
        clearable
        data-testid={`${testId}-file`}
      />
      {options}
      <Group justify="flex-end">
        <Button onClick={onPreview} loading={busy} data-testid={`${testId}-preview`}>
          {t('import.preview')}
        </Button>
      </Group>
    </>
  );
}

/** The preview: a summary, the rows (ready, or why not), the rows left out, back or import. */
export function CsvImportPreviewStep<Row extends CsvImportRow>({
  t,
  testId,
  preview,
  columns,
  rowProblem,
  onBack,
  onRun,
}: {
  t: TFunction;
  testId: string;
  preview: CsvImportPreview<Row>;
  columns: readonly CsvImportColumn<Row>[];
  rowProblem(row: Row): string;
  onBack(): void;
  onRun(): void;
}) {
  return (
    <>
      <Text size="sm" data-testid={`${testId}-summary`}>
        {t('import.summary', { matched: preview.matched_count, invalid: preview.invalid_count })}
      </Text>
      <Table.ScrollContainer minWidth={560} maxHeight={360}>
        <Table striped data-testid={`${testId}-rows`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('import.row')}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.head}>{column.head}</Table.Th>
              ))}
              <Table.Th>{t('import.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((row) => (
              <Table.Tr key={row.row} data-testid={`${testId}-row-${row.row}`} data-status={row.status}>
                <Table.Td>{row.row}</Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.head}>{column.cell(row)}</Table.Td>
                ))}
                <Table.Td>{row.status === 'matched' ? t('import.ready') : rowProblem(row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {preview.invalid_count > 0 ? (
        <Text size="sm" c="dimmed">
          {t('import.leftOut', { count: preview.invalid_count })}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          {t('import.back')}
        </Button>
        <Button onClick={onRun} disabled={preview.matched_count === 0} data-testid={`${testId}-run`}>
          {t('import.run', { count: preview.matched_count })}
        </Button>
      </Group>
    </>
  );
}

/** The import under way: rows written so far, out of the ready ones. */
export function CsvImportProgress({
  t,
  testId,
  done,
  total,
}: {
  t: TFunction;
  testId: string;
  done: number;
  total: number;
}) {
  return (
    <Stack gap="xs" data-testid={`${testId}-progress`}>
      <Text size="sm">{t('import.progress', { done, total })}</Text>
      <Progress value={total === 0 ? 0 : (done / total) * 100} aria-label={t('import.progressLabel')} />
    </Stack>
  );
}

/** The import done: what was written and what was left out. */
export function CsvImportDone({
  t,
  testId,
  result,
  onClose,
}: {
  t: TFunction;
  testId: string;
  result: CsvImportResult;
  onClose(): void;
}) {
  return (
    <>
      <Alert color="teal" data-testid={`${testId}-done`}>
        {t('import.done', { count: result.imported, skipped: result.skipped })}
      </Alert>
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('import.close')}</Button>
      </Group>
    </>
  );
}

/** Why the file or the import was refused. */
export function CsvImportProblem({ testId, problem }: { testId: string; problem: string | null }) {
  return problem ? (
    <Alert color="red" data-testid={`${testId}-problem`}>
      {problem}
    </Alert>
  ) : null;
}
