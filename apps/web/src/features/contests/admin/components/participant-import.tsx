import {
  CONTEST_PARTICIPANT_IMPORT_MAX_CHARS,
  type ContestParticipantImportResult,
  type ContestParticipantImportRow,
} from '@climb/contracts';
import { Checkbox } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CsvImportColumn, CsvImportDialog } from '../../../../components/csv-import';
import { importContestParticipants, previewContestParticipantImport } from '../contests-admin.api';
import { CONTESTS_ADMIN_NAMESPACE } from '../contests-admin-texts';

const COLUMNS = ['first_name', 'last_name', 'date_of_birth', 'gender', 'email', 'club', 'category', 'wave', 'team'];

/**
 * The CSV import of participants: a file chosen, its preview row by row (ready, or why not), the import of the ready
 * rows with its progress, the result. All or nothing on the server. Each imported participant may be sent their token.
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
  const [sendEmails, setSendEmails] = useState(true);

  const columns: CsvImportColumn<ContestParticipantImportRow>[] = [
    { head: t('participants.name'), cell: (row) => `${row.first_name} ${row.last_name}` },
    { head: t('fields.contest_category_id'), cell: (row) => row.category_name ?? '—' },
    { head: t('fields.contest_wave_id'), cell: (row) => row.wave_name ?? '—' },
  ];

  const errorText = (row: ContestParticipantImportRow) =>
    Object.entries(row.errors)
      .map(
        ([field, rules]) =>
          `${field} : ${rules.map((rule) => t(`import.rules.${rule}`, { defaultValue: rule })).join(', ')}`,
      )
      .join(' · ');

  return (
    <CsvImportDialog<ContestParticipantImportRow, ContestParticipantImportResult>
      opened={opened}
      onClose={onClose}
      t={t}
      testId="participant-import"
      fileColumns={COLUMNS}
      columns={columns}
      rowProblem={errorText}
      options={
        <Checkbox
          label={t('import.sendEmails')}
          checked={sendEmails}
          onChange={(event) => setSendEmails(event.currentTarget.checked)}
        />
      }
      maxChars={CONTEST_PARTICIPANT_IMPORT_MAX_CHARS}
      preview={(csv) => previewContestParticipantImport(contestId, { csv, skip_rows: [], send_emails: sendEmails })}
      run={(csv, skipRows, onProgress) =>
        importContestParticipants(contestId, { csv, skip_rows: skipRows, send_emails: sendEmails }, onProgress)
      }
    />
  );
}
