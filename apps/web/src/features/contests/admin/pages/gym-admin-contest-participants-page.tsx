import {
  CONTEST_PARTICIPANT_STATES,
  type Contest,
  type ContestParticipant,
  type ContestParticipantListQuery,
  type ContestParticipantState,
} from '@climb/contracts';
import { Button, Menu, Modal, Table } from '@mantine/core';
import { IconDots, IconFileImport, IconPlus, IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DeleteButton } from '../../../../components/delete-button';
import { Loaded } from '../../../../components/loaded';
import { Pager } from '../../../../components/pager';
import { PlainAnchorLink } from '../../../../components/plain-ui';
import { Badge, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '../../../../components/ui';
import { withQueries } from '../../../../lib/query-client';
import { usePageParam } from '../../../../lib/use-page-param';
import { useAlerts } from '../../../../platform/alerts/use-alerts';
import { ContestAdminPage, contestAdminPath } from '../components/contest-admin-page';
import { ParticipantDialog } from '../components/participant-dialog';
import { ParticipantImportDialog } from '../components/participant-import';
import {
  deleteContestParticipant,
  PARTICIPANTS_PER_PAGE,
  sendContestParticipantToken,
  updateContestParticipant,
  useContestParticipants,
  useContestStartLists,
} from '../contests-admin.api';
import { CONTESTS_ADMIN_NAMESPACES } from '../contests-admin-texts';
import classes from './contest-participants.module.css';

interface Filters {
  q: string;
  category: string;
  wave: string;
  state: string;
}

/** The filters as the address holds them (`?q=…&category=3&wave=2&state=waiting`); a wrong value is no filter. */
export function filtersOf(search: URLSearchParams, contest: Pick<Contest, 'categories' | 'waves'>): Filters {
  const one = (key: string, allowed: readonly string[]) => {
    const value = search.get(key) ?? '';
    return allowed.includes(value) ? value : '';
  };
  return {
    q: (search.get('q') ?? '').slice(0, 100),
    category: one(
      'category',
      contest.categories.map((item) => String(item.id)),
    ),
    wave: one(
      'wave',
      contest.waves.map((item) => String(item.id)),
    ),
    state: one('state', CONTEST_PARTICIPANT_STATES),
  };
}

/**
 * The list's filters and page in the address, so that reloading or going back shows the same list: a changed filter
 * replaces the address (no history step per key typed) and goes back to the first page.
 */
function useListAddress(contest: Contest) {
  const [search, setSearch] = useSearchParams();
  const { page, hrefOf } = usePageParam();
  const filters = filtersOf(search, contest);
  const change = (key: keyof Filters, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setSearch(next, { replace: true, preventScrollReset: true });
  };
  return { filters, page, hrefOf, change };
}

function listQuery(filters: Filters, page: number): ContestParticipantListQuery {
  return {
    page,
    per_page: PARTICIPANTS_PER_PAGE,
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.category ? { contest_category_id: Number(filters.category) } : {}),
    ...(filters.wave ? { contest_wave_id: Number(filters.wave) } : {}),
    ...(filters.state ? { state: filters.state as ContestParticipantState } : {}),
  };
}

/** Cancelling a registration, once confirmed: the place goes to the first on the waiting list. */
function CancelDialog({
  contest,
  participant,
  opened,
  onClose,
}: {
  contest: Contest;
  participant: ContestParticipant;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACES);
  const alerts = useAlerts();
  const name = `${participant.first_name} ${participant.last_name}`;
  const cancel = useMutation({
    mutationFn: () => updateContestParticipant(contest.id, participant.id, { state: 'cancelled' }),
    onSuccess: () => {
      alerts.success(t('participants.cancelled'));
      onClose();
    },
    onError: (error) => {
      alerts.apiError(error);
      onClose();
    },
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('participants.cancel')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
    >
      <Stack gap="lg">
        <Text>
          {participant.state === 'registered'
            ? t('participants.cancelConfirm', { name })
            : t('participants.cancelWaitingConfirm', { name })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('participants.keep')}
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() => cancel.mutate()}
            data-testid={`participant-${participant.id}-cancel-confirm`}
          >
            {t('participants.cancelConfirmButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ParticipantActions({
  contest,
  participant,
  onEdit,
}: {
  contest: Contest;
  participant: ContestParticipant;
  onEdit: () => void;
}) {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACES);
  const alerts = useAlerts();
  const name = `${participant.first_name} ${participant.last_name}`;
  const [cancelling, setCancelling] = useState(false);
  const token = useMutation({
    mutationFn: () => sendContestParticipantToken(participant.id),
    onSuccess: () => alerts.success(t('participants.tokenSent')),
    onError: (error) => alerts.apiError(error),
  });
  return (
    <Group gap={4} wrap="nowrap">
      <Menu position="bottom-end">
        <Menu.Target>
          <Button
            variant="subtle"
            size="xs"
            aria-label={t('participants.actionsOf', { name })}
            data-testid={`participant-${participant.id}-menu`}
          >
            <IconDots size={18} aria-hidden />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={onEdit}>{t('participants.edit')}</Menu.Item>
          <Menu.Item onClick={() => token.mutate()}>{t('participants.sendToken')}</Menu.Item>
          {participant.state !== 'cancelled' ? (
            <Menu.Item onClick={() => setCancelling(true)} data-testid={`participant-${participant.id}-cancel`}>
              {t('participants.cancel')}
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <DeleteButton
        label={t('structure.delete')}
        confirmText={t('participants.deleteConfirm', { name })}
        deletedMessage={t('participants.deleted')}
        onDelete={() => deleteContestParticipant(contest.id, participant.id)}
        onDeleted={() => undefined}
        testId={`participant-${participant.id}-delete`}
      />
      {participant.state !== 'cancelled' ? (
        <CancelDialog
          contest={contest}
          participant={participant}
          opened={cancelling}
          onClose={() => setCancelling(false)}
        />
      ) : null}
    </Group>
  );
}

function ParticipantList({ contest }: { contest: Contest }) {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACES);
  const { filters, page, hrefOf, change } = useListAddress(contest);
  const [editing, setEditing] = useState<ContestParticipant | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const participants = useContestParticipants(contest.id, listQuery(filters, page));
  const filter = (field: keyof Filters) => ({
    value: filters[field],
    onChange: (event: { currentTarget: { value: string } }) => change(field, event.currentTarget.value),
  });
  const categoryName = (id: number) => contest.categories.find((item) => item.id === id)?.name ?? '';
  return (
    <Stack gap="md">
      <Group gap="sm" className={classes.screenOnly}>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setEditing('new')}
          data-testid="participant-add"
        >
          {t('participants.add')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconFileImport size={18} aria-hidden />}
          onClick={() => setImporting(true)}
          data-testid="participant-import-open"
        >
          {t('import.open')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <TextInput
          type="search"
          label={t('participants.search')}
          maxLength={100}
          {...filter('q')}
          data-testid="participant-search"
        />
        <NativeSelect
          label={t('fields.contest_category_id')}
          data={[
            { value: '', label: t('participants.all') },
            ...contest.categories.map((item) => ({ value: String(item.id), label: item.name })),
          ]}
          {...filter('category')}
        />
        {contest.waves.length > 0 ? (
          <NativeSelect
            label={t('fields.contest_wave_id')}
            data={[
              { value: '', label: t('participants.all') },
              ...contest.waves.map((item) => ({ value: String(item.id), label: item.name })),
            ]}
            {...filter('wave')}
          />
        ) : null}
        <NativeSelect
          label={t('fields.state')}
          data={[
            { value: '', label: t('participants.all') },
            ...CONTEST_PARTICIPANT_STATES.map((value) => ({
              value,
              label: t(`contests:enums.participantStates.${value}`),
            })),
          ]}
          {...filter('state')}
          data-testid="participant-state-filter"
        />
      </SimpleGrid>
      <Loaded query={participants}>
        {({ items, total }) =>
          items.length === 0 ? (
            <Text c="dimmed" data-testid="participants-empty">
              {t('participants.empty')}
            </Text>
          ) : (
            <Stack gap="sm">
              <Table.ScrollContainer minWidth={640}>
                <Table striped data-testid="participants-list">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('participants.bib')}</Table.Th>
                      <Table.Th>{t('participants.name')}</Table.Th>
                      <Table.Th>{t('fields.contest_category_id')}</Table.Th>
                      <Table.Th>{t('fields.state')}</Table.Th>
                      <Table.Th>{t('participants.actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((participant) => (
                      <Table.Tr key={participant.id} data-testid={`participant-${participant.id}`}>
                        <Table.Td>{participant.bib_number}</Table.Td>
                        <Table.Td>
                          {participant.first_name} {participant.last_name}
                          {participant.club ? (
                            <Text size="xs" c="dimmed">
                              {participant.club}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          {participant.category_name || categoryName(participant.contest_category_id)}
                          {participant.wave_name ? ` · ${participant.wave_name}` : ''}
                        </Table.Td>
                        <Table.Td>
                          {participant.state === 'waiting' ? (
                            <Badge variant="light" color="grape" data-testid="participant-waiting">
                              {t('participants.waitingAt', { position: participant.waiting_position ?? '?' })}
                            </Badge>
                          ) : (
                            <Badge variant="light" color={participant.state === 'cancelled' ? 'gray' : 'blue'}>
                              {t(`contests:enums.participantStates.${participant.state}`)}
                            </Badge>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <ParticipantActions
                            contest={contest}
                            participant={participant}
                            onEdit={() => setEditing(participant)}
                          />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Text size="sm" c="dimmed">
                {t('participants.total', { count: total })}
              </Text>
              <Pager
                page={page}
                pages={Math.max(1, Math.ceil(total / PARTICIPANTS_PER_PAGE))}
                hrefOf={hrefOf}
                previousLabel={t('participants.previous')}
                nextLabel={t('participants.next')}
              />
            </Stack>
          )
        }
      </Loaded>
      <ParticipantDialog
        contest={contest}
        participant={editing === 'new' ? null : editing}
        opened={editing !== null}
        onDone={() => setEditing(null)}
      />
      <ParticipantImportDialog contestId={contest.id} opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}

/** The start lists per wave and category, by bib number, printed alone from their button. */
function StartLists({ contest }: { contest: Contest }) {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACES);
  const [shown, setShown] = useState(false);
  const lists = useContestStartLists(contest.id, shown);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('startLists.title')}
      </Title>
      {shown ? (
        <Loaded query={lists}>
          {(items) => (
            <Stack gap="md">
              <Group className={classes.screenOnly}>
                <Button
                  variant="light"
                  leftSection={<IconPrinter size={18} aria-hidden />}
                  onClick={() => window.print()}
                  data-testid="start-lists-print"
                >
                  {t('startLists.print')}
                </Button>
              </Group>
              <div className={classes.startLists} data-testid="start-lists">
                <Title order={3} size="h4">
                  {contest.name}
                </Title>
                {items.length === 0 ? <Text c="dimmed">{t('startLists.empty')}</Text> : null}
                {items.map((list) => (
                  <section
                    key={`${list.contest_wave_id ?? 0}-${list.contest_category_id}`}
                    className={classes.startList}
                    data-testid="start-list"
                  >
                    <Title order={4} size="h5" mt="md">
                      {list.wave_name ? `${list.wave_name} · ${list.category_name}` : list.category_name}
                    </Title>
                    <Table>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('participants.bib')}</Table.Th>
                          <Table.Th>{t('participants.name')}</Table.Th>
                          <Table.Th>{t('fields.club')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {list.participants.map((participant) => (
                          <Table.Tr key={participant.id}>
                            <Table.Td>{participant.bib_number}</Table.Td>
                            <Table.Td>
                              {participant.last_name} {participant.first_name}
                            </Table.Td>
                            <Table.Td>{participant.club ?? ''}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </section>
                ))}
              </div>
            </Stack>
          )}
        </Loaded>
      ) : (
        <Group>
          <Button variant="default" onClick={() => setShown(true)} data-testid="start-lists-show">
            {t('startLists.show')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * `…/admins/contests/{id}/participants` (manage contests): the participants (search, filters, waiting list with its
 * positions), adding, changing, cancelling, a new token, the CSV import; the start lists to print.
 */
function GymAdminContestParticipantsPage() {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACES);
  return (
    <ContestAdminPage
      title={(record) => (record ? t('participants.title', { name: record.name }) : t('participants.titleLoading'))}
    >
      {(gym, record) => (
        <Stack gap="xl">
          <PlainAnchorLink to={contestAdminPath(gym, record.id)}>{t('back', { name: record.name })}</PlainAnchorLink>
          <ParticipantList contest={record} />
          <StartLists contest={record} />
        </Stack>
      )}
    </ContestAdminPage>
  );
}

export default withQueries(GymAdminContestParticipantsPage);
