import type { AscentCragRoute } from '@climb/contracts';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { cragRoutePath } from '../../../../climbing/paths';
import { DeleteSection } from '../../../../components/delete-button';
import { FormFrame } from '../../../../components/form-frame';
import { Loaded, notFound } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { deleteAscent, updateAscent, useAscent } from '../../api/ascents.api';
import { logbookKeys, refreshAfterLogbookChange } from '../../api/logbook-keys';
import { type RouteForLog, useRouteForLog } from '../../api/routes-for-log.api';
import { AscentForm } from '../components/ascent-form';
import { RouteHeading } from '../components/route-heading';
import { ascentUpdateBody, ascentValuesOf } from '../forms/ascent-values';
import { useAscentForm } from '../forms/use-ascent-form';
import { routeAscentEditParams } from '../params';
import { useDayFormat } from '../use-day-format';
import { useGoBack } from '../use-go-back';

function EditAscent({ ascent, route }: { ascent: AscentCragRoute; route: RouteForLog }) {
  const { t } = useTranslation('logbook');
  const date = useDayFormat();
  const queryClient = useQueryClient();
  const goBack = useGoBack(cragRoutePath(route));
  const form = useAscentForm<AscentCragRoute>(route, {
    initialValues: ascentValuesOf(ascent, route),
    submit: (values) => updateAscent(ascent.id, ascentUpdateBody(route, values)),
    successMessage: t('edit.saved'),
    onSuccess: () => {
      void refreshAfterLogbookChange(queryClient, route);
      goBack();
    },
  });
  const hasDetails =
    ascent.attempt !== null ||
    ascent.note !== null ||
    ascent.hardness_status !== null ||
    Boolean(ascent.comment) ||
    Boolean(ascent.private_comment) ||
    ascent.partners.length > 0;
  return (
    <Stack gap="lg">
      <RouteHeading route={route} />
      <AscentForm
        route={route}
        form={form}
        submitLabel={t('form.saveChanges')}
        onCancel={goBack}
        detailsOpened={hasDetails}
        offlineNotice={t('edit.offline')}
      >
        <DeleteSection
          allowed
          label={t('edit.delete')}
          deletedMessage={t('edit.deleted')}
          testId="ascent-delete"
          confirmText={t('edit.deleteConfirm', { route: route.name, date: date(ascent.released_at) })}
          onDelete={() => deleteAscent(ascent.id)}
          onDeleted={() => {
            queryClient.removeQueries({ queryKey: logbookKeys.ascent(ascent.id) });
            void refreshAfterLogbookChange(queryClient, route);
            goBack();
          }}
        />
      </AscentForm>
    </Stack>
  );
}

/**
 * `/crags/{id}/{name}/routes/{id}/{name}/ascents/{ascentId}/edit`: the same form as for logging,
 * filled in, and the deletion. Someone else's ascent: the API's 403 leads to the right-required
 * page; an unknown one, or one of another route, is the 404 page.
 */
function CragRouteAscentEditPage() {
  const { t } = useTranslation('logbook');
  const { cragId, cragRouteId, ascentCragRouteId } = parseRouteParams(routeAscentEditParams, useParams());
  const ascent = useAscent(ascentCragRouteId);
  const route = useRouteForLog(cragRouteId);
  const found = route.data;
  return (
    <FormFrame title={t('edit.title')} back={found ? { to: cragRoutePath(found), label: found.name } : null}>
      <Loaded query={ascent}>
        {(record) => {
          if (record.crag_route?.id !== cragRouteId) throw notFound();
          return (
            <Loaded query={route}>
              {(routeRecord) => {
                if (cragId !== undefined && routeRecord.crag.id !== cragId) throw notFound();
                return <EditAscent ascent={record} route={routeRecord} />;
              }}
            </Loaded>
          );
        }}
      </Loaded>
    </FormFrame>
  );
}

export default withQueries(CragRouteAscentEditPage);
