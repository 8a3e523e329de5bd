import {
  type GymLabelRoute,
  type GymLabelTemplate,
  type GymLabelTemplateInput,
  type GymRouteSummary,
  gymLabelTemplateInput,
  LABEL_FIELDS,
  LABEL_FONTS,
  LABEL_LAYOUTS,
  LABEL_ORIENTATIONS,
  LABEL_PAPER_SIZES,
  LABEL_QR_POSITIONS,
  type LabelField,
  type LabelFont,
  type LabelLayout,
  type LabelOrientation,
  type LabelPaperSize,
  type LabelQrPosition,
  type ValidationErrors,
} from '@climb/contracts';
import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiFormFrame, SaveOrCancel } from '../../../../../components/form-parts';
import {
  Badge,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '../../../../../components/ui';
import { validateWith } from '../../../../../lib/forms/form-errors';
import { type LabelledFormProps, useLabelledForm } from '../../../../../lib/forms/use-labelled-form';
import { gymRouteLinkPath } from '../../../shared/paths';
import { RouteLabel } from '../components/route-label';
import { LABELS_NAMESPACE } from '../labels-texts';
import { labelGrid } from '../lib/label-layout';
import classes from './label-template-form.module.css';

export interface LabelTemplateValues extends Record<string, unknown> {
  name: string;
  layout: LabelLayout;
  paper_size: LabelPaperSize;
  orientation: LabelOrientation;
  font: LabelFont;
  qr_position: LabelQrPosition;
  fields: LabelField[];
  footer: string;
}

/** A new template: a row of labels on A4 portrait, the QR code on the right, the route's name, grade and sector. */
export const EMPTY_LABEL_TEMPLATE_VALUES: LabelTemplateValues = {
  name: '',
  layout: 'row',
  paper_size: 'a4',
  orientation: 'portrait',
  font: 'sans_serif',
  qr_position: 'right',
  fields: ['name', 'grade', 'level', 'sector'],
  footer: '',
};

export const labelTemplateValuesOf = (template: GymLabelTemplate): LabelTemplateValues => ({
  name: template.name,
  layout: template.layout,
  paper_size: template.paper_size,
  orientation: template.orientation,
  font: template.font,
  qr_position: template.qr_position,
  fields: template.fields,
  footer: template.footer ?? '',
});

/** The body of `POST gyms/{id}/gym_label_templates.json` and `PUT gym_label_templates/{id}.json`. */
export const labelTemplateBody = (values: LabelTemplateValues): Required<GymLabelTemplateInput> => ({
  name: values.name.trim(),
  layout: values.layout,
  paper_size: values.paper_size,
  orientation: values.orientation,
  font: values.font,
  qr_position: values.qr_position,
  // In the order the list gives them: the order they print in.
  fields: LABEL_FIELDS.filter((field) => values.fields.includes(field)),
  footer: values.footer.trim() === '' ? null : values.footer.trim(),
});

const validateTemplate = (values: LabelTemplateValues): ValidationErrors =>
  validateWith(gymLabelTemplateInput, labelTemplateBody(values));

/** A route of the gym as a label prints it (the summary lacks the description and styles: none shown). */
export function labelRouteOfSummary(route: GymRouteSummary): GymLabelRoute {
  return {
    id: route.id,
    gym_id: route.gym_id,
    name: route.name,
    climbing_type: route.climbing_type,
    grade_text: route.grade_text,
    level_index: route.level_index,
    level_color: route.level_color,
    sub_level: route.sub_level,
    hold_colors: route.hold_colors,
    sector_name: route.sector_name,
    openers: route.openers,
    opened_at: route.opened_at,
    points: route.points,
    anchor_number: route.anchor_number,
    styles: [],
    description: null,
    path: gymRouteLinkPath(route.gym_id, route.id),
  };
}

/** What the preview shows when the gym has no mounted route yet: an example, said to be one. */
function exampleRoute(gymId: number, sector: string, description: string): GymLabelRoute {
  return {
    id: 1,
    gym_id: gymId,
    name: null,
    climbing_type: 'bouldering',
    grade_text: '6a+',
    level_index: 3,
    level_color: 'green',
    sub_level: 2,
    hold_colors: ['green'],
    sector_name: sector,
    openers: ['Léa', 'Tom'],
    opened_at: new Date().toISOString().slice(0, 10),
    points: 300,
    anchor_number: 12,
    styles: ['slab'],
    description,
    path: gymRouteLinkPath(gymId, 1),
  };
}

/** The live preview of one label with the form's choices, and how many fit on a page. */
function LabelPreview({
  values,
  gymId,
  sample,
}: {
  values: LabelTemplateValues;
  gymId: number;
  sample: GymRouteSummary | null;
}) {
  const { t } = useTranslation(LABELS_NAMESPACE);
  const route = sample
    ? labelRouteOfSummary(sample)
    : exampleRoute(gymId, t('preview.exampleSector'), t('preview.exampleDescription'));
  const body = labelTemplateBody(values);
  const { columns, rows, perPage } = labelGrid(body);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <Paper withBorder radius="md" p="md" className={classes.preview} data-testid="label-preview">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('preview.title')}
          </Title>
          {sample ? null : (
            <Badge variant="light" data-testid="label-preview-example">
              {t('preview.example')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {sample ? t('preview.ofRoute') : t('preview.noRoute')}
        </Text>
        <div className={classes.stage}>
          <RouteLabel route={route} look={body} origin={origin} />
        </div>
        <Text size="sm" data-testid="label-preview-grid">
          {t('preview.perPage', { count: perPage, columns, rows })}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * A label template: its name, the labels' layout, paper and orientation, font, QR code's place, the fields shown and
 * a footer, with a live preview of one label of the gym (its newest mounted route, else an example).
 */
export function LabelTemplateForm({
  gymId,
  sample,
  ...props
}: LabelledFormProps<LabelTemplateValues, GymLabelTemplate> & { gymId: number; sample: GymRouteSummary | null }) {
  const { t } = useTranslation(LABELS_NAMESPACE);
  const form = useLabelledForm(LABELS_NAMESPACE, props, validateTemplate);
  const options = <Value extends string>(group: string, values: readonly Value[]) =>
    values.map((value) => ({ value, label: t(`${group}.${value}`) }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <ApiFormFrame form={form} testId="label-template-form">
        <TextInput
          label={t('fields.name')}
          description={t('form.nameHint')}
          maxLength={80}
          autoComplete="off"
          required
          {...form.bindInput('name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NativeSelect
            label={t('fields.layout')}
            data={options('layouts', LABEL_LAYOUTS)}
            {...form.bindInput('layout')}
          />
          <NativeSelect
            label={t('fields.paper_size')}
            data={options('papers', LABEL_PAPER_SIZES)}
            {...form.bindInput('paper_size')}
          />
          <NativeSelect
            label={t('fields.orientation')}
            data={options('orientations', LABEL_ORIENTATIONS)}
            {...form.bindInput('orientation')}
          />
          <NativeSelect label={t('fields.font')} data={options('fonts', LABEL_FONTS)} {...form.bindInput('font')} />
          <NativeSelect
            label={t('fields.qr_position')}
            data={options('qrPositions', LABEL_QR_POSITIONS)}
            {...form.bindInput('qr_position')}
          />
        </SimpleGrid>
        <Checkbox.Group
          label={t('fields.fields')}
          description={t('form.fieldsHint')}
          value={form.values.fields}
          onChange={(value) => form.setField('fields', value as LabelField[])}
          error={form.fieldError('fields')}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {LABEL_FIELDS.map((field) => (
              <Checkbox
                key={field}
                value={field}
                label={t(`labelFields.${field}`)}
                data-testid={`label-field-${field}`}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <TextInput
          label={t('fields.footer')}
          description={t('form.footerHint')}
          maxLength={120}
          autoComplete="off"
          {...form.bindInput('footer')}
        />
        <SaveOrCancel submitting={form.submitting} submitLabel={props.submitLabel} cancelTo={props.cancelTo} />
      </ApiFormFrame>
      <LabelPreview values={form.values} gymId={gymId} sample={sample} />
    </SimpleGrid>
  );
}
