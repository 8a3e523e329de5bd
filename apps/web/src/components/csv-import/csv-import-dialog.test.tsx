import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { ImportFailed } from '../../lib/ndjson-import';
import { createTestI18n, stubMissingBrowserApis, TestProviders, textOf } from '../../testing/page-test-kit';
import { CsvImportDialog } from './csv-import-dialog';
import type { CsvImportCalls, CsvImportPreview, CsvImportResult } from './use-csv-import';

interface Row {
  row: number;
  status: 'matched' | 'invalid';
  name: string;
}

const PREVIEW: CsvImportPreview<Row> = {
  matched_count: 2,
  invalid_count: 1,
  rows: [
    { row: 1, status: 'matched', name: 'Dalle grise' },
    { row: 2, status: 'invalid', name: '' },
    { row: 3, status: 'matched', name: 'Toit jaune' },
  ],
};

beforeAll(() => {
  stubMissingBrowserApis();
});

afterEach(() => {
  cleanup();
});

function Dialog({ calls, onClose }: { calls: CsvImportCalls<Row, CsvImportResult>; onClose(): void }) {
  // The routes' texts: any feature's `import.*` keys would do.
  const { t } = useTranslation('gym-admin-routes');
  return (
    <CsvImportDialog<Row, CsvImportResult>
      {...calls}
      opened
      onClose={onClose}
      t={t}
      testId="thing-import"
      fileColumns={['name']}
      columns={[{ head: 'Nom', cell: (row) => row.name }]}
      rowProblem={() => 'nom manquant'}
    />
  );
}

async function open(calls: Partial<CsvImportCalls<Row, CsvImportResult>>, missing: string[] = []) {
  const i18n = await createTestI18n('fr', missing);
  const onClose = vi.fn();
  const all: CsvImportCalls<Row, CsvImportResult> = {
    maxChars: 100,
    preview: vi.fn(async () => PREVIEW),
    run: vi.fn(async () => ({ imported: 2, skipped: 1 })),
    ...calls,
  };
  render(
    <TestProviders i18n={i18n} environment="none">
      <Dialog calls={all} onClose={onClose} />
    </TestProviders>,
  );
  return { calls: all, onClose };
}

function choose(content: string) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([content], 'things.csv', { type: 'text/csv' })] } });
}

describe('the CSV import dialog', () => {
  it('previews the file, imports its ready rows with their progress, and starts again once closed', async () => {
    const missing: string[] = [];
    const { calls, onClose } = await open(
      {
        run: vi.fn(async (_csv: string, _skip: number[], onProgress: (done: number, total: number) => void) => {
          onProgress(1, 2);
          await new Promise((resolve) => setTimeout(resolve, 20));
          return { imported: 2, skipped: 1 };
        }),
      },
      missing,
    );
    expect(screen.getByTestId('thing-import-dialog')).toBeTruthy();
    fireEvent.click(screen.getByTestId('thing-import-preview'));
    expect(textOf(await screen.findByTestId('thing-import-problem'))).toBe('Choisissez un fichier CSV.');

    choose('name\nDalle grise\n\nToit jaune\n');
    fireEvent.click(screen.getByTestId('thing-import-preview'));
    const rows = await screen.findByTestId('thing-import-rows');
    expect(calls.preview).toHaveBeenCalledWith('name\nDalle grise\n\nToit jaune\n');
    expect(screen.queryByTestId('thing-import-problem')).toBeNull();
    expect(textOf(within(rows).getByTestId('thing-import-row-1'))).toContain('Prête');
    expect(textOf(within(rows).getByTestId('thing-import-row-2'))).toContain('nom manquant');
    expect(textOf(screen.getByTestId('thing-import-summary'))).toBe('Prêtes : 2 · à corriger : 1');

    fireEvent.click(screen.getByTestId('thing-import-run'));
    expect(textOf(await screen.findByTestId('thing-import-progress'))).toContain('1 voies enregistrées sur 2');
    expect(calls.run).toHaveBeenCalledWith('name\nDalle grise\n\nToit jaune\n', [2], expect.any(Function));
    expect(textOf(await screen.findByTestId('thing-import-done'))).toContain('2 voies importées');

    // The done step's button, after the dialog's own close button of the same name.
    fireEvent.click(screen.getAllByRole('button', { name: 'Fermer' }).at(-1) as HTMLElement);
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('thing-import-preview')).toBeTruthy());
    expect(missing).toEqual([]);
  });

  it('refuses a file too big before sending it, and tells an unreadable one', async () => {
    const { calls } = await open({
      preview: vi.fn(async () => {
        throw new ApiError(422, { error: { csv: ['invalid'] } });
      }),
    });
    choose('x'.repeat(101));
    fireEvent.click(screen.getByTestId('thing-import-preview'));
    expect(textOf(await screen.findByTestId('thing-import-problem'))).toContain('trop gros');
    expect(calls.preview).not.toHaveBeenCalled();

    choose('name\n');
    fireEvent.click(screen.getByTestId('thing-import-preview'));
    await waitFor(() => expect(textOf(screen.getByTestId('thing-import-problem'))).toContain('ne peut pas être lu'));
  });

  it('brings the preview back when the import is refused, telling why', async () => {
    const run = vi
      .fn<CsvImportCalls<Row, CsvImportResult>['run']>()
      .mockRejectedValueOnce(new ApiError(422, { error: { rows: ['invalid'] } }))
      .mockRejectedValueOnce(new ImportFailed('database'));
    await open({ run });
    choose('name\nDalle grise\n');
    fireEvent.click(screen.getByTestId('thing-import-preview'));
    fireEvent.click(await screen.findByTestId('thing-import-run'));
    expect(textOf(await screen.findByTestId('thing-import-problem'))).toContain('La salle a changé');
    expect(screen.getByTestId('thing-import-rows')).toBeTruthy();

    fireEvent.click(screen.getByTestId('thing-import-run'));
    await waitFor(() => expect(textOf(screen.getByTestId('thing-import-problem'))).toContain('L’import a échoué'));
  });
});
