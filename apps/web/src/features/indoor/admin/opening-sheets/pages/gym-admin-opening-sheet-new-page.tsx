import {
  type GymOpeningSheet,
  type GymOpeningSheetInput,
  gymOpeningSheetInput,
  OPENING_SHEET_MAX_COLUMNS,
  type ValidationErrors,
} from '@climb/contracts';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { type AdminGymRef, adminPath } from '../../../../../climbing/gym-admin/admin-paths';
import { GymAdminFrame } from '../../../../../climbing/gym-admin/gym-admin-frame';
import { ApiFormFrame, SaveOrCancel } from '../../../../../components/form-parts';
import { Loaded } from '../../../../../components/loaded';
import { NativeSelect, TextInput } from '../../../../../components/ui';
import { validateWith } from '../../../../../lib/forms/form-errors';
import { useLabelledForm } from '../../../../../lib/forms/use-labelled-form';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { useGym } from '../../../shared/gyms.api';
import { gymParams } from '../../../shared/page-params';
import { SectorChooser } from '../components/sector-chooser';
import { orNull } from '../lib/sheet-cells';
import { createOpeningSheet } from '../opening-sheets.api';
import { OPENING_SHEETS_NAMESPACE } from '../opening-sheets-texts';

interface SheetValues extends Record<string, unknown> {
  title: string;
  description: string;
  number_of_columns: string;
  gym_sector_ids: number[];
}

const sheetBody = (values: SheetValues): GymOpeningSheetInput => ({
  title: values.title.trim(),
  description: orNull(values.description),
  number_of_columns: Number(values.number_of_columns),
  gym_sector_ids: values.gym_sector_ids,
});

const validateSheet = (values: SheetValues): ValidationErrors => validateWith(gymOpeningSheetInput, sheetBody(values));

const COLUMN_CHOICES = Array.from({ length: OPENING_SHEET_MAX_COLUMNS }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

function SheetForm({ gym }: { gym: AdminGymRef }) {
  const { t } = useTranslation(OPENING_SHEETS_NAMESPACE);
  const navigate = useNavigate();
  const form = useLabelledForm<SheetValues, GymOpeningSheet>(
    OPENING_SHEETS_NAMESPACE,
    {
      initialValues: { title: '', description: '', number_of_columns: '6', gym_sector_ids: [] },
      submit: (values) => createOpeningSheet(gym.id, sheetBody(values)),
      submitLabel: t('new.create'),
      successMessage: t('new.created'),
      onSuccess: (sheet) => navigate(adminPath(gym, `opening-sheets/${sheet.id}`)),
      cancelTo: adminPath(gym, 'opening-sheets'),
    },
    validateSheet,
  );
  return (
    <ApiFormFrame form={form} testId="sheet-form">
      <TextInput
        label={t('fields.title')}
        description={t('new.titleHint')}
        maxLength={120}
        autoComplete="off"
        required
        {...form.bindInput('title')}
      />
      <Textarea
        label={t('fields.description')}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={2000}
        {...form.bindInput('description')}
      />
      <NativeSelect
        label={t('fields.number_of_columns')}
        description={t('new.columnsHint')}
        data={COLUMN_CHOICES}
        {...form.bindInput('number_of_columns')}
      />
      <SectorChooser gymId={gym.id} {...form.bindValue('gym_sector_ids')} />
      <SaveOrCancel
        submitting={form.submitting}
        submitLabel={t('new.create')}
        cancelTo={adminPath(gym, 'opening-sheets')}
      />
    </ApiFormFrame>
  );
}

/** `/gyms/{gymId}/{gymName}/admins/opening-sheets/new` (manage opening): a new sheet over the chosen sectors. */
function GymAdminOpeningSheetNewPage() {
  const { t } = useTranslation(OPENING_SHEETS_NAMESPACE);
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useGym(gymId);
  return (
    <GymAdminFrame gymId={gymId} title={t('new.title')}>
      <Loaded query={gym}>{(found) => <SheetForm gym={found} />}</Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminOpeningSheetNewPage);
