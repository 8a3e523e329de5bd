import {
  CONTEST_PARTICIPANT_IMPORT_MAX_CHARS,
  type ContestParticipantImportPreview,
  type ContestParticipantImportResult,
} from '@climb/contracts';
import { Button, Checkbox, FileInput, Modal, Progress, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Code, Group, Stack, Text } from '../../../../components/ui';
import { ApiError } from '../../../../lib/api-client';
import { ImportFailed } from '../../../../lib/ndjson-import';
import { importContestParticipants, previewContestParticipantImport } from '../contests-admin.api';
import { CONTESTS_ADMIN_NAMESPACE } from '../contests-admin-texts';

type Step =
  | { name: 'choose' }
  | { name: 'preview'; preview: ContestParticipantImportPreview; csv: string }
  | { name: 'importing'; done: number; total: number }
  | { name: 'done'; result: ContestParticipantImportResult };

const COLUMNS = ['first_name', 'last_name', 'date_of_birth', 'gender', 'email', 'club', 'category', 'wave', 'team'];

const rulesOf = (error: unknown) => (error instanceof ApiError ? error.validationErrors : null);

/**
 * The CSV import of participants: a file chosen, its preview row by row (ready, or why not), the import of the ready
 * rows with its progress, the result. All or nothing on the server.
 */
export function ParticipantImportDialog({
  contestId,
  opened,
  onClose,
}: {
  contestId: number;
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation([CONTESTS_ADMIN_NAMESPACE, 'rules']);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [file, setFile] = useState<File | null>(null);
  const [sendEmails, setSendEmails] = useState(true);
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
    if (csv.length > CONTEST_PARTICIPANT_IMPORT_MAX_CHARS) return setProblem(t('import.fileTooBig'));
    setBusy(true);
    try {
      const answer = await previewContestParticipantImport(contestId, { csv, skip_rows: [], send_emails: sendEmails });
      setStep({ name: 'preview', preview: answer, csv });
    } catch (error) {
      setProblem(rulesOf(error)?.csv ? t('import.fileUnreadable') : t('import.failed'));
    } finally {
      setBusy(false);
    }
  };

  const run = async (answer: ContestParticipantImportPreview, csv: string) => {
    const skip = answer.rows.filter((row) => row.status === 'invalid').map((row) => row.row);
    setStep({ name: 'importing', done: 0, total: answer.matched_count });
    try {
      const result = await importContestParticipants(
        contestId,
        { csv, skip_rows: skip, send_emails: sendEmails },
        (done, total) => setStep({ name: 'importing', done, total }),
      );
      setStep({ name: 'done', result });
    } catch (error) {
      setStep({ name: 'preview', preview: answer, csv });
      setProblem(error instanceof ImportFailed || !rulesOf(error) ? t('import.failed') : t('import.changed'));
    }
  };

  const errorText = (errors: Record<string, string[]>) =>
    Object.entries(errors)
      .map(
        ([field, rules]) =>
          `${field} : ${rules.map((rule) => t(`import.rules.${rule}`, { defaultValue: rule })).join(', ')}`,
      )
      .join(' · ');

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('import.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
    >
      <Stack gap="md" data-testid="participant-import">
        {step.name === 'choose' ? (
          <>
            <Text size="sm">{t('import.lead')}</Text>
            <Text size="sm">
              {t('import.columns')} <Code>{COLUMNS.join(', ')}</Code>
            </Text>
            <FileInput
              label={t('import.file')}
              accept=".csv,text/csv"
              value={file}
              onChange={setFile}
              clearable
              data-testid="participant-import-file"
            />
            <Checkbox
              label={t('import.sendEmails')}
              checked={sendEmails}
              onChange={(event) => setSendEmails(event.currentTarget.checked)}
            />
            <Group justify="flex-end">
              <Button onClick={preview} loading={busy} data-testid="participant-import-preview">
                {t('import.preview')}
              </Button>
            </Group>
          </>
        ) : null}
        {step.name === 'preview' ? (
          <>
            <Text size="sm" data-testid="participant-import-summary">
              {t('import.summary', { matched: step.preview.matched_count, invalid: step.preview.invalid_count })}
            </Text>
            <Table.ScrollContainer minWidth={560} maxHeight={360}>
              <Table striped data-testid="participant-import-rows">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('import.row')}</Table.Th>
                    <Table.Th>{t('participants.name')}</Table.Th>
                    <Table.Th>{t('fields.contest_category_id')}</Table.Th>
                    <Table.Th>{t('fields.contest_wave_id')}</Table.Th>
                    <Table.Th>{t('import.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {step.preview.rows.map((row) => (
                    <Table.Tr key={row.row} data-testid={`participant-import-row-${row.row}`} data-status={row.status}>
                      <Table.Td>{row.row}</Table.Td>
                      <Table.Td>
                        {row.first_name} {row.last_name}
                      </Table.Td>
                      <Table.Td>{row.category_name ?? '—'}</Table.Td>
                      <Table.Td>{row.wave_name ?? '—'}</Table.Td>
                      <Table.Td>{row.status === 'matched' ? t('import.ready') : errorText(row.errors)}</Table.Td>
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
                data-testid="participant-import-run"
              >
                {t('import.run', { count: step.preview.matched_count })}
              </Button>
            </Group>
          </>
        ) : null}
        {step.name === 'importing' ? (
          <Stack gap="xs" data-testid="participant-import-progress">
            <Text size="sm">{t('import.progress', { done: step.done, total: step.total })}</Text>
            <Progress
              value={step.total === 0 ? 0 : (step.done / step.total) * 100}
              aria-label={t('import.progressLabel')}
            />
          </Stack>
        ) : null}
        {step.name === 'done' ? (
          <>
            <Alert color="blue" data-testid="participant-import-done">
              {t('import.done', { count: step.result.imported, skipped: step.result.skipped })}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={close}>{t('import.close')}</Button>
            </Group>
          </>
        ) : null}
        {problem ? (
          <Alert color="red" data-testid="participant-import-problem">
            {problem}
          </Alert>
        ) : null}
      </Stack>
    </Modal>
  );
}
