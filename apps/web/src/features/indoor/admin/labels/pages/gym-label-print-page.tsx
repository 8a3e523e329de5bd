import type { GymLabelPrint, LabelOrientation, LabelPaperSize } from '@climb/contracts';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { adminPath } from '../../../../../climbing/gym-admin/admin-paths';
import { belongsTo, Loaded } from '../../../../../components/loaded';
import { PlainButton } from '../../../../../components/plain-ui';
import { Alert, Anchor, Group, Stack, Text, Title } from '../../../../../components/ui';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import sheetClasses from '../components/label-sheet.module.css';
import { RouteLabel } from '../components/route-label';
import { useLabelPrint } from '../labels.api';
import { LABELS_NAMESPACE } from '../labels-texts';
import { intoPages, labelGrid } from '../lib/label-layout';
import { labelTemplateParams, routeIdsOf, sectorIdOf } from '../params';
import classes from './label-print-page.module.css';

/** The class of a paper's sheets (`a4Portrait`): its size and its named `@page`. */
function paperClass(paper: LabelPaperSize, orientation: LabelOrientation): string {
  const key = `${paper}${orientation === 'portrait' ? 'Portrait' : 'Landscape'}`;
  return sheetClasses[key] ?? '';
}

/** The labels page by page, each sheet ending its printed page. */
function LabelSheets({ print }: { print: GymLabelPrint }) {
  const { template } = print;
  // Rendered in the browser only (the data is fetched there): the origin the QR codes lead to.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const pages = intoPages(print.routes, template);
  return (
    <div className={sheetClasses.sheets} data-testid="label-sheets">
      {pages.map((routes, index) => (
        <section
          // biome-ignore lint/suspicious/noArrayIndexKey: pages are positions, not records.
          key={index}
          className={`${sheetClasses.sheet} ${paperClass(template.paper_size, template.orientation)}`}
          data-testid="label-page"
          aria-label={String(index + 1)}
        >
          <div className={sheetClasses.grid} data-layout={template.layout}>
            {routes.map((route) => (
              <RouteLabel key={route.id} route={route} look={template} origin={origin} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** The print page's header (not printed): what prints, on how many pages, the button that prints. */
function PrintHeader({ print, asked }: { print: GymLabelPrint; asked: number }) {
  const { t } = useTranslation(LABELS_NAMESPACE);
  const { template, routes } = print;
  const { perPage } = labelGrid(template);
  const pages = Math.ceil(routes.length / perPage);
  const table = adminPath(print.gym, 'routes/tables');
  const leftOut = asked - routes.length;
  return (
    <Stack gap="sm" className={classes.screenOnly} data-testid="label-print-header">
      <Title order={1}>{t('print.title', { name: template.name })}</Title>
      <Text>{print.gym.name}</Text>
      {routes.length === 0 ? (
        <Alert color="yellow" data-testid="label-print-empty">
          <Stack gap="xs">
            <Text>{t('print.empty')}</Text>
            <Anchor to={table} underline="always">
              {t('print.backToTable')}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <>
          <Text data-testid="label-print-count">
            {t('print.count', {
              count: routes.length,
              pages: t('print.pages', { count: pages }),
              paper: t(`papers.${template.paper_size}`),
              orientation: t(`orientations.${template.orientation}`),
            })}
          </Text>
          {leftOut > 0 ? (
            <Text size="sm" c="dimmed" data-testid="label-print-left-out">
              {t('print.leftOut', { count: leftOut })}
            </Text>
          ) : null}
          <Group gap="sm">
            <PlainButton
              variant="filled"
              leftSection={<IconPrinter size={18} aria-hidden />}
              onClick={() => window.print()}
              data-testid="label-print-button"
            >
              {t('print.print')}
            </PlainButton>
            <Anchor to={table} underline="always">
              {t('print.backToTable')}
            </Anchor>
          </Group>
          <Text size="sm" c="dimmed">
            {t('print.hint')}
          </Text>
        </>
      )}
    </Stack>
  );
}

/**
 * `/gyms/{gymId}/{gymName}/label-templates/{id}/print?gym_route_ids=…` (public, print layout): the labels of the
 * chosen routes laid out for the template's paper, each with the QR code of its route's address. Rendered in the
 * browser from fresh data; only what the gym's pages show of its mounted routes.
 */
function GymLabelPrintPage() {
  const { gymId, gymLabelTemplateId } = parseRouteParams(labelTemplateParams, useParams());
  const [search] = useSearchParams();
  const routeIds = routeIdsOf(search) ?? [];
  const sectorId = sectorIdOf(search);
  const print = useLabelPrint(gymLabelTemplateId, routeIds, sectorId);
  return (
    <div className={classes.page}>
      <Loaded query={print}>
        {(found) => {
          belongsTo(found.gym.id, gymId);
          return (
            <Stack gap="lg">
              <PrintHeader print={found} asked={sectorId === undefined ? routeIds.length : found.routes.length} />
              {found.routes.length > 0 ? <LabelSheets print={found} /> : null}
            </Stack>
          );
        }}
      </Loaded>
    </div>
  );
}

export default withQueries(GymLabelPrintPage);
