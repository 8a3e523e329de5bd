export { CsvImportDialog, type CsvImportDialogProps } from './csv-import-dialog';
export type { CsvImportColumn } from './csv-import-parts';
export {
  type CsvImportCalls,
  type CsvImportPreview,
  type CsvImportResult,
  type CsvImportRow,
  type CsvImportStep,
  useCsvImport,
} from './use-csv-import';
