import { type Contest, type ContestTeam, contestTeamInput } from '@climb/contracts';
import { Button } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../../components/delete-button';
import { PlainAnchorLink, PlainButtonLink } from '../../../../components/plain-ui';
import { Card, Group, Stack, Text, TextInput } from '../../../../components/ui';
import { validateWith } from '../../../../lib/forms/form-errors';
import { withQueries } from '../../../../lib/query-client';
import { ContestAdminPage, contestAdminPath } from '../components/contest-admin-page';
import { FormDialog } from '../components/form-dialog';
import { structure } from '../contests-admin.api';
import { CONTESTS_ADMIN_NAMESPACE } from '../contests-admin-texts';

interface TeamValues extends Record<string, unknown> {
  name: string;
}

function Teams({ contest }: { contest: Contest }) {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACE);
  const [editing, setEditing] = useState<ContestTeam | 'new' | null>(null);
  const record = editing === 'new' ? null : editing;
  return (
    <Stack gap="sm">
      {contest.teams.length === 0 ? (
        <Text c="dimmed" data-testid="teams-empty">
          {t('teams.empty')}
        </Text>
      ) : null}
      {contest.teams.map((team) => (
        <Card key={team.id} withBorder radius="md" p="sm" data-testid={`team-${team.id}`}>
          <Group justify="space-between" gap="xs">
            <Stack gap={2}>
              <Text fw={600}>{team.name}</Text>
              <Text size="sm" c="dimmed">
                {t('teams.members', { count: team.members_count, max: contest.participants_per_team ?? '∞' })}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setEditing(team)}
              >
                {t('teams.rename')}
              </Button>
              <DeleteButton
                label={t('structure.delete')}
                confirmText={t('teams.deleteConfirm', { name: team.name })}
                deletedMessage={t('structure.deleted')}
                onDelete={() => structure.deleteTeam(team.id)}
                onDeleted={() => undefined}
                testId={`team-${team.id}-delete`}
              />
            </Group>
          </Group>
        </Card>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setEditing('new')}
          data-testid="team-add"
        >
          {t('teams.add')}
        </Button>
      </Group>
      <FormDialog<TeamValues, Contest>
        opened={editing !== null}
        title={record ? t('teams.rename') : t('teams.add')}
        initialValues={{ name: record?.name ?? '' }}
        validate={(values) => validateWith(contestTeamInput, { name: values.name.trim() })}
        submit={(values) =>
          record
            ? structure.updateTeam(record.id, { name: values.name.trim() })
            : structure.createTeam(contest.id, { name: values.name.trim() })
        }
        submitLabel={t('structure.save')}
        successMessage={t('structure.saved')}
        onDone={() => setEditing(null)}
        testId="team-form"
      >
        {(form) => <TextInput label={t('fields.name')} required maxLength={80} {...form.text('name')} />}
      </FormDialog>
    </Stack>
  );
}

/** `…/admins/contests/{id}/teams` (manage contests): a team contest's teams; another contest says where to change it. */
function GymAdminContestTeamsPage() {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACE);
  return (
    <ContestAdminPage title={(record) => (record ? t('teams.title', { name: record.name }) : t('teams.titleLoading'))}>
      {(gym, record) => (
        <Stack gap="lg">
          <PlainAnchorLink to={contestAdminPath(gym, record.id)}>{t('back', { name: record.name })}</PlainAnchorLink>
          {record.team_contest ? (
            <Teams contest={record} />
          ) : (
            <Stack gap="sm" align="flex-start" data-testid="teams-not-team-contest">
              <Text>{t('teams.notTeamContest')}</Text>
              <PlainButtonLink to={contestAdminPath(gym, record.id, 'edit')} variant="light">
                {t('contest.edit')}
              </PlainButtonLink>
            </Stack>
          )}
        </Stack>
      )}
    </ContestAdminPage>
  );
}

export default withQueries(GymAdminContestTeamsPage);
