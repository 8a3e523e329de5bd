import type { Gym } from '@climb/contracts';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { FormFrame } from '../../../../components/form-frame';
import { Loaded } from '../../../../components/loaded';
import { PlainButtonLink } from '../../../../components/plain-ui';
import { Group, List, ListItem, Stack, Text, Title } from '../../../../components/ui';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useGym } from '../../shared/gyms.api';
import { gymParams } from '../../shared/page-params';
import { gymAdministrationRequestPath, gymPath } from '../../shared/paths';
import { BackToGym } from '../components/request-states';
import { roleNameKey, STAFF_NAMESPACE } from '../components/staff-texts';

/** What the gym's open editing pages need, in the order the page lists them. */
const WHO_EDITS = [
  { key: 'gym', role: 'manage_gym' },
  { key: 'spaces', role: 'manage_spaces' },
  { key: 'opening', role: 'manage_opening' },
] as const;

/** The role the address names, when it is one the product knows (anything else is left unsaid). */
function useNamedRole(): string | null {
  const { t, i18n } = useTranslation(STAFF_NAMESPACE);
  const [search] = useSearchParams();
  const role = search.get('role')?.trim();
  if (!role || !/^\w+$/.test(role) || !i18n.exists(roleNameKey(role))) return null;
  return t(roleNameKey(role));
}

/** A gym with staff: who edits what, and how to join the team. */
function StaffedGym({ gym }: { gym: Gym }) {
  const { t } = useTranslation(STAFF_NAMESPACE);
  const role = useNamedRole();
  return (
    <Stack gap="lg" data-testid="administrator-required-staffed">
      <Stack gap="xs">
        <Text>{t('required.staffed', { gym: gym.name })}</Text>
        {role ? <Text data-testid="administrator-required-role">{t('required.role', { role })}</Text> : null}
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('required.whoTitle')}
        </Title>
        <List spacing="xs">
          {WHO_EDITS.map(({ key, role: needed }) => (
            <ListItem key={key}>{t(`required.who.${key}`, { role: t(roleNameKey(needed)) })}</ListItem>
          ))}
          <ListItem>{t('required.who.siteAdmins')}</ListItem>
          <ListItem>{t('required.who.climbers')}</ListItem>
        </List>
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('required.joinTitle')}
        </Title>
        <Text>{t('required.join')}</Text>
      </Stack>
      <Group>
        <BackToGym gym={gym} />
      </Group>
    </Stack>
  );
}

/** A gym without staff is open to every climber: back to it, or claim it. */
function OpenGym({ gym }: { gym: Gym }) {
  const { t } = useTranslation(STAFF_NAMESPACE);
  return (
    <Stack gap="md" data-testid="administrator-required-open">
      <Title order={2} size="h3">
        {t('required.openTitle')}
      </Title>
      <Text>{t('required.open', { gym: gym.name })}</Text>
      <Group gap="sm">
        <PlainButtonLink to={gymPath(gym)} data-testid="open-gym-link">
          {gym.name}
        </PlainButtonLink>
        <PlainButtonLink
          to={gymAdministrationRequestPath(gym)}
          variant="default"
          leftSection={<IconUserPlus size={18} aria-hidden />}
        >
          {t('required.claim')}
        </PlainButtonLink>
      </Group>
    </Stack>
  );
}

/**
 * `/gyms/{id}/{name}/administrator-required?role=…`: where a climber who is not on a gym's staff lands when they open
 * one of its editing pages (or a write of theirs is refused): the gym is run by its team, who edits what, how to join
 * it, the way back. A gym without staff is open to every climber: the page says so and leads to it.
 */
function GymAdministratorRequiredPage() {
  const { t } = useTranslation([STAFF_NAMESPACE, 'errors-pages']);
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useGym(gymId);
  const found = gym.data;
  return (
    <FormFrame
      title={t('required.title')}
      lead={found?.name}
      back={found ? { to: gymPath(found), label: found.name } : null}
    >
      <Loaded query={gym}>
        {(record) => (record.administered ? <StaffedGym gym={record} /> : <OpenGym gym={record} />)}
      </Loaded>
    </FormFrame>
  );
}

export default withQueries(GymAdministratorRequiredPage);
