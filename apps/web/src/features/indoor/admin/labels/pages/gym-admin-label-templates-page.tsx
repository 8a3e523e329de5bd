import type { GymLabelTemplate } from '@climb/contracts';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type AdminGymRef, adminPath } from '../../../../../climbing/gym-admin/admin-paths';
import { GymAdminFrame } from '../../../../../climbing/gym-admin/gym-admin-frame';
import { EmptyState } from '../../../../../components/list-states';
import { Loaded } from '../../../../../components/loaded';
import { PlainButtonLink, VisuallyHiddenText } from '../../../../../components/plain-ui';
import { Anchor, Group, Paper, Stack, Text } from '../../../../../components/ui';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { useGym } from '../../../shared/gyms.api';
import { gymParams } from '../../../shared/page-params';
import { useGymLabelTemplates } from '../labels.api';
import { LABELS_NAMESPACE } from '../labels-texts';
import { labelGrid } from '../lib/label-layout';
import classes from './label-pages.module.css';

/** A template in the list: its name, its paper and layout, the labels a page holds, the way to its page. */
function TemplateItem({ gym, template }: { gym: AdminGymRef; template: GymLabelTemplate }) {
  const { t } = useTranslation(LABELS_NAMESPACE);
  const { perPage } = labelGrid(template);
  return (
    <li>
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={2} className={classes.text}>
            <Text fw={600} className={classes.name}>
              {template.name}
            </Text>
            <Text size="sm" c="dimmed">
              {t('list.summary', {
                layout: t(`layouts.${template.layout}`),
                paper: t(`papers.${template.paper_size}`),
                orientation: t(`orientations.${template.orientation}`),
                count: perPage,
              })}
            </Text>
          </Stack>
          <PlainButtonLink
            to={adminPath(gym, `label-templates/${template.id}`)}
            variant="default"
            size="sm"
            leftSection={<IconPencil size={16} aria-hidden />}
            data-testid={`label-template-edit-${template.id}`}
          >
            {t('actions.edit')}
            <VisuallyHiddenText> {template.name}</VisuallyHiddenText>
          </PlainButtonLink>
        </Group>
      </Paper>
    </li>
  );
}

function Templates({ gym }: { gym: AdminGymRef }) {
  const { t } = useTranslation(LABELS_NAMESPACE);
  const templates = useGymLabelTemplates(gym.id);
  return (
    <Loaded query={templates}>
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState
            text={t('list.empty')}
            action={{ label: t('list.first'), to: adminPath(gym, 'label-templates/new') }}
            testId="label-templates-empty"
          />
        ) : (
          <ul className={classes.list} data-testid="label-templates-list">
            {items.map((template) => (
              <TemplateItem key={template.id} gym={gym} template={template} />
            ))}
          </ul>
        )
      }
    </Loaded>
  );
}

/**
 * `/gyms/{gymId}/{gymName}/admins/label-templates` (manage opening): the gym's label templates. Labels are printed
 * from the route table, its routes chosen there.
 */
function GymAdminLabelTemplatesPage() {
  const { t } = useTranslation(LABELS_NAMESPACE);
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useGym(gymId);
  const found = gym.data;
  return (
    <GymAdminFrame
      gymId={gymId}
      title={t('list.title')}
      actions={
        found ? (
          <PlainButtonLink
            to={adminPath(found, 'label-templates/new')}
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            data-testid="label-templates-new"
          >
            {t('list.new')}
          </PlainButtonLink>
        ) : null
      }
    >
      <Loaded query={gym}>
        {(record) => (
          <Stack gap="lg">
            <Text c="dimmed">
              {t('list.lead')}{' '}
              <Anchor to={adminPath(record, 'routes/tables')} underline="always">
                {t('list.routeTable')}
              </Anchor>
            </Text>
            <Templates gym={record} />
          </Stack>
        )}
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminLabelTemplatesPage);
