import { Modal, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CsvImportChoose,
  type CsvImportColumn,
  CsvImportDone,
  CsvImportPreviewStep,
  CsvImportProblem,
  CsvImportProgress,
} from './csv-import-parts';
import { type CsvImportCalls, type CsvImportResult, type CsvImportRow, useCsvImport } from './use-csv-import';

export interface CsvImportDialogProps<Row extends CsvImportRow, Result extends CsvImportResult>
  extends CsvImportCalls<Row, Result> {
  opened: boolean;
  onClose(): void;
  /** The feature's translation, reading its `import.*` texts (title, lead, summary, run, done, problems…). */
  t: TFunction;
  /** The prefix of every test id: `{testId}-dialog`, `{testId}-file`, `{testId}-row-{n}`… */
  testId: string;
  /** The columns the file holds, shown before it is chosen. */
  fileColumns: readonly string[];
  /** The preview table's columns, between the row's number and its status. */
  columns: readonly CsvImportColumn<Row>[];
  /** Why an invalid row cannot be imported, in words. */
  rowProblem(row: Row): string;
  /** The feature's own choices, under the file (sent with both calls by the feature). */
  options?: ReactNode;
}

/**
 * The CSV import of a list: a file chosen, its preview row by row (ready, or why not), the import of the ready rows with
 * its progress, the result. All or nothing on the server. Closing starts again from the file.
 */
export function CsvImportDialog<Row extends CsvImportRow, Result extends CsvImportResult>({
  opened,
  onClose,
  t,
  testId,
  fileColumns,
  columns,
  rowProblem,
  options,
  maxChars,
  preview,
  run,
}: CsvImportDialogProps<Row, Result>) {
  const { t: common } = useTranslation('common');
  const flow = useCsvImport<Row, Result>({ maxChars, preview, run }, t);
  const { step } = flow;

  const close = () => {
    flow.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('import.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': common('actions.close') }}
      data-testid={`${testId}-dialog`}
    >
      <Stack gap="md" data-testid={testId}>
        {step.name === 'choose' ? (
          <CsvImportChoose
            t={t}
            testId={testId}
            columns={fileColumns}
            file={flow.file}
            onFile={flow.setFile}
            options={options}
            busy={flow.busy}
            onPreview={flow.preview}
          />
        ) : null}
        {step.name === 'preview' ? (
          <CsvImportPreviewStep
            t={t}
            testId={testId}
            preview={step.preview}
            columns={columns}
            rowProblem={rowProblem}
            onBack={flow.back}
            onRun={() => flow.run(step.preview, step.csv)}
          />
        ) : null}
        {step.name === 'importing' ? (
          <CsvImportProgress t={t} testId={testId} done={step.done} total={step.total} />
        ) : null}
        {step.name === 'done' ? <CsvImportDone t={t} testId={testId} result={step.result} onClose={close} /> : null}
        <CsvImportProblem testId={testId} problem={flow.problem} />
      </Stack>
    </Modal>
  );
}
