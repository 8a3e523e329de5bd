import { Chip, Fieldset, Group, Input, NativeSelect, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type EnumGroup, useEnumLabels } from '../../../../climbing/enum-labels';
import { SimpleGrid } from '../../../../components/ui';
import layout from '../layout.module.css';

interface ChoiceChipsProps<Value extends string> {
  legend: string;
  description?: string;
  group: EnumGroup;
  values: readonly Value[];
  value: Value[];
  onChange: (value: Value[]) => void;
  error?: string;
  required?: boolean;
}

/** A group's legend, written like the other fields' labels (with the red mark of a required one). */
function Legend({ text, required }: { text: string; required?: boolean }) {
  return (
    <Text component="span" size="sm" fw={500}>
      {text}
      {required ? (
        <Text component="span" c="var(--mantine-color-error)" aria-hidden>
          {' *'}
        </Text>
      ) : null}
    </Text>
  );
}

/** Several values of an enum as chips to tick (climbing types, rocks, seasons): a fieldset for screen readers. */
export function ChoiceChips<Value extends string>(props: ChoiceChipsProps<Value>) {
  const { label } = useEnumLabels();
  const errorId = useId();
  return (
    <Fieldset
      legend={<Legend text={props.legend} required={props.required} />}
      variant="unstyled"
      p={0}
      aria-describedby={props.error ? errorId : undefined}
      aria-invalid={props.error ? true : undefined}
    >
      {props.description ? <Input.Description mb="xs">{props.description}</Input.Description> : null}
      <Chip.Group multiple value={props.value} onChange={(value) => props.onChange(value as Value[])}>
        <Group gap="xs">
          {props.values.map((value) => (
            <Chip key={value} value={value} variant="outline">
              {label(props.group, value)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {props.error ? (
        <Input.Error id={errorId} mt="xs">
          {props.error}
        </Input.Error>
      ) : null}
    </Fieldset>
  );
}

interface ChoiceSelectProps<Value extends string> {
  label: string;
  group: EnumGroup;
  values: readonly Value[];
  value: Value | '';
  onChange: (value: Value | '') => void;
  error?: string;
  /** The text of the empty choice ("Not said"), else the generic one. */
  unset?: string;
  required?: boolean;
}

/** One value of an enum, or none: a native select, best on phones. */
export function ChoiceSelect<Value extends string>(props: ChoiceSelectProps<Value>) {
  const { t } = useTranslation('contribute');
  const { options } = useEnumLabels();
  return (
    <NativeSelect
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value as Value | '')}
      error={props.error}
      required={props.required}
      data={[{ value: '', label: props.unset ?? t('form.unset') }, ...options(props.group, props.values)]}
    />
  );
}

/** The 8 orientations in compass order, laid out as a compass: NW N NE / W · E / SW S SE. */
const COMPASS = [
  'north_west',
  'north',
  'north_east',
  'west',
  null,
  'east',
  'south_west',
  'south',
  'south_east',
] as const;

type Orientation = Exclude<(typeof COMPASS)[number], null>;

/** Eight toggles placed as on a compass, each named in full for screen readers. */
export function OrientationToggles<Value extends Orientation>({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: Value[];
  onChange: (value: Value[]) => void;
  error?: string;
}) {
  const { label } = useEnumLabels();
  const errorId = useId();
  return (
    <Fieldset legend={<Legend text={legend} />} variant="unstyled" p={0} aria-describedby={error ? errorId : undefined}>
      <Chip.Group multiple value={value} onChange={(next) => onChange(next as Value[])}>
        <SimpleGrid cols={3} spacing="xs" verticalSpacing="xs" className={layout.compass}>
          {COMPASS.map((orientation) =>
            orientation ? (
              <Chip
                key={orientation}
                value={orientation}
                variant="outline"
                styles={{ label: { width: '100%', justifyContent: 'center' } }}
              >
                <span aria-hidden>{label('orientations_short', orientation)}</span>
                <VisuallyHidden>{label('orientations', orientation)}</VisuallyHidden>
              </Chip>
            ) : (
              <span key="centre" aria-hidden />
            ),
          )}
        </SimpleGrid>
      </Chip.Group>
      {error ? (
        <Input.Error id={errorId} mt="xs">
          {error}
        </Input.Error>
      ) : null}
    </Fieldset>
  );
}
