import { HOLD_COLORS, type HoldColor } from '@climb/contracts';
import { Chip, Fieldset, Group, Input, Text } from '@mantine/core';
import { useId } from 'react';
import { HoldColorSwatch } from '../../shared/hold-color-swatch';

/** The most colours a route's holds or tags have (the contract's bound). */
export const MAX_COLORS = 4;

/**
 * Colours to tick (a route's holds, its tags, a grade line's colours), each a swatch with its name; up to `max`
 * (`MAX_COLORS` unless said), the others held once as many are ticked.
 */
export function ColorChips({
  legend,
  description,
  value,
  onChange,
  error,
  required,
  max = MAX_COLORS,
  testId,
}: {
  legend: string;
  description?: string;
  value: HoldColor[];
  onChange: (colors: HoldColor[]) => void;
  error?: string;
  required?: boolean;
  max?: number;
  testId: string;
}) {
  const errorId = useId();
  const full = value.length >= max;
  return (
    <Fieldset
      legend={
        <Text component="span" size="sm" fw={500}>
          {legend}
          {required ? (
            <Text component="span" c="var(--mantine-color-error)" aria-hidden>
              {' *'}
            </Text>
          ) : null}
        </Text>
      }
      variant="unstyled"
      p={0}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      data-testid={testId}
    >
      {description ? <Input.Description mb="xs">{description}</Input.Description> : null}
      <Chip.Group multiple value={value} onChange={(next) => onChange(next as HoldColor[])}>
        <Group gap="xs">
          {HOLD_COLORS.map((color) => (
            <Chip
              key={color}
              value={color}
              variant="outline"
              disabled={full && !value.includes(color)}
              data-testid={`${testId}-${color}`}
            >
              <HoldColorSwatch color={color} size="sm" withName />
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error ? (
        <Input.Error id={errorId} mt="xs">
          {error}
        </Input.Error>
      ) : null}
    </Fieldset>
  );
}
