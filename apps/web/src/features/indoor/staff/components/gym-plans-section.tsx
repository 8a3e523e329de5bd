import { GYM_SUBSCRIPTION_PLANS, type GymSubscriptionPlan } from '@climb/contracts';
import {
  Button,
  Card,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingStore, IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../../components/delete-button';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { useAlerts } from '../../../../platform/alerts/use-alerts';
import {
  createGymSubscription,
  deleteGymSubscription,
  useGymSubscriptions,
  useGymsNamed,
} from '../../admin/report/api/report.api';
import { PlanCard } from '../../admin/report/components/plan-card';
import { REPORT_NAMESPACE } from '../../admin/report/lib/report-texts';
import { fieldRuleMessage } from '../../admin/report/lib/rule-message';

interface PickedGym {
  id: number;
  name: string;
  city: string;
}

/** Finding the gym by its name (the catalogue's gym search), its results as buttons. */
function GymChooser({ onPick }: { onPick: (gym: PickedGym) => void }) {
  const { t } = useTranslation(REPORT_NAMESPACE);
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const found = useGymsNamed(debounced);
  const waiting = query.trim().length >= 2 && (debounced !== query.trim() || found.isFetching);
  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        label={t('staff.gymSearch')}
        description={t('staff.gymSearchHint')}
        value={query}
        maxLength={100}
        onChange={(event) => setQuery(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={waiting ? <Loader size="xs" aria-label={t('staff.searching')} /> : null}
        autoComplete="off"
        data-testid="plans-gym-search"
      />
      {found.isError ? <LoadError message={t('staff.searchError')} onRetry={() => void found.refetch()} /> : null}
      {debounced.length >= 2 && found.data ? (
        found.data.length === 0 ? (
          <Text size="sm">{t('staff.noGym')}</Text>
        ) : (
          <Stack gap={4} component="ul" aria-label={t('staff.results')} style={{ listStyle: 'none', padding: 0 }}>
            {found.data.map((gym) => (
              <li key={gym.id}>
                <UnstyledButton onClick={() => onPick(gym)} p="xs" data-testid="plans-gym-option">
                  <Group gap="xs" wrap="nowrap">
                    <IconBuildingStore size={18} aria-hidden />
                    <Text size="sm">
                      {gym.name} · {gym.city}
                    </Text>
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )
      ) : null}
    </Stack>
  );
}

interface PlanErrors {
  plan?: string | null;
  starts_on?: string | null;
  ends_on?: string | null;
  terms?: string | null;
}

/** Recording a plan for the gym: the plan, its first day, its last (none: open-ended), what the gym agreed to. */
function PlanForm({ gym }: { gym: PickedGym }) {
  const { t } = useTranslation([REPORT_NAMESPACE, 'rules']);
  const alerts = useAlerts();
  const [plan, setPlan] = useState<GymSubscriptionPlan>('club');
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [terms, setTerms] = useState('');
  const [errors, setErrors] = useState<PlanErrors>({});
  const [saving, setSaving] = useState(false);
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (startsOn === '') {
          setErrors({ starts_on: t('rules:rules.required') });
          return;
        }
        setSaving(true);
        try {
          await createGymSubscription(gym.id, {
            plan,
            starts_on: startsOn,
            ends_on: endsOn === '' ? null : endsOn,
            terms: terms.trim() === '' ? null : terms.trim(),
          });
          alerts.success(t('staff.recorded', { gym: gym.name }));
          setErrors({});
          setStartsOn('');
          setEndsOn('');
          setTerms('');
        } catch (error) {
          const found: PlanErrors = {
            plan: fieldRuleMessage(error, 'plan', t),
            starts_on: fieldRuleMessage(error, 'starts_on', t),
            ends_on: fieldRuleMessage(error, 'ends_on', t),
            terms: fieldRuleMessage(error, 'terms', t),
          };
          if (Object.values(found).some(Boolean)) setErrors(found);
          else alerts.apiError(error);
        } finally {
          setSaving(false);
        }
      }}
    >
      <Stack gap="sm" maw={560}>
        <NativeSelect
          label={t('staff.plan')}
          value={plan}
          error={errors.plan}
          data={GYM_SUBSCRIPTION_PLANS.map((value) => ({ value, label: t(`plans.names.${value}`) }))}
          onChange={(event) => setPlan(event.currentTarget.value as GymSubscriptionPlan)}
          data-testid="plan-name"
        />
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t('staff.startsOn')}
            required
            value={startsOn}
            error={errors.starts_on}
            onChange={(event) => setStartsOn(event.currentTarget.value)}
            data-testid="plan-starts-on"
          />
          <TextInput
            type="date"
            label={t('staff.endsOn')}
            description={t('staff.endsOnHint')}
            value={endsOn}
            error={errors.ends_on}
            onChange={(event) => setEndsOn(event.currentTarget.value)}
            data-testid="plan-ends-on"
          />
        </Group>
        <Textarea
          label={t('staff.terms')}
          description={t('staff.termsHint')}
          autosize
          minRows={2}
          maxLength={4000}
          value={terms}
          error={errors.terms}
          onChange={(event) => setTerms(event.currentTarget.value)}
          data-testid="plan-terms"
        />
        <Group>
          <Button type="submit" loading={saving} data-testid="plan-record">
            {t('staff.record')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The chosen gym's plans, each with its deletion, then the form to record another. */
function GymPlansOf({ gym, onChange }: { gym: PickedGym; onChange: () => void }) {
  const { t } = useTranslation(REPORT_NAMESPACE);
  const plans = useGymSubscriptions(gym.id);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text fw={600} data-testid="plans-gym">
          {gym.name} · {gym.city}
        </Text>
        <Button variant="default" size="xs" onClick={onChange}>
          {t('staff.otherGym')}
        </Button>
      </Group>
      {plans.isPending ? (
        <ListSkeleton rows={2} height={120} />
      ) : plans.isError ? (
        <LoadError message={t('plans.error')} onRetry={() => void plans.refetch()} />
      ) : plans.data.items.length === 0 ? (
        <EmptyState text={t('staff.none')} testId="plans-none" />
      ) : (
        <Stack gap="sm">
          {plans.data.items.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              action={
                <DeleteButton
                  label={t('staff.delete')}
                  confirmText={t('staff.deleteConfirm', { plan: t(`plans.names.${plan.plan}`) })}
                  deletedMessage={t('staff.deleted')}
                  onDelete={() => deleteGymSubscription(gym.id, plan.id)}
                  onDeleted={() => undefined}
                  testId={`plan-delete-${plan.id}`}
                />
              }
            />
          ))}
        </Stack>
      )}
      <PlanForm gym={gym} />
    </Stack>
  );
}

/**
 * The site administrators' plans of the gyms (on `/gym-administrations`): find a gym, read its plans, record one or
 * delete one. Plans gate nothing today: every tool stays free, whatever the plan.
 */
export function GymPlansSection() {
  const { t } = useTranslation(REPORT_NAMESPACE);
  const titleId = useId();
  const [gym, setGym] = useState<PickedGym | null>(null);
  return (
    <Card withBorder component="section" aria-labelledby={titleId} data-testid="gym-plans-section">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={titleId}>
            {t('staff.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('staff.intro')}
          </Text>
        </Stack>
        {gym ? <GymPlansOf gym={gym} onChange={() => setGym(null)} /> : <GymChooser onPick={setGym} />}
      </Stack>
    </Card>
  );
}
