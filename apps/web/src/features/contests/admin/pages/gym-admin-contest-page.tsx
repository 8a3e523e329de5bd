import {
  IconExternalLink,
  IconListNumbers,
  IconPencil,
  IconPhoto,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainButtonLink } from '../../../../components/plain-ui';
import { Badge, Divider, Group, Stack, Text } from '../../../../components/ui';
import { withQueries } from '../../../../lib/query-client';
import { ContestAdminPage, contestAdminPath, contestPublicPath } from '../components/contest-admin-page';
import { StructureEditor } from '../components/structure-editor';
import { CONTESTS_ADMIN_NAMESPACE } from '../contests-admin-texts';

/**
 * `…/admins/contests/{id}` (manage contests): the contest's state and counts, the ways to its other pages, and the
 * editor of its structure.
 */
function GymAdminContestPage() {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACE);
  return (
    <ContestAdminPage title={(record) => record?.name ?? t('contest.title')}>
      {(gym, record) => {
        const link = (suffix: string) => contestAdminPath(gym, record.id, suffix);
        return (
          <Stack gap="lg">
            <Group gap="xs" data-testid="contest-state">
              {record.draft ? (
                <Badge variant="light" color="gray">
                  {t('state.draft')}
                </Badge>
              ) : (
                <Badge variant="light" color="blue">
                  {t('state.published')}
                </Badge>
              )}
              {record.private ? (
                <Badge variant="light" color="gray">
                  {t('state.private')}
                </Badge>
              ) : null}
              {record.registration_open ? (
                <Badge variant="light" color="indoor">
                  {t('state.registrationOpen')}
                </Badge>
              ) : (
                <Badge variant="light" color="gray">
                  {t('state.registrationClosed')}
                </Badge>
              )}
              {record.results_hidden ? (
                <Badge variant="light" color="grape">
                  {t('state.resultsHidden')}
                </Badge>
              ) : null}
            </Group>
            <Text data-testid="contest-counts">
              {t('contest.counts', {
                registered: record.participants_count,
                capacity: record.capacity ?? '∞',
                waiting: record.waiting_count,
              })}
            </Text>
            {record.draft ? (
              <Text size="sm" c="dimmed">
                {t('contest.draftLead')}
              </Text>
            ) : null}
            <Group gap="sm" data-testid="contest-links">
              <PlainButtonLink
                to={contestPublicPath(record)}
                variant="default"
                leftSection={<IconExternalLink size={18} aria-hidden />}
              >
                {t('contest.publicPage')}
              </PlainButtonLink>
              <PlainButtonLink to={link('edit')} variant="default" leftSection={<IconPencil size={18} aria-hidden />}>
                {t('contest.edit')}
              </PlainButtonLink>
              <PlainButtonLink to={link('banner')} variant="default" leftSection={<IconPhoto size={18} aria-hidden />}>
                {t('contest.banner')}
              </PlainButtonLink>
              <PlainButtonLink
                to={link('participants')}
                variant="default"
                leftSection={<IconUsers size={18} aria-hidden />}
              >
                {t('contest.participants')}
              </PlainButtonLink>
              {record.team_contest ? (
                <PlainButtonLink
                  to={link('teams')}
                  variant="default"
                  leftSection={<IconUsersGroup size={18} aria-hidden />}
                >
                  {t('contest.teams')}
                </PlainButtonLink>
              ) : null}
              <PlainButtonLink
                to={link('results')}
                variant="default"
                leftSection={<IconListNumbers size={18} aria-hidden />}
              >
                {t('contest.results')}
              </PlainButtonLink>
            </Group>
            <Divider />
            <StructureEditor contest={record} />
          </Stack>
        );
      }}
    </ContestAdminPage>
  );
}

export default withQueries(GymAdminContestPage);
