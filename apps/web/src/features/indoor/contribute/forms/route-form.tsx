import {
  type ClimbingStyle,
  FRENCH_GRADES,
  GYM_ROUTE_CLIMBING_TYPES,
  type GymClimbingStyles,
  type GymLevels,
  type GymOpener,
  type GymRoute,
  type GymRouteClimbingType,
} from '@climb/contracts';
import {
  Button,
  Chip,
  Fieldset,
  Group,
  Input,
  MultiSelect,
  NativeSelect,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SimpleGrid } from '../../../../components/ui';
import { useIndoorLabels } from '../../shared/indoor-labels';
import type { SpaceWithSectors } from '../api/indoor-wiki.api';
import { ColorChips } from '../components/color-chips';
import { FormActions, IndoorFormFrame } from '../components/form-parts';
import { LevelPicker } from '../components/level-picker';
import { today } from './form-text';
import { levelsOf, type RouteValues, validateRoute, withLevel } from './route-values';
import { type IndoorFormProps, NAMESPACE, useIndoorForm } from './use-indoor-form';

interface RouteFormProps extends IndoorFormProps<RouteValues, GymRoute> {
  /** The gym's scales, per type of route. */
  levels: readonly GymLevels[];
  /** On edit, the gym's sectors space by space, to move the route; on creation the sector is the page's. */
  sectors?: readonly SpaceWithSectors[];
  /** A staffed gym's openers, offered to choose from (their names then show on the route); none: typed names. */
  gymOpeners?: readonly GymOpener[];
  /** The styles the gym uses per type of route, offered as chips; none: no styles asked. */
  climbingStyles?: readonly GymClimbingStyles[];
}

/** Texts of the openers and styles the gym's administration adds to the form. */
const STRUCTURE_NAMESPACE = 'gym-admin-structure';
const STYLE_NAMES_NAMESPACE = 'indoor-enums';

/**
 * The openers to choose from: the gym's, and those the route already names (an archived one keeps their place, under
 * the name the route shows).
 */
function openerChoices(gymOpeners: readonly GymOpener[], chosen: readonly string[], names: readonly string[]) {
  const offered = gymOpeners.map((opener) => ({ value: String(opener.id), label: opener.name }));
  const kept = chosen
    .filter((id) => !offered.some((option) => option.value === id))
    .map((id) => ({ value: id, label: names[chosen.indexOf(id)] ?? id }));
  return [...offered, ...kept];
}

const SUB_LEVELS = ['1', '2', '3'];

/**
 * A route set in a gym: its type and level in the gym's scale (which gives its grade), its hold and tag colours,
 * grade, points, anchor, openers and dates; on edit, its sector and its dismounting.
 */
export function RouteForm(props: RouteFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: ts } = useTranslation([STRUCTURE_NAMESPACE, STYLE_NAMES_NAMESPACE]);
  const { options } = useIndoorLabels();
  const form = useIndoorForm(props, validateRoute);
  const { values, setField, fieldError, bindInput, bindValue } = form;
  const levels = levelsOf(props.levels, values.climbing_type);
  const level = values.level_index === '' ? undefined : levels[Number(values.level_index)];
  const gymOpeners = props.gymOpeners ?? [];
  const styleChoices: readonly ClimbingStyle[] =
    props.climbingStyles?.find((entry) => entry.climbing_type === values.climbing_type)?.styles ?? [];
  // Styles the route has but the gym no longer offers for its type stay, so that saving keeps them.
  const shownStyles = [...styleChoices, ...values.styles.filter((style) => !styleChoices.includes(style))];

  const chooseType = (type: GymRouteClimbingType | '') => {
    setField('climbing_type', type);
    // Each type has its own scale: a level of another one means nothing.
    setField('level_index', '');
  };
  const chooseLevel = (index: string) => {
    const chosen = withLevel(values, levels, index);
    setField('level_index', chosen.level_index);
    setField('grade_value', chosen.grade_value);
  };

  return (
    <IndoorFormFrame form={form} testId="route-form">
      {props.sectors ? (
        <NativeSelect
          label={t('route.sector')}
          description={t('route.sectorHint')}
          {...bindInput('gym_sector_id')}
          data={props.sectors.map(({ space, sectors }) => ({
            group: space.name,
            items: sectors.map((sector) => ({ value: String(sector.id), label: sector.name })),
          }))}
          required
          data-testid="route-sector"
        />
      ) : null}

      <Fieldset legend={t('route.levelAndGrade')} radius="md">
        <Stack gap="lg">
          <NativeSelect
            label={t('route.climbingType')}
            value={values.climbing_type}
            onChange={(event) => chooseType(event.currentTarget.value as GymRouteClimbingType | '')}
            error={fieldError('climbing_type')}
            data={[
              ...(values.climbing_type === '' ? [{ value: '', label: t('route.chooseType') }] : []),
              ...options('route_climbing_types', GYM_ROUTE_CLIMBING_TYPES),
            ]}
            required
            data-testid="route-type"
          />
          <LevelPicker
            levels={levels}
            value={values.level_index}
            onChange={chooseLevel}
            error={fieldError('level_index')}
          />
          <SimpleGrid cols={2} spacing="md">
            <NativeSelect
              label={t('route.grade')}
              description={t('route.gradeHint')}
              {...bindInput('grade_value')}
              data={[
                { value: '', label: t('route.noGrade') },
                ...FRENCH_GRADES.map((grade) => ({ value: String(grade.value), label: grade.text })),
              ]}
              data-testid="route-grade"
            />
            <NativeSelect
              label={t('route.subLevel')}
              description={t('route.subLevelHint')}
              {...bindInput('sub_level')}
              data={[
                { value: '', label: t('route.noSubLevel') },
                ...SUB_LEVELS.map((sub) => ({ value: sub, label: sub })),
              ]}
            />
          </SimpleGrid>
          <SimpleGrid cols={2} spacing="md">
            <TextInput
              label={t('route.points')}
              description={
                level?.points === null || level?.points === undefined
                  ? t('route.pointsHint')
                  : t('route.pointsOfLevel', { points: level.points })
              }
              {...bindInput('fixed_points')}
              inputMode="numeric"
              autoComplete="off"
            />
            <TextInput
              label={t('route.anchor')}
              {...bindInput('anchor_number')}
              inputMode="numeric"
              autoComplete="off"
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <Fieldset legend={t('route.colors')} radius="md">
        <Stack gap="lg">
          <ColorChips legend={t('route.holdColors')} {...bindValue('hold_colors')} required testId="hold-colors" />
          <ColorChips
            legend={t('route.tagColors')}
            description={t('route.tagColorsHint')}
            {...bindValue('tag_colors')}
            testId="tag-colors"
          />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('route.setting')} radius="md">
        <Stack gap="md">
          {gymOpeners.length > 0 ? (
            <MultiSelect
              label={ts('routeForm.openers')}
              description={ts('routeForm.openersHint')}
              placeholder={values.gym_opener_ids.length === 0 ? ts('routeForm.openersPlaceholder') : undefined}
              nothingFoundMessage={ts('routeForm.noOpener')}
              data={openerChoices(gymOpeners, values.gym_opener_ids, values.openers)}
              {...bindValue('gym_opener_ids')}
              maxValues={10}
              searchable
              clearable
              data-testid="route-gym-openers"
            />
          ) : (
            <TagsInput
              label={t('route.openers')}
              description={t('route.openersHint')}
              {...bindValue('openers')}
              maxTags={10}
              splitChars={[',']}
              clearable
              data-testid="route-openers"
            />
          )}
          {shownStyles.length > 0 ? (
            <Fieldset
              legend={
                <Text component="span" size="sm" fw={500}>
                  {ts('routeForm.styles')}
                </Text>
              }
              variant="unstyled"
              p={0}
              data-testid="route-styles"
            >
              <Input.Description mb="xs">{ts('routeForm.stylesHint')}</Input.Description>
              <Chip.Group
                multiple
                value={values.styles}
                onChange={(next) => setField('styles', next as ClimbingStyle[])}
              >
                <Group gap="xs">
                  {shownStyles.map((style) => (
                    <Chip key={style} value={style} variant="outline" data-testid={`route-style-${style}`}>
                      {ts(`climbing_styles.${style}`, { ns: STYLE_NAMES_NAMESPACE })}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Fieldset>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label={t('route.openedAt')} type="date" {...bindInput('opened_at')} required />
            {props.sectors ? (
              <Stack gap={6}>
                <TextInput
                  label={t('route.dismountedAt')}
                  description={t('route.dismountedHint')}
                  type="date"
                  {...bindInput('dismounted_at')}
                  data-testid="route-dismounted"
                />
                {values.dismounted_at === '' ? (
                  <Group>
                    <Button
                      variant="default"
                      size="sm"
                      leftSection={<IconCalendarOff size={16} aria-hidden />}
                      onClick={() => setField('dismounted_at', today())}
                    >
                      {t('route.dismountToday')}
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            ) : null}
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <Fieldset legend={t('route.about')} radius="md">
        <Stack gap="md">
          <TextInput label={t('route.name')} description={t('route.nameHint')} {...bindInput('name')} maxLength={120} />
          <Textarea label={t('route.description')} {...bindInput('description')} autosize minRows={2} maxRows={10} />
        </Stack>
      </Fieldset>

      <FormActions submitting={form.submitting} submitLabel={props.submitLabel} cancelTo={props.cancelTo} />
    </IndoorFormFrame>
  );
}
