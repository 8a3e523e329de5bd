import type { GymOpeningSheetSummary } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { type AdminGymRef, adminPath } from '../../../../../climbing/gym-admin/admin-paths';
import { Anchor, Group, Paper, Stack, Text } from '../../../../../components/ui';
import { useFormatters } from '../../../../../lib/use-formatters';
import { OPENING_SHEETS_NAMESPACE } from '../opening-sheets-texts';
import classes from './sheet-list.module.css';

/** Sheets, each with its date, its sectors and its progress, leading to its page. */
export function SheetList({
  gym,
  sheets,
  testId,
}: {
  gym: AdminGymRef;
  sheets: readonly GymOpeningSheetSummary[];
  testId: string;
}) {
  const { t } = useTranslation(OPENING_SHEETS_NAMESPACE);
  const format = useFormatters();
  return (
    <ul className={classes.list} data-testid={testId}>
      {sheets.map((sheet) => (
        <li key={sheet.id}>
          <Paper withBorder radius="md" p="sm">
            <Stack gap={4}>
              <Group justify="space-between" gap="sm">
                <Anchor
                  to={adminPath(gym, `opening-sheets/${sheet.id}`)}
                  fw={600}
                  className={classes.title}
                  data-testid={`sheet-link-${sheet.id}`}
                >
                  {sheet.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {format.day(sheet.created_at)}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {t('list.counts', { count: sheet.sectors_count, set: sheet.set_count, planned: sheet.planned_count })}
              </Text>
            </Stack>
          </Paper>
        </li>
      ))}
    </ul>
  );
}
