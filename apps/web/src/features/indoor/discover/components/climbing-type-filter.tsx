import { GYM_CLIMBING_TYPES, type GymClimbingType } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../../components/plain-ui';
import { Group, Text } from '../../../../components/ui';
import { useIndoorLabels } from '../../shared/indoor-labels';
import classes from './discover.module.css';

interface ClimbingTypeFilterProps {
  value: readonly GymClimbingType[];
  onChange(types: GymClimbingType[]): void;
}

/** The climbing types a gym list or map is filtered by: toggle buttons, none pressed for every gym. */
export function ClimbingTypeFilter({ value, onChange }: ClimbingTypeFilterProps) {
  const { t } = useTranslation('indoor-discover');
  const { label } = useIndoorLabels();
  const toggle = (type: GymClimbingType) =>
    onChange(value.includes(type) ? value.filter((other) => other !== type) : [...value, type]);
  return (
    <fieldset className={classes.fieldset} data-testid="type-filter">
      <Text component="legend" size="sm" fw={600} mb={6}>
        {t('filter.label')}
      </Text>
      <Group gap="xs">
        {GYM_CLIMBING_TYPES.map((type) => {
          const pressed = value.includes(type);
          return (
            <PlainButton
              key={type}
              variant={pressed ? 'filled' : 'default'}
              aria-pressed={pressed}
              className={classes.thumb}
              onClick={() => toggle(type)}
            >
              {label('gym_climbing_types', type)}
            </PlainButton>
          );
        })}
      </Group>
    </fieldset>
  );
}
