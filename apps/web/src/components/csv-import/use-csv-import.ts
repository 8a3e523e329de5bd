import type { TFunction } from 'i18next';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { ImportFailed } from '../../lib/ndjson-import';

/** One CSV row as a preview shows it: ready (`matched`), or why not (`invalid`). */
export interface CsvImportRow {
  row: number;
  status: 'matched' | 'invalid';
}

/** What the server would do with the file, row by row. */
export interface CsvImportPreview<Row extends CsvImportRow> {
  matched_count: number;
  invalid_count: number;
  rows: Row[];
}

/** What the import did. */
export interface CsvImportResult {
  imported: number;
  skipped: number;
}

/** The calls of one import: the preview of a file, then the import of its rows but the left-out ones. */
export interface CsvImportCalls<Row extends CsvImportRow, Result extends CsvImportResult> {
  /** The longest file the server reads, in characters. */
  maxChars: number;
  preview(csv: string): Promise<CsvImportPreview<Row>>;
  run(csv: string, skipRows: number[], onProgress: (done: number, total: number) => void): Promise<Result>;
}

export type CsvImportStep<Row extends CsvImportRow, Result extends CsvImportResult> =
  | { name: 'choose' }
  | { name: 'preview'; preview: CsvImportPreview<Row>; csv: string }
  | { name: 'importing'; done: number; total: number }
  | { name: 'done'; result: Result };

const rulesOf = (error: unknown) => (error instanceof ApiError ? error.validationErrors : null);

/**
 * The steps of a CSV import: a file chosen, its preview, the import of the ready rows with its progress, the result.
 * The import is all or nothing on the server: a refusal brings the preview back with a problem. `t` reads the
 * feature's `import.*` texts.
 */
export function useCsvImport<Row extends CsvImportRow, Result extends CsvImportResult>(
  calls: CsvImportCalls<Row, Result>,
  t: TFunction,
) {
  const [step, setStep] = useState<CsvImportStep<Row, Result>>({ name: 'choose' });
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setStep({ name: 'choose' });
    setFile(null);
    setProblem(null);
  };

  const preview = async () => {
    setProblem(null);
    const csv = file ? await file.text() : '';
    if (csv.trim() === '') return setProblem(t('import.fileRequired'));
    if (csv.length > calls.maxChars) return setProblem(t('import.fileTooBig'));
    setBusy(true);
    try {
      setStep({ name: 'preview', preview: await calls.preview(csv), csv });
    } catch (error) {
      setProblem(rulesOf(error)?.csv ? t('import.fileUnreadable') : t('import.failed'));
    } finally {
      setBusy(false);
    }
  };

  const run = async (answer: CsvImportPreview<Row>, csv: string) => {
    const skip = answer.rows.filter((row) => row.status === 'invalid').map((row) => row.row);
    setStep({ name: 'importing', done: 0, total: answer.matched_count });
    try {
      const result = await calls.run(csv, skip, (done, total) => setStep({ name: 'importing', done, total }));
      setStep({ name: 'done', result });
    } catch (error) {
      setStep({ name: 'preview', preview: answer, csv });
      setProblem(error instanceof ImportFailed || !rulesOf(error) ? t('import.failed') : t('import.changed'));
    }
  };

  const back = () => setStep({ name: 'choose' });

  return { step, file, setFile, problem, busy, preview, run, back, reset };
}
