import type { GymLevels, GymOpener, GymRouteClimbingType, HoldColor, ValidationErrors } from '@climb/contracts';
import { GYM_ROUTE_CLIMBING_TYPES, GYM_ROUTE_TABLE_NEW_ROUTES } from '@climb/contracts';
import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminGymRef, adminPath } from '../../../../../climbing/gym-admin/admin-paths';
import { Anchor } from '../../../../../components/ui';
import { ApiError } from '../../../../../lib/api-client';
import { RULES_NAMESPACE, ruleLine, shareFieldLabels } from '../../../../../lib/forms/rule-messages';
import type { SpaceWithSectors } from '../../../contribute/api/indoor-wiki.api';
import { ColorChips } from '../../../contribute/components/color-chips';
import { useIndoorLabels } from '../../../shared/indoor-labels';
import { useLabelTemplates } from '../route-table.api';
import { ROUTES_NAMESPACE } from '../routes-texts';

/** The day of the browser, `YYYY-MM-DD`. */
export function todayText(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The lines of a refusal: "{field} {rule}" for each broken rule, the fields named by this page. */
export function useErrorLines() {
  const { t, i18n } = useTranslation([ROUTES_NAMESPACE, RULES_NAMESPACE]);
  // The page's field labels, and the gender and number their messages agree with, join the rules' (idempotent).
  shareFieldLabels(i18n, i18n.language, ROUTES_NAMESPACE);
  return (errors: ValidationErrors): string[] =>
    Object.entries(errors).flatMap(([field, rules]) => rules.map((rule) => ruleLine(field, rule, t)));
}

/** A 422's broken rules, or null for any other failure. */
export function rulesOf(error: unknown): ValidationErrors | null {
  return error instanceof ApiError ? error.validationErrors : null;
}

/** The refusal's lines in an alert. */
export function RuleAlert({ errors, testId }: { errors: ValidationErrors | null; testId: string }) {
  const lines = useErrorLines();
  if (!errors) return null;
  return (
    <Alert color="red" data-testid={testId}>
      {lines(errors).map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Alert>
  );
}

/** Sector choices, space by space (`Salle de bloc — Dalle`). */
function sectorOptions(spaces: readonly SpaceWithSectors[]) {
  return spaces.flatMap(({ space, sectors }) =>
    sectors.map((sector) => ({ value: String(sector.id), label: `${space.name} — ${sector.name}` })),
  );
}

type Submit = (run: () => Promise<unknown>) => Promise<void>;

/** Runs a write, keeping its refusal to show; closes on success. */
function useSubmit(onDone: () => void): [Submit, ValidationErrors | null, boolean] {
  const [errors, setErrors] = useState<ValidationErrors | null>(null);
  const [saving, setSaving] = useState(false);
  const submit: Submit = async (run) => {
    setSaving(true);
    setErrors(null);
    try {
      await run();
      onDone();
    } catch (error) {
      setErrors(rulesOf(error) ?? { base: ['invalid'] });
    } finally {
      setSaving(false);
    }
  };
  return [submit, errors, saving];
}

export type BatchAction = 'dismount' | 'remount' | 'move' | 'print';

/** The dialog of a batch on the chosen routes: dismount or remount on a day, move to a sector, print labels. */
export function BatchDialog({
  action,
  count,
  gym,
  spaces,
  onClose,
  onDismount,
  onRemount,
  onMove,
  onPrint,
}: {
  action: BatchAction | null;
  count: number;
  gym: AdminGymRef;
  spaces: readonly SpaceWithSectors[];
  onClose(): void;
  onDismount(day: string): Promise<unknown>;
  onRemount(day: string | null): Promise<unknown>;
  onMove(sectorId: number): Promise<unknown>;
  onPrint(templateId: number): void;
}) {
  const { t } = useTranslation(ROUTES_NAMESPACE);
  const [day, setDay] = useState(todayText());
  const [reopen, setReopen] = useState('');
  const options = sectorOptions(spaces);
  const [sector, setSector] = useState('');
  const [template, setTemplate] = useState('');
  const templates = useLabelTemplates(gym.id, action === 'print');
  const [submit, errors, saving] = useSubmit(onClose);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (action === 'dismount') void submit(() => onDismount(day));
    else if (action === 'remount') void submit(() => onRemount(reopen === '' ? null : reopen));
    else if (action === 'move') void submit(() => onMove(Number(sector || options[0]?.value)));
    else if (action === 'print') {
      const chosen = Number(template || templates.data?.items[0]?.id);
      if (chosen) onPrint(chosen);
      onClose();
    }
  };
  const templateItems = templates.data?.items ?? [];
  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
      title={action ? t(`batch.${action}.title`, { count }) : ''}
      data-testid="route-table-batch-dialog"
    >
      <form onSubmit={onSubmit}>
        <Stack gap="md">
          {action === 'dismount' ? (
            <TextInput
              type="date"
              label={t('batch.dismount.day')}
              value={day}
              onChange={(event) => setDay(event.currentTarget.value)}
              required
              data-testid="route-table-dismount-day"
            />
          ) : null}
          {action === 'remount' ? (
            <TextInput
              type="date"
              label={t('batch.remount.day')}
              description={t('batch.remount.dayHint')}
              value={reopen}
              onChange={(event) => setReopen(event.currentTarget.value)}
              data-testid="route-table-remount-day"
            />
          ) : null}
          {action === 'move' ? (
            <NativeSelect
              label={t('batch.move.sector')}
              data={options}
              value={sector || options[0]?.value || ''}
              onChange={(event) => setSector(event.currentTarget.value)}
              data-testid="route-table-move-sector"
            />
          ) : null}
          {action === 'print' ? (
            templates.isPending ? (
              <Text size="sm">{t('batch.print.loading')}</Text>
            ) : templateItems.length === 0 ? (
              <Text size="sm" data-testid="route-table-no-template">
                {t('batch.print.none')}{' '}
                <Anchor to={adminPath(gym, 'label-templates/new')} underline="always">
                  {t('batch.print.create')}
                </Anchor>
              </Text>
            ) : (
              <NativeSelect
                label={t('batch.print.template')}
                data={templateItems.map((item) => ({ value: String(item.id), label: item.name }))}
                value={template || String(templateItems[0]?.id ?? '')}
                onChange={(event) => setTemplate(event.currentTarget.value)}
                data-testid="route-table-print-template"
              />
            )
          ) : null}
          <RuleAlert errors={errors} testId="route-table-batch-error" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('batch.cancel')}
            </Button>
            <Button
              type="submit"
              loading={saving}
              disabled={action === 'print' && templateItems.length === 0}
              data-testid="route-table-batch-confirm"
            >
              {action ? t(`batch.${action}.confirm`, { count }) : ''}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** "Add routes": one form for N routes alike (a setting day), sent as one batch. */
export function AddRoutesDialog({
  opened,
  spaces,
  levels,
  openers,
  onClose,
  onCreate,
}: {
  opened: boolean;
  spaces: readonly SpaceWithSectors[];
  levels: readonly GymLevels[];
  openers: readonly GymOpener[];
  onClose(): void;
  onCreate(route: {
    gym_sector_id: number;
    climbing_type: GymRouteClimbingType;
    level_index: number | null;
    hold_colors: HoldColor[];
    gym_opener_ids: number[];
    opened_at: string;
    count: number;
  }): Promise<unknown>;
}) {
  const { t } = useTranslation(ROUTES_NAMESPACE);
  const { options: enumOptions, label } = useIndoorLabels();
  const sectors = sectorOptions(spaces);
  const [sector, setSector] = useState('');
  const [type, setType] = useState<GymRouteClimbingType>('bouldering');
  const [level, setLevel] = useState('');
  const [colors, setColors] = useState<HoldColor[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [day, setDay] = useState(todayText());
  const [count, setCount] = useState<number | string>(1);
  const [submit, errors, saving] = useSubmit(onClose);
  const scale = levels.find((entry) => entry.climbing_type === type)?.levels ?? [];
  const levelColor = level === '' ? undefined : scale[Number(level)]?.color;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(() =>
      onCreate({
        gym_sector_id: Number(sector || sectors[0]?.value),
        climbing_type: type,
        level_index: level === '' ? null : Number(level),
        hold_colors: colors.length > 0 ? colors : levelColor ? [levelColor] : [],
        gym_opener_ids: chosen.map(Number),
        opened_at: day,
        count: Math.min(Math.max(Number(count) || 1, 1), GYM_ROUTE_TABLE_NEW_ROUTES),
      }),
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('add.title')}
      closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
      data-testid="route-table-add-dialog"
    >
      <form onSubmit={onSubmit} data-testid="route-table-add-form">
        <Stack gap="md">
          <NativeSelect
            label={t('fields.gym_sector_id')}
            data={sectors}
            value={sector || sectors[0]?.value || ''}
            onChange={(event) => setSector(event.currentTarget.value)}
            data-testid="route-table-add-sector"
          />
          <NativeSelect
            label={t('fields.climbing_type')}
            data={enumOptions('route_climbing_types', GYM_ROUTE_CLIMBING_TYPES)}
            value={type}
            onChange={(event) => {
              setType(event.currentTarget.value as GymRouteClimbingType);
              setLevel('');
            }}
            data-testid="route-table-add-type"
          />
          <NativeSelect
            label={t('fields.level_index')}
            data={[
              { value: '', label: t('table.none') },
              ...scale.map((step, index) => ({ value: String(index), label: label('hold_colors', step.color) })),
            ]}
            value={level}
            onChange={(event) => setLevel(event.currentTarget.value)}
            data-testid="route-table-add-level"
          />
          <ColorChips
            legend={t('fields.hold_colors')}
            description={t('add.colorsHint')}
            value={colors}
            onChange={setColors}
            testId="route-table-add-colors"
          />
          <MultiSelect
            label={t('fields.gym_opener_ids')}
            data={openers.map((opener) => ({ value: String(opener.id), label: opener.name }))}
            value={chosen}
            onChange={setChosen}
            searchable
            data-testid="route-table-add-openers"
          />
          <TextInput
            type="date"
            label={t('fields.opened_at')}
            value={day}
            onChange={(event) => setDay(event.currentTarget.value)}
            required
            data-testid="route-table-add-day"
          />
          <NumberInput
            label={t('add.count')}
            min={1}
            max={GYM_ROUTE_TABLE_NEW_ROUTES}
            value={count}
            onChange={setCount}
            required
            data-testid="route-table-add-count"
          />
          <RuleAlert errors={errors} testId="route-table-add-error" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('batch.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="route-table-add-confirm">
              {t('add.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
