import type { GymOpeningSheet, OpeningSheetRowRead } from '@climb/contracts';
import { IconArchive, IconArchiveOff, IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { adminPath } from '../../../../../climbing/gym-admin/admin-paths';
import { GymAdminFrame } from '../../../../../climbing/gym-admin/gym-admin-frame';
import { DeleteSection } from '../../../../../components/delete-button';
import { belongsTo, bothLoaded, Loaded } from '../../../../../components/loaded';
import { PlainButton, PlainButtonLink } from '../../../../../components/plain-ui';
import { Alert, Divider, Group, Stack, Text } from '../../../../../components/ui';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { useAlerts } from '../../../../../platform/alerts/use-alerts';
import { useGym } from '../../../shared/gyms.api';
import { CellDialog } from '../components/cell-dialog';
import { SheetGrid } from '../components/sheet-grid';
import { openingSheetPrintPath } from '../lib/sheet-cells';
import { deleteOpeningSheet, updateOpeningSheet, useGymOpeningSheet } from '../opening-sheets.api';
import { OPENING_SHEETS_NAMESPACE } from '../opening-sheets-texts';
import { openingSheetParams } from '../params';

/** Archiving a sheet once the opening is done, or bringing it back. */
function ArchiveSection({ sheet }: { sheet: GymOpeningSheet }) {
  const { t } = useTranslation(OPENING_SHEETS_NAMESPACE);
  const alerts = useAlerts();
  const archived = sheet.archived_at !== null;
  const toggle = useMutation({
    mutationFn: () => updateOpeningSheet(sheet.id, { archived: !archived }),
    onSuccess: () => alerts.success(archived ? t('sheet.restored') : t('sheet.archivedDone')),
    onError: (error) => alerts.apiError(error),
  });
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" c="dimmed">
        {archived ? t('sheet.restoreLead') : t('sheet.archiveLead')}
      </Text>
      <PlainButton
        variant="default"
        leftSection={archived ? <IconArchiveOff size={18} aria-hidden /> : <IconArchive size={18} aria-hidden />}
        onClick={() => toggle.mutate()}
        disabled={toggle.isPending}
        data-testid="sheet-archive"
      >
        {archived ? t('sheet.restore') : t('sheet.archive')}
      </PlainButton>
    </Stack>
  );
}

/**
 * `/gyms/{gymId}/{gymName}/admins/opening-sheets/{id}` (manage opening): the sheet's grid, per sector a row of the
 * routes to set; a box opens its editor (type, level, grade, note, the route set for it); the print page, archiving,
 * deletion.
 */
function GymAdminOpeningSheetPage() {
  const { t } = useTranslation(OPENING_SHEETS_NAMESPACE);
  const navigate = useNavigate();
  const { gymId, gymOpeningSheetId } = parseRouteParams(openingSheetParams, useParams());
  const gym = useGym(gymId);
  const sheet = useGymOpeningSheet(gymOpeningSheetId);
  const [target, setTarget] = useState<{ row: OpeningSheetRowRead; column: number } | null>(null);
  const found = gym.data;
  return (
    <GymAdminFrame
      gymId={gymId}
      title={sheet.data?.title ?? t('sheet.title')}
      actions={
        found ? (
          <PlainButtonLink
            to={openingSheetPrintPath(found, gymOpeningSheetId)}
            variant="light"
            leftSection={<IconPrinter size={18} aria-hidden />}
            data-testid="sheet-print-link"
          >
            {t('sheet.print')}
          </PlainButtonLink>
        ) : null
      }
    >
      <Loaded query={bothLoaded(gym, sheet)}>
        {([place, record]) => {
          belongsTo(record.gym_id, place.id);
          return (
            <Stack gap="lg">
              {record.archived_at ? (
                <Alert color="yellow" data-testid="sheet-archived">
                  {t('sheet.isArchived')}
                </Alert>
              ) : null}
              {record.description ? <Text>{record.description}</Text> : null}
              <Group gap="sm">
                <Text size="sm" c="dimmed" data-testid="sheet-progress">
                  {t('sheet.progress', { set: record.set_count, planned: record.planned_count })}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {t('sheet.lead')}
              </Text>
              <SheetGrid sheet={record} onEdit={(row, column) => setTarget({ row, column })} />
              <CellDialog sheet={record} target={target} onClose={() => setTarget(null)} />
              <Divider />
              <ArchiveSection sheet={record} />
              <DeleteSection
                allowed
                label={t('sheet.delete')}
                confirmText={t('sheet.deleteConfirm', { title: record.title })}
                deletedMessage={t('sheet.deleted')}
                onDelete={() => deleteOpeningSheet(record)}
                onDeleted={() => navigate(adminPath(place, 'opening-sheets'))}
                testId="sheet-delete"
              />
            </Stack>
          );
        }}
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminOpeningSheetPage);
