import { Chip, Fieldset, Group, Input, Text } from '@mantine/core';
import { useId } from 'react';

export interface ChipOption {
  value: string;
  label: string;
}

/** One choice among a few, as big chips to tap (radio buttons for screen readers), under a legend. */
export function SingleChoiceChips({
  legend,
  description,
  options,
  value,
  onChange,
  error,
  testId,
}: {
  legend: string;
  description?: string;
  options: ChipOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  testId?: string;
}) {
  const errorId = useId();
  return (
    <Fieldset
      legend={
        <Text component="span" size="sm" fw={500}>
          {legend}
        </Text>
      }
      variant="unstyled"
      p={0}
      aria-describedby={error ? errorId : undefined}
      data-testid={testId}
    >
      {description ? <Input.Description mb="xs">{description}</Input.Description> : null}
      <Chip.Group multiple={false} value={value} onChange={onChange}>
        <Group gap="xs">
          {options.map((option) => (
            <Chip key={option.value} value={option.value} variant="outline">
              {option.label}
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
