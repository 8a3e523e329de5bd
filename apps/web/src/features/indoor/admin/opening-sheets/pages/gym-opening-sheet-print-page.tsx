import type { GymOpeningSheet, OpeningSheetCellRead } from '@climb/contracts';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { adminPath } from '../../../../../climbing/gym-admin/admin-paths';
import { DelayedLoader } from '../../../../../components/delayed-loader';
import { belongsTo, Loaded } from '../../../../../components/loaded';
import { PlainButton } from '../../../../../components/plain-ui';
import { Alert, Anchor, Group, Stack, Text, Title } from '../../../../../components/ui';
import { ApiError } from '../../../../../lib/api-client';
import { useHydrated } from '../../../../../lib/hydration';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { useSessionStore } from '../../../../../lib/session-store';
import { useFormatters } from '../../../../../lib/use-formatters';
import { SignInInvitation } from '../../../../../platform/session/sign-in-invitation';
import { HoldColorSwatch } from '../../../shared/hold-color-swatch';
import { useIndoorLabels } from '../../../shared/indoor-labels';
import { cellGrade } from '../lib/sheet-cells';
import { usePrintedOpeningSheet } from '../opening-sheets.api';
import { OPENING_SHEETS_NAMESPACE } from '../opening-sheets-texts';
import { openingSheetParams } from '../params';
import classes from './print-sheet.module.css';

/** One box of the paper: the level's colour, the grade, the type, the note, and a square to tick. */
function PrintedBox({ cell }: { cell: OpeningSheetCellRead }) {
  const { t } = useTranslation(OPENING_SHEETS_NAMESPACE);
  const { label } = useIndoorLabels();
  const grade = cellGrade(cell);
  const set = cell.gym_route_id !== null;
  return (
    <li className={classes.box} data-testid="print-box">
      <span className={classes.tick} role="img" aria-label={set ? t('print.set') : t('print.toTick')}>
        {set ? '✓' : ''}
      </span>
      <span className={classes.boxHead}>
        {cell.level_color ? <HoldColorSwatch color={cell.level_color} size="sm" withName /> : null}
        {grade ? <strong>{grade}</strong> : null}
      </span>
      {cell.climbing_type ? (
        <span className={classes.note}>{label('route_climbing_types', cell.climbing_type)}</span>
      ) : null}
      {cell.note ? <span className={classes.note}>{cell.note}</span> : null}
    </li>
  );
}

/** The sheet on paper: its title, gym and date, then per sector a row of boxes. */
function PrintedSheet({ sheet }: { sheet: GymOpeningSheet }) {
  const { t } = useTranslation(OPENING_SHEETS_NAMESPACE);
  const format = useFormatters();
  return (
    <article className={classes.sheet} data-testid="opening-sheet-print">
      <header className={classes.header}>
        <Stack gap={2}>
          <Title order={1} size="h2">
            {sheet.title}
          </Title>
          <Text>{t('print.subtitle', { gym: sheet.gym.name, date: format.day(new Date().toISOString()) })}</Text>
          {sheet.description ? <Text size="sm">{sheet.description}</Text> : null}
        </Stack>
        <div className={classes.screenOnly}>
          <Group gap="sm">
            <Anchor to={adminPath(sheet.gym, `opening-sheets/${sheet.id}`)} underline="always" data-testid="print-back">
              <IconArrowLeft size={16} aria-hidden /> {t('print.back')}
            </Anchor>
            <PlainButton
              leftSection={<IconPrinter size={18} aria-hidden />}
              onClick={() => window.print()}
              data-testid="print-button"
            >
              {t('print.button')}
            </PlainButton>
          </Group>
        </div>
      </header>
      {sheet.rows.length === 0 ? (
        <Text>{t('grid.noRows')}</Text>
      ) : (
        <div className={classes.rows}>
          {sheet.rows.map((row) => (
            <section key={row.gym_sector_id} className={classes.row} data-testid="print-row">
              <h2 className={classes.rowTitle}>
                {t('grid.rowTitle', { sector: row.sector_name, space: row.space_name })}
              </h2>
              <ul className={classes.boxes}>
                {row.cells.map((cell, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a box is known by its column.
                  <PrintedBox key={column} cell={cell} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </article>
  );
}

/** The page's title above why the sheet is not shown. */
function Refused({ children }: { children: ReactNode }) {
  const { t } = useTranslation(OPENING_SHEETS_NAMESPACE);
  return (
    <Stack gap="md" p="md">
      <Title order={1} size="h2">
        {t('print.title')}
      </Title>
      {children}
    </Stack>
  );
}

/** The sheet read for the signed-in climber: the gym's team only (a 403 said here, not on another page). */
function SheetForStaff({ gymId, sheetId }: { gymId: number; sheetId: number }) {
  const { t } = useTranslation(OPENING_SHEETS_NAMESPACE);
  const sheet = usePrintedOpeningSheet(sheetId, true);
  const status = sheet.error instanceof ApiError ? sheet.error.status : null;
  if (status === 401) {
    return (
      <Refused>
        <SignInInvitation text={t('print.signIn')} />
      </Refused>
    );
  }
  if (status === 403) {
    return (
      <Refused>
        <Alert color="yellow" title={t('print.teamOnlyTitle')} data-testid="print-team-only">
          {t('print.teamOnly')}
        </Alert>
      </Refused>
    );
  }
  return (
    <Loaded query={sheet}>
      {(record) => {
        belongsTo(record.gym_id, gymId);
        return <PrintedSheet sheet={record} />;
      }}
    </Loaded>
  );
}

/**
 * `/gyms/{gymId}/{gymName}/opening-sheets/{id}/print` (print layout): the sheet to take to the wall, for the gym's
 * staff managing the opening. Rendered in the browser only and never cached: a visitor is invited to sign in, a
 * climber outside the team told it is the team's.
 */
function GymOpeningSheetPrintPage() {
  const { t } = useTranslation([OPENING_SHEETS_NAMESPACE, 'common']);
  const { gymId, gymOpeningSheetId } = parseRouteParams(openingSheetParams, useParams());
  const hydrated = useHydrated();
  const user = useSessionStore((state) => state.user);
  const sessionLoading = useSessionStore((state) => state.status === 'loading');
  if (!hydrated || sessionLoading) return <DelayedLoader label={t('common:loading')} />;
  if (!user) {
    return (
      <Refused>
        <SignInInvitation text={t('print.signIn')} />
      </Refused>
    );
  }
  return <SheetForStaff gymId={gymId} sheetId={gymOpeningSheetId} />;
}

export default withQueries(GymOpeningSheetPrintPage);
