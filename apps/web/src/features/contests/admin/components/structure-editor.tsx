import {
  CONTEST_CLIMBING_TYPES,
  CONTEST_LIMITS,
  CONTEST_ROUTE_GROUP_GENDERS,
  CONTEST_STEP_KINDS,
  type Contest,
  type ContestCategory,
  type ContestCategoryInput,
  type ContestClimbingType,
  type ContestRankingType,
  type ContestRouteGroup,
  type ContestRouteGroupGender,
  type ContestRouteGroupInput,
  type ContestRouteInput,
  type ContestStage,
  type ContestStep,
  type ContestStepInput,
  type ContestStepKind,
  type ContestWave,
  type ContestWaveInput,
  contestCategoryInput,
  contestRouteGroupInput,
  contestStageInput,
  contestStageUpdateInput,
  contestStepInput,
  contestWaveInput,
  RANKING_TYPES_BY_CLIMBING_TYPE,
} from '@climb/contracts';
import { Button, Checkbox } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../../components/delete-button';
import { Badge, Card, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '../../../../components/ui';
import { validateWith } from '../../../../lib/forms/form-errors';
import { structure } from '../contests-admin.api';
import { CONTESTS_ADMIN_NAMESPACES } from '../contests-admin-texts';
import { fromLocalInput, numberOrNull, numberText, textOrNull, toLocalInput } from '../lib/form-values';
import { FormDialog } from './form-dialog';

const noop = () => undefined;

/** An edit button and a delete button (with its confirmation) of one piece of the structure. */
function PieceActions({
  name,
  onEdit,
  onDelete,
  testId,
}: {
  name: string;
  onEdit?: () => void;
  onDelete: () => Promise<unknown>;
  testId: string;
}) {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACES);
  return (
    <Group gap="xs">
      {onEdit ? (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={onEdit}
          data-testid={`${testId}-edit`}
        >
          {t('structure.edit')}
        </Button>
      ) : null}
      <DeleteButton
        label={t('structure.delete')}
        confirmText={t('structure.deleteConfirm', { name })}
        deletedMessage={t('structure.deleted')}
        onDelete={onDelete}
        onDeleted={noop}
        testId={`${testId}-delete`}
      />
    </Group>
  );
}

function AddButton({ label, onClick, testId }: { label: string; onClick: () => void; testId: string }) {
  return (
    <Group>
      <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={onClick} data-testid={testId}>
        {label}
      </Button>
    </Group>
  );
}

// ---------------------------------------------------------------- categories

interface CategoryValues extends Record<string, unknown> {
  name: string;
  capacity: string;
  unisex: boolean;
  band: string;
  min: string;
  max: string;
}

function categoryBody(values: CategoryValues): ContestCategoryInput {
  const byAge = values.band === 'age';
  const byYear = values.band === 'birth_year';
  return {
    name: values.name.trim(),
    capacity: numberOrNull(values.capacity),
    unisex: values.unisex,
    min_age: byAge ? numberOrNull(values.min) : null,
    max_age: byAge ? numberOrNull(values.max) : null,
    min_birth_year: byYear ? numberOrNull(values.min) : null,
    max_birth_year: byYear ? numberOrNull(values.max) : null,
  };
}

function categoryValues(category: ContestCategory | null): CategoryValues {
  const byYear = category?.min_birth_year !== null || category?.max_birth_year !== null;
  const byAge = category?.min_age !== null || category?.max_age !== null;
  const band = !category ? 'open' : byAge ? 'age' : byYear ? 'birth_year' : 'open';
  return {
    name: category?.name ?? '',
    capacity: numberText(category?.capacity),
    unisex: category?.unisex ?? false,
    band,
    min: numberText(band === 'age' ? category?.min_age : band === 'birth_year' ? category?.min_birth_year : null),
    max: numberText(band === 'age' ? category?.max_age : band === 'birth_year' ? category?.max_birth_year : null),
  };
}

/** A category's band as a line: "12 – 14 years", "born 2010 – 2012", "open". */
function useBandText() {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACES);
  return (category: ContestCategory) => {
    const range = (min: number | null, max: number | null) =>
      min !== null && max !== null ? `${min} – ${max}` : min !== null ? `≥ ${min}` : `≤ ${max}`;
    if (category.min_age !== null || category.max_age !== null)
      return t('structure.ages', { range: range(category.min_age, category.max_age) });
    if (category.min_birth_year !== null || category.max_birth_year !== null)
      return t('structure.births', { range: range(category.min_birth_year, category.max_birth_year) });
    return t('structure.open');
  };
}

function Categories({ contest }: { contest: Contest }) {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACES);
  const band = useBandText();
  const [editing, setEditing] = useState<ContestCategory | 'new' | null>(null);
  const record = editing === 'new' ? null : editing;
  // The keys the contract names the band's fields by, for a 422 about them.
  const prefix = (values: CategoryValues) => (values.band === 'birth_year' ? 'birth_year' : 'age');
  return (
    <Stack gap="sm" data-testid="structure-categories">
      <Title order={3} size="h5">
        {t('structure.categories')}
      </Title>
      {contest.categories.length === 0 ? <Text c="dimmed">{t('structure.noCategory')}</Text> : null}
      {contest.categories.map((category) => (
        <Card key={category.id} withBorder radius="md" p="sm" data-testid={`category-${category.id}`}>
          <Group justify="space-between" gap="xs">
            <Stack gap={2}>
              <Text fw={600}>{category.name}</Text>
              <Text size="sm" c="dimmed">
                {band(category)} · {category.unisex ? t('structure.unisex') : t('structure.byGender')} ·{' '}
                {t('structure.places', {
                  registered: category.registered_count,
                  capacity: category.capacity ?? '∞',
                  waiting: category.waiting_count,
                })}
              </Text>
            </Stack>
            <PieceActions
              name={category.name}
              onEdit={() => setEditing(category)}
              onDelete={() => structure.deleteCategory(category.id)}
              testId={`category-${category.id}`}
            />
          </Group>
        </Card>
      ))}
      {contest.categories.length < CONTEST_LIMITS.maxCategories ? (
        <AddButton label={t('structure.addCategory')} onClick={() => setEditing('new')} testId="category-add" />
      ) : null}
      <FormDialog<CategoryValues, Contest>
        opened={editing !== null}
        title={record ? t('structure.editCategory') : t('structure.addCategory')}
        initialValues={categoryValues(record)}
        validate={(values) => validateWith(contestCategoryInput, categoryBody(values))}
        submit={(values) =>
          record
            ? structure.updateCategory(record.id, categoryBody(values))
            : structure.createCategory(contest.id, categoryBody(values))
        }
        submitLabel={t('structure.save')}
        successMessage={t('structure.saved')}
        onDone={() => setEditing(null)}
        testId="category-form"
      >
        {(form) => (
          <>
            <TextInput label={t('fields.name')} required maxLength={80} {...form.text('name')} />
            <TextInput
              type="number"
              inputMode="numeric"
              label={t('fields.capacity')}
              description={t('form.capacityHint')}
              {...form.text('capacity')}
            />
            <Checkbox label={t('fields.unisex')} description={t('structure.unisexHint')} {...form.flag('unisex')} />
            <NativeSelect
              label={t('structure.band')}
              data={['open', 'age', 'birth_year'].map((value) => ({ value, label: t(`structure.bands.${value}`) }))}
              {...form.text('band')}
              data-testid="category-band"
            />
            {form.values.band !== 'open' ? (
              <SimpleGrid cols={2} spacing="md">
                <TextInput
                  type="number"
                  inputMode="numeric"
                  label={t(`structure.min_${prefix(form.values)}`)}
                  {...form.text('min')}
                  error={form.fieldError(form.values.band === 'age' ? 'min_age' : 'min_birth_year')}
                />
                <TextInput
                  type="number"
                  inputMode="numeric"
                  label={t(`structure.max_${prefix(form.values)}`)}
                  {...form.text('max')}
                  error={form.fieldError(form.values.band === 'age' ? 'max_age' : 'max_birth_year')}
                />
              </SimpleGrid>
            ) : null}
          </>
        )}
      </FormDialog>
    </Stack>
  );
}

// ---------------------------------------------------------------- waves

interface WaveValues extends Record<string, unknown> {
  name: string;
  starts_at: string;
  ends_at: string;
  capacity: string;
}

const waveBody = (values: WaveValues): ContestWaveInput => ({
  name: values.name.trim(),
  starts_at: fromLocalInput(values.starts_at),
  ends_at: fromLocalInput(values.ends_at),
  capacity: numberOrNull(values.capacity),
});

function Waves({ contest }: { contest: Contest }) {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACES);
  const [editing, setEditing] = useState<ContestWave | 'new' | null>(null);
  const record = editing === 'new' ? null : editing;
  return (
    <Stack gap="sm" data-testid="structure-waves">
      <Title order={3} size="h5">
        {t('structure.waves')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('structure.wavesLead')}
      </Text>
      {contest.waves.map((wave) => (
        <Card key={wave.id} withBorder radius="md" p="sm" data-testid={`wave-${wave.id}`}>
          <Group justify="space-between" gap="xs">
            <Stack gap={2}>
              <Text fw={600}>{wave.name}</Text>
              <Text size="sm" c="dimmed">
                {wave.starts_at ? `${toLocalInput(wave.starts_at).replace('T', ' ')} · ` : ''}
                {t('structure.wavePlaces', { registered: wave.registered_count, capacity: wave.capacity ?? '∞' })}
              </Text>
            </Stack>
            <PieceActions
              name={wave.name}
              onEdit={() => setEditing(wave)}
              onDelete={() => structure.deleteWave(wave.id)}
              testId={`wave-${wave.id}`}
            />
          </Group>
        </Card>
      ))}
      {contest.waves.length < CONTEST_LIMITS.maxWaves ? (
        <AddButton label={t('structure.addWave')} onClick={() => setEditing('new')} testId="wave-add" />
      ) : null}
      <FormDialog<WaveValues, Contest>
        opened={editing !== null}
        title={record ? t('structure.editWave') : t('structure.addWave')}
        initialValues={{
          name: record?.name ?? '',
          starts_at: toLocalInput(record?.starts_at),
          ends_at: toLocalInput(record?.ends_at),
          capacity: numberText(record?.capacity),
        }}
        validate={(values) => validateWith(contestWaveInput, waveBody(values))}
        submit={(values) =>
          record
            ? structure.updateWave(record.id, waveBody(values))
            : structure.createWave(contest.id, waveBody(values))
        }
        submitLabel={t('structure.save')}
        successMessage={t('structure.saved')}
        onDone={() => setEditing(null)}
        testId="wave-form"
      >
        {(form) => (
          <>
            <TextInput label={t('fields.name')} required maxLength={80} {...form.text('name')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput type="datetime-local" label={t('fields.starts_at')} {...form.text('starts_at')} />
              <TextInput type="datetime-local" label={t('fields.ends_at')} {...form.text('ends_at')} />
            </SimpleGrid>
            <TextInput type="number" inputMode="numeric" label={t('fields.capacity')} {...form.text('capacity')} />
          </>
        )}
      </FormDialog>
    </Stack>
  );
}

// ---------------------------------------------------------------- steps

interface StepValues extends Record<string, unknown> {
  name: string;
  kind: string;
  ranking_type: string;
  best_routes_count: string;
  qualified_count: string;
  self_reporting: boolean;
}

const stepBody = (values: StepValues): ContestStepInput => ({
  name: values.name.trim(),
  kind: values.kind as ContestStepKind,
  ranking_type: values.ranking_type as ContestRankingType,
  best_routes_count: numberOrNull(values.best_routes_count),
  qualified_count: numberOrNull(values.qualified_count),
  self_reporting: values.self_reporting,
});

/** The step's form: its ranking types are those of its stage's climbing type only. */
export function StepDialog({
  stage,
  step,
  opened,
  onDone,
}: {
  stage: ContestStage;
  step: ContestStep | null;
  opened: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACES);
  const types = RANKING_TYPES_BY_CLIMBING_TYPE[stage.climbing_type];
  return (
    <FormDialog<StepValues, Contest>
      opened={opened}
      title={step ? t('structure.editStep') : t('structure.addStep')}
      initialValues={{
        name: step?.name ?? '',
        kind: step?.kind ?? 'qualification',
        ranking_type: step?.ranking_type ?? types[0] ?? '',
        best_routes_count: numberText(step?.best_routes_count),
        qualified_count: numberText(step?.qualified_count),
        self_reporting: step?.self_reporting ?? false,
      }}
      validate={(values) => validateWith(contestStepInput, stepBody(values))}
      submit={(values) =>
        step ? structure.updateStep(step.id, stepBody(values)) : structure.createStep(stage.id, stepBody(values))
      }
      submitLabel={t('structure.save')}
      successMessage={t('structure.saved')}
      onDone={onDone}
      testId="step-form"
    >
      {(form) => (
        <>
          <TextInput label={t('fields.name')} required maxLength={80} {...form.text('name')} data-testid="step-name" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              label={t('fields.kind')}
              data={CONTEST_STEP_KINDS.map((value) => ({ value, label: t(`contests:enums.stepKinds.${value}`) }))}
              {...form.text('kind')}
            />
            <NativeSelect
              label={t('fields.ranking_type')}
              data={types.map((value) => ({ value, label: t(`contests:enums.rankingTypes.${value}`) }))}
              {...form.text('ranking_type')}
              data-testid="step-ranking-type"
            />
            <TextInput
              type="number"
              inputMode="numeric"
              label={t('fields.best_routes_count')}
              description={t('structure.bestHint')}
              {...form.text('best_routes_count')}
            />
            <TextInput
              type="number"
              inputMode="numeric"
              label={t('fields.qualified_count')}
              description={t('structure.qualifiedHint')}
              {...form.text('qualified_count')}
            />
          </SimpleGrid>
          <Checkbox
            label={t('fields.self_reporting')}
            description={t('structure.selfReportingHint')}
            {...form.flag('self_reporting')}
          />
        </>
      )}
    </FormDialog>
  );
}

// ---------------------------------------------------------------- route groups

interface RouteRow {
  number: string;
  holds_count: string;
  points: string;
  zones_count: string;
}

interface GroupValues extends Record<string, unknown> {
  name: string;
  gender: string;
  category_ids: number[];
  starts_at: string;
  ends_at: string;
  routes: RouteRow[];
  add_count: string;
}

const routeBody = (row: RouteRow): ContestRouteInput => ({
  number: Number(row.number),
  holds_count: numberOrNull(row.holds_count),
  points: numberOrNull(row.points),
  zones_count: Number(row.zones_count || '0'),
});

const groupBody = (values: GroupValues): ContestRouteGroupInput => ({
  name: textOrNull(values.name),
  gender: values.gender as ContestRouteGroupGender,
  category_ids: values.category_ids,
  starts_at: fromLocalInput(values.starts_at),
  ends_at: fromLocalInput(values.ends_at),
  routes: values.routes.map(routeBody),
});

/** `count` more routes, numbered after the highest one, with the zones of the stage's usual routes. */
export function addRoutes(rows: readonly RouteRow[], count: number, zones: number): RouteRow[] {
  const highest = rows.reduce((top, row) => Math.max(top, Number(row.number) || 0), 0);
  const room = Math.max(0, CONTEST_LIMITS.maxRoutesPerGroup - rows.length);
  const added = Array.from({ length: Math.min(count, room) }, (_, index) => ({
    number: String(highest + index + 1),
    holds_count: '',
    points: '',
    zones_count: String(zones),
  }));
  return [...rows, ...added];
}

function RouteGroupDialog({
  contest,
  step,
  climbingType,
  group,
  opened,
  onDone,
}: {
  contest: Contest;
  step: ContestStep;
  climbingType: ContestClimbingType;
  group: ContestRouteGroup | null;
  opened: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACES);
  const zones = climbingType === 'boulder' ? 1 : 0;
  return (
    <FormDialog<GroupValues, Contest>
      opened={opened}
      title={group ? t('structure.editGroup') : t('structure.addGroup')}
      initialValues={{
        name: group?.name ?? '',
        gender: group?.gender ?? 'unisex',
        category_ids: group?.category_ids ?? [],
        starts_at: toLocalInput(group?.starts_at),
        ends_at: toLocalInput(group?.ends_at),
        routes: group
          ? group.routes.map((route) => ({
              number: String(route.number),
              holds_count: numberText(route.holds_count),
              points: numberText(route.points),
              zones_count: String(route.zones_count),
            }))
          : addRoutes([], 5, zones),
        add_count: '5',
      }}
      validate={(values) => validateWith(contestRouteGroupInput, groupBody(values))}
      submit={(values) =>
        group
          ? structure.updateRouteGroup(group.id, groupBody(values))
          : structure.createRouteGroup(step.id, groupBody(values))
      }
      submitLabel={t('structure.save')}
      successMessage={t('structure.saved')}
      onDone={onDone}
      testId="group-form"
    >
      {(form) => {
        const setRoute = (index: number, field: keyof RouteRow, value: string) =>
          form.setField(
            'routes',
            form.values.routes.map((row, at) => (at === index ? { ...row, [field]: value } : row)),
          );
        return (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label={t('fields.group_name')} maxLength={80} {...form.text('name')} />
              <NativeSelect
                label={t('fields.gender')}
                data={CONTEST_ROUTE_GROUP_GENDERS.map((value) => ({
                  value,
                  label: t(`contests:enums.routeGroupGenders.${value}`),
                }))}
                {...form.text('gender')}
              />
              <TextInput type="datetime-local" label={t('fields.starts_at')} {...form.text('starts_at')} />
              <TextInput type="datetime-local" label={t('fields.ends_at')} {...form.text('ends_at')} />
            </SimpleGrid>
            <Checkbox.Group
              label={t('fields.category_ids')}
              description={t('structure.categoriesHint')}
              value={form.values.category_ids.map(String)}
              onChange={(chosen) => form.setField('category_ids', chosen.map(Number))}
              error={form.fieldError('category_ids')}
            >
              <Group gap="md" mt={6}>
                {contest.categories.map((category) => (
                  <Checkbox key={category.id} value={String(category.id)} label={category.name} />
                ))}
              </Group>
            </Checkbox.Group>
            <Stack gap="xs" data-testid="group-routes">
              <Text fw={600} size="sm">
                {t('structure.routes')}
              </Text>
              {form.fieldError('routes') ? (
                <Text size="sm" c="red" role="alert">
                  {form.fieldError('routes')}
                </Text>
              ) : null}
              {form.values.routes.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows are edited in place, never reordered.
                <Group key={index} gap="xs" wrap="nowrap" align="flex-end" data-testid="group-route">
                  <TextInput
                    type="number"
                    inputMode="numeric"
                    label={t('fields.number')}
                    value={row.number}
                    onChange={(event) => setRoute(index, 'number', event.currentTarget.value)}
                  />
                  {climbingType === 'lead' ? (
                    <TextInput
                      type="number"
                      inputMode="numeric"
                      label={t('fields.holds_count')}
                      value={row.holds_count}
                      onChange={(event) => setRoute(index, 'holds_count', event.currentTarget.value)}
                    />
                  ) : null}
                  {climbingType !== 'speed' ? (
                    <TextInput
                      type="number"
                      inputMode="numeric"
                      label={t('fields.points')}
                      value={row.points}
                      onChange={(event) => setRoute(index, 'points', event.currentTarget.value)}
                    />
                  ) : null}
                  {climbingType === 'boulder' ? (
                    <NativeSelect
                      label={t('fields.zones_count')}
                      data={['0', '1', '2'].map((value) => ({ value, label: value }))}
                      value={row.zones_count}
                      onChange={(event) => setRoute(index, 'zones_count', event.currentTarget.value)}
                    />
                  ) : null}
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    aria-label={t('structure.removeRoute', { number: row.number })}
                    onClick={() =>
                      form.setField(
                        'routes',
                        form.values.routes.filter((_, at) => at !== index),
                      )
                    }
                  >
                    ×
                  </Button>
                </Group>
              ))}
              <Group gap="xs" align="flex-end">
                <TextInput
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={CONTEST_LIMITS.maxRoutesPerGroup}
                  label={t('structure.addCount')}
                  {...form.text('add_count')}
                  data-testid="group-add-count"
                />
                <Button
                  variant="light"
                  onClick={() =>
                    form.setField('routes', addRoutes(form.values.routes, Number(form.values.add_count) || 0, zones))
                  }
                  data-testid="group-add-routes"
                >
                  {t('structure.addRoutes')}
                </Button>
              </Group>
            </Stack>
          </>
        );
      }}
    </FormDialog>
  );
}

// ---------------------------------------------------------------- stages

function StepCard({ contest, stage, step }: { contest: Contest; stage: ContestStage; step: ContestStep }) {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACES);
  const [editingStep, setEditingStep] = useState(false);
  const [group, setGroup] = useState<ContestRouteGroup | 'new' | null>(null);
  const categoryName = (id: number) => contest.categories.find((category) => category.id === id)?.name ?? '';
  return (
    <Card withBorder radius="md" p="sm" data-testid={`step-${step.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Stack gap={2}>
            <Text fw={600}>
              {step.name}{' '}
              <Badge variant="light" color="gray">
                {t(`contests:enums.stepKinds.${step.kind}`)}
              </Badge>
            </Text>
            <Text size="sm" c="dimmed">
              {t(`contests:enums.rankingTypes.${step.ranking_type}`)}
              {step.best_routes_count ? ` · ${t('structure.best', { count: step.best_routes_count })}` : ''}
              {step.qualified_count ? ` · ${t('structure.qualified', { count: step.qualified_count })}` : ''}
              {step.self_reporting ? ` · ${t('structure.selfReporting')}` : ''}
            </Text>
          </Stack>
          <PieceActions
            name={step.name}
            onEdit={() => setEditingStep(true)}
            onDelete={() => structure.deleteStep(step.id)}
            testId={`step-${step.id}`}
          />
        </Group>
        {step.route_groups.map((item) => (
          <Group key={item.id} justify="space-between" gap="xs" data-testid={`group-${item.id}`}>
            <Text size="sm">
              {item.name ?? t(`contests:enums.routeGroupGenders.${item.gender}`)}
              {item.name ? ` · ${t(`contests:enums.routeGroupGenders.${item.gender}`)}` : ''}
              {' · '}
              {item.category_ids.length === 0
                ? t('structure.allCategories')
                : item.category_ids.map(categoryName).join(', ')}
              {' · '}
              {t('structure.routesCount', { count: item.routes.length })}
            </Text>
            <PieceActions
              name={item.name ?? t('structure.group')}
              onEdit={() => setGroup(item)}
              onDelete={() => structure.deleteRouteGroup(item.id)}
              testId={`group-${item.id}`}
            />
          </Group>
        ))}
        {step.route_groups.length < CONTEST_LIMITS.maxRouteGroupsPerStep ? (
          <AddButton
            label={t('structure.addGroup')}
            onClick={() => setGroup('new')}
            testId={`step-${step.id}-add-group`}
          />
        ) : null}
      </Stack>
      <StepDialog stage={stage} step={step} opened={editingStep} onDone={() => setEditingStep(false)} />
      <RouteGroupDialog
        contest={contest}
        step={step}
        climbingType={stage.climbing_type}
        group={group === 'new' ? null : group}
        opened={group !== null}
        onDone={() => setGroup(null)}
      />
    </Card>
  );
}

function StageCard({ contest, stage }: { contest: Contest; stage: ContestStage }) {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACES);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const name = stage.name ?? t(`contests:enums.climbingTypes.${stage.climbing_type}`);
  return (
    <Card withBorder radius="md" p="md" data-testid={`stage-${stage.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={4} size="h6">
            {name}
            {stage.name ? ` · ${t(`contests:enums.climbingTypes.${stage.climbing_type}`)}` : ''}
          </Title>
          <PieceActions
            name={name}
            onEdit={() => setEditing(true)}
            onDelete={() => structure.deleteStage(stage.id)}
            testId={`stage-${stage.id}`}
          />
        </Group>
        {stage.steps.map((step) => (
          <StepCard key={step.id} contest={contest} stage={stage} step={step} />
        ))}
        {stage.steps.length < CONTEST_LIMITS.maxStepsPerStage ? (
          <AddButton
            label={t('structure.addStep')}
            onClick={() => setAdding(true)}
            testId={`stage-${stage.id}-add-step`}
          />
        ) : null}
      </Stack>
      <StepDialog stage={stage} step={null} opened={adding} onDone={() => setAdding(false)} />
      <StageDialog contest={contest} stage={stage} opened={editing} onDone={() => setEditing(false)} />
    </Card>
  );
}

interface StageValues extends Record<string, unknown> {
  climbing_type: string;
  name: string;
}

const stageBody = (values: StageValues) => ({
  climbing_type: values.climbing_type as ContestClimbingType,
  name: textOrNull(values.name),
});

/**
 * A stage added or changed: its climbing type and name. The API refuses a type its steps' ranking types do not suit
 * (`climbing_type: invalid`), shown under the type with the hint saying why.
 */
function StageDialog({
  contest,
  stage,
  opened,
  onDone,
}: {
  contest: Contest;
  stage: ContestStage | null;
  opened: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACES);
  return (
    <FormDialog<StageValues, Contest>
      opened={opened}
      title={stage ? t('structure.editStage') : t('structure.addStage')}
      initialValues={{ climbing_type: stage?.climbing_type ?? 'boulder', name: stage?.name ?? '' }}
      validate={(values) => validateWith(stage ? contestStageUpdateInput : contestStageInput, stageBody(values))}
      submit={(values) =>
        stage
          ? structure.updateStage(stage.id, stageBody(values))
          : structure.createStage(contest.id, stageBody(values))
      }
      submitLabel={t('structure.save')}
      successMessage={t('structure.saved')}
      onDone={onDone}
      testId="stage-form"
    >
      {(form) => (
        <>
          <NativeSelect
            label={t('fields.climbing_type')}
            description={stage && stage.steps.length > 0 ? t('structure.stageTypeHint') : undefined}
            data={CONTEST_CLIMBING_TYPES.map((value) => ({
              value,
              label: t(`contests:enums.climbingTypes.${value}`),
            }))}
            {...form.text('climbing_type')}
            data-testid="stage-type"
          />
          <TextInput label={t('fields.stage_name')} maxLength={80} {...form.text('name')} data-testid="stage-name" />
        </>
      )}
    </FormDialog>
  );
}

function Stages({ contest }: { contest: Contest }) {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACES);
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="sm" data-testid="structure-stages">
      <Title order={3} size="h5">
        {t('structure.stages')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('structure.stagesLead')}
      </Text>
      {contest.stages.map((stage) => (
        <StageCard key={stage.id} contest={contest} stage={stage} />
      ))}
      {contest.stages.length < CONTEST_LIMITS.maxStages ? (
        <AddButton label={t('structure.addStage')} onClick={() => setAdding(true)} testId="stage-add" />
      ) : null}
      <StageDialog contest={contest} stage={null} opened={adding} onDone={() => setAdding(false)} />
    </Stack>
  );
}

/**
 * The contest's structure, each piece through its own call answering the whole contest: categories, waves, then
 * stages → steps (ranking types of the stage's climbing type only) → groups of routes → routes.
 */
export function StructureEditor({ contest }: { contest: Contest }) {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACES);
  return (
    <Stack gap="lg" data-testid="structure-editor">
      <Title order={2} size="h4">
        {t('structure.title')}
      </Title>
      <Categories contest={contest} />
      <Waves contest={contest} />
      <Stages contest={contest} />
    </Stack>
  );
}
