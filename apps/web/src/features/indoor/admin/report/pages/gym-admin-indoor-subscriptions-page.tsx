import type { GymSubscription } from '@climb/contracts';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GymAdminFrame } from '../../../../../climbing/gym-admin/gym-admin-frame';
import { EmptyState, ListSkeleton, LoadError } from '../../../../../components/list-states';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { useSessionStore } from '../../../../../lib/session-store';
import { SignInInvitation } from '../../../../../platform/session/sign-in-invitation';
import { gymParams } from '../../../shared/page-params';
import { useMyGymSubscriptions } from '../api/report.api';
import { PlanCard } from '../components/plan-card';
import { REPORT_NAMESPACE } from '../lib/report-texts';

interface ManagedGym {
  id: number;
  name: string;
}

/** One gym's plans, newest first, or the plain fact that none is recorded (every tool stays free). */
function GymPlans({ gym, plans }: { gym: ManagedGym; plans: GymSubscription[] }) {
  const { t } = useTranslation(REPORT_NAMESPACE);
  const titleId = `gym-plans-${gym.id}`;
  return (
    <section aria-labelledby={titleId} data-testid={`gym-plans-${gym.id}`}>
      <Title order={2} size="h3" id={titleId} mb="sm">
        {gym.name}
      </Title>
      {plans.length === 0 ? (
        <Card withBorder>
          <Text size="sm">{t('plans.noneForGym')}</Text>
        </Card>
      ) : (
        <Stack gap="sm">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </Stack>
      )}
    </section>
  );
}

/** The plans of every gym where the member manages the plan, this page's gym first. */
function MyPlans({ gymId, gyms }: { gymId: number; gyms: ManagedGym[] }) {
  const { t } = useTranslation(REPORT_NAMESPACE);
  const plans = useMyGymSubscriptions(gyms.length > 0);
  if (gyms.length === 0) return <EmptyState text={t('plans.noGym')} testId="plans-no-gym" />;
  if (plans.isPending) return <ListSkeleton rows={2} height={120} />;
  if (plans.isError) return <LoadError message={t('plans.error')} onRetry={() => void plans.refetch()} />;
  const ordered = [...gyms].sort((a, b) => Number(b.id === gymId) - Number(a.id === gymId));
  return (
    <Stack gap="lg">
      {ordered.map((gym) => (
        <GymPlans key={gym.id} gym={gym} plans={plans.data.items.filter((plan) => plan.gym.id === gym.id)} />
      ))}
    </Stack>
  );
}

/**
 * `/gyms/{id}/{name}/admins/indoor-subscriptions`: the plans of the gyms the signed-in member manages the plan of,
 * their dates and what each gym agreed to. Plans gate nothing today, and the page says so. Open to visitors, who are
 * invited to sign in.
 */
function GymAdminIndoorSubscriptionsPage() {
  const { t } = useTranslation(REPORT_NAMESPACE);
  const { gymId } = parseRouteParams(gymParams, useParams());
  const user = useSessionStore((state) => state.user);
  const gyms: ManagedGym[] = (user?.administered_gyms ?? [])
    .filter((gym) => gym.roles.includes('manage_subscription'))
    .map((gym) => ({ id: gym.id, name: gym.name }));
  return (
    <GymAdminFrame gymId={gymId} title={t('plans.title')}>
      <Stack gap="lg">
        <Alert variant="light" color="blue" icon={<IconGift size={20} aria-hidden />} title={t('plans.freeTitle')}>
          {t('plans.free')}
        </Alert>
        {user ? <MyPlans gymId={gymId} gyms={gyms} /> : <SignInInvitation text={t('plans.signIn')} />}
      </Stack>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminIndoorSubscriptionsPage);
