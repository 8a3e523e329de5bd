import {
  ASCENT_IMPORT_FORMATS,
  ASCENT_IMPORT_MAX_CHARS,
  type AscentImportFormat,
  type AscentImportPreview,
  type AscentImportResult,
} from '@climb/contracts';
import { Alert, Button, FileInput, Group, Modal, Progress, Radio, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck, IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogbookLabels } from '../../../../climbing/logbook-labels';
import { ApiError } from '../../../../lib/api-client';
import { ImportFailed } from '../../../../lib/ndjson-import';
import { useAlerts } from '../../../../platform/alerts/use-alerts';
import { previewImport, runImport } from '../api/import.api';
import { logbookHomeKeys } from '../api/keys';
import { initialSkips, rowsToImport, unresolvedRows } from '../lib/import-rows';
import { ImportPreview } from './import-preview';

type Step =
  | { name: 'choose' }
  | { name: 'preview'; preview: AscentImportPreview; csv: string; format: AscentImportFormat }
  | { name: 'importing'; done: number; total: number }
  | { name: 'done'; result: AscentImportResult };

/** Step 1: the file and its format. */
function ChooseFile({
  onPreview,
}: {
  onPreview(preview: AscentImportPreview, csv: string, format: AscentImportFormat): void;
}) {
  const { t } = useTranslation('logbook-home');
  const { label } = useLogbookLabels();
  const alerts = useAlerts();
  const [format, setFormat] = useState<AscentImportFormat>('cordee');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const preview = async () => {
    if (!file) {
      setError(t('import.fileRequired'));
      return;
    }
    const csv = await file.text();
    if (csv.trim() === '') {
      setError(t('import.fileEmpty'));
      return;
    }
    if (csv.length > ASCENT_IMPORT_MAX_CHARS) {
      setError(t('import.fileTooBig'));
      return;
    }
    setLoading(true);
    try {
      onPreview(await previewImport({ format, csv, skip_rows: [] }), csv, format);
    } catch (caught) {
      const rules = caught instanceof ApiError ? caught.validationErrors : null;
      if (rules?.csv) setError(t('import.fileUnreadable'));
      else alerts.apiError(caught);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Stack gap="md">
      <Radio.Group
        label={t('import.format')}
        value={format}
        onChange={(value) => setFormat(value as AscentImportFormat)}
      >
        <Stack gap="sm" mt="xs">
          {ASCENT_IMPORT_FORMATS.map((value) => (
            <Radio
              key={value}
              value={value}
              label={label('import_formats', value)}
              description={t(`import.formatHints.${value}`)}
              data-testid={`import-format-${value}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      <FileInput
        label={t('import.file')}
        placeholder={t('import.filePlaceholder')}
        accept=".csv,text/csv"
        clearable
        value={file}
        onChange={(value) => {
          setFile(value);
          setError(null);
        }}
        error={error}
        leftSection={<IconFileUpload size={18} aria-hidden />}
        data-testid="import-file"
      />
      <Group justify="flex-end">
        <Button mih={44} loading={loading} onClick={() => void preview()} data-testid="import-preview-button">
          {t('import.previewButton')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The import in a dialog: file, preview (rows left out by the climber), import with its progress, result. */
function ImportDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation('logbook-home');
  const alerts = useAlerts();
  const client = useQueryClient();
  const phone = useMediaQuery('(max-width: 48em)');
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [skipped, setSkipped] = useState<Set<number>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (step.name === 'importing') return;
    onClose();
    setStep({ name: 'choose' });
    setFailure(null);
  };

  const start = async (preview: AscentImportPreview, csv: string, format: AscentImportFormat) => {
    setFailure(null);
    const total = rowsToImport(preview, skipped);
    setStep({ name: 'importing', done: 0, total });
    try {
      const result = await runImport({ format, csv, skip_rows: [...skipped].sort((a, b) => a - b) }, (done, all) =>
        setStep({ name: 'importing', done, total: all }),
      );
      setStep({ name: 'done', result });
      void client.invalidateQueries({ queryKey: logbookHomeKeys.all });
    } catch (caught) {
      setStep({ name: 'preview', preview, csv, format });
      if (caught instanceof ImportFailed) setFailure(t('import.failed'));
      else if (caught instanceof ApiError && caught.validationErrors?.csv) setFailure(t('import.stillUnresolved'));
      else alerts.apiError(caught);
    }
  };

  let body: React.ReactNode;
  if (step.name === 'choose') {
    body = (
      <ChooseFile
        onPreview={(preview, csv, format) => {
          setSkipped(initialSkips(preview));
          setStep({ name: 'preview', preview, csv, format });
        }}
      />
    );
  } else if (step.name === 'preview') {
    const count = rowsToImport(step.preview, skipped);
    const blocked = unresolvedRows(step.preview, skipped).length > 0 || count === 0;
    body = (
      <Stack gap="md">
        <ImportPreview preview={step.preview} skipped={skipped} onSkippedChange={setSkipped} />
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Button variant="default" mih={44} onClick={() => setStep({ name: 'choose' })}>
            {t('import.otherFile')}
          </Button>
          <Button
            mih={44}
            leftSection={<IconUpload size={18} aria-hidden />}
            disabled={blocked}
            onClick={() => void start(step.preview, step.csv, step.format)}
            data-testid="import-start"
          >
            {t('import.start', { count })}
          </Button>
        </Group>
      </Stack>
    );
  } else if (step.name === 'importing') {
    const percent = step.total > 0 ? Math.round((step.done / step.total) * 100) : 0;
    body = (
      <Stack gap="sm" data-testid="import-progress">
        <Progress value={percent} size="lg" aria-label={t('import.progressLabel')} animated />
        <Text size="sm" aria-live="polite">
          {t('import.progress', { done: step.done, total: step.total })}
        </Text>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md" align="flex-start" data-testid="import-result">
        <Group gap="xs" wrap="nowrap">
          <IconCircleCheck size={24} aria-hidden color="var(--mantine-color-teal-7)" />
          <Text fw={700} role="status">
            {t('import.imported', { count: step.result.imported })}
          </Text>
        </Group>
        {step.result.skipped > 0 ? <Text size="sm">{t('import.skipped', { count: step.result.skipped })}</Text> : null}
        <Button mih={44} onClick={close} data-testid="import-close">
          {t('import.seeLogbook')}
        </Button>
      </Stack>
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('import.title')}
      size="lg"
      fullScreen={Boolean(phone)}
      closeButtonProps={{ 'aria-label': t('import.close') }}
      withCloseButton={step.name !== 'importing'}
      closeOnClickOutside={step.name !== 'importing'}
      closeOnEscape={step.name !== 'importing'}
      data-testid="import-dialog"
    >
      {body}
    </Modal>
  );
}

/** "Import a CSV": opens the import dialog. */
export function CsvImportButton() {
  const { t } = useTranslation('logbook-home');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="default"
        mih={44}
        leftSection={<IconUpload size={18} aria-hidden />}
        onClick={open}
        aria-haspopup="dialog"
        data-testid="csv-import"
      >
        {t('csv.import')}
      </Button>
      <ImportDialog opened={opened} onClose={close} />
    </>
  );
}
