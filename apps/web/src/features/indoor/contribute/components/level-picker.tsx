import { frenchGradeText, type GymLevelStep } from '@climb/contracts';
import { Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HoldColorSwatch } from '../../shared/hold-color-swatch';
import { NAMESPACE } from '../forms/use-indoor-form';

/**
 * The route's level in the gym's scale for its type: the ordered colours, easiest first, each with the grade it
 * gives; or no level.
 */
export function LevelPicker({
  levels,
  value,
  onChange,
  error,
}: {
  levels: readonly GymLevelStep[];
  value: string;
  onChange: (index: string) => void;
  error?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Radio.Group
      label={t('route.level')}
      description={levels.length > 0 ? t('route.levelHint') : t('route.noLevels')}
      value={value}
      onChange={onChange}
      error={error}
    >
      <Stack gap="sm" mt="xs" data-testid="route-levels">
        <Radio value="" label={t('route.noLevel')} />
        {levels.map((level, index) => {
          const grade = frenchGradeText(level.grade_value);
          return (
            <Radio
              // Levels are known by their place in the scale, as the API keeps them.
              // biome-ignore lint/suspicious/noArrayIndexKey: the index is the level.
              key={index}
              value={String(index)}
              data-testid={`route-level-${index}`}
              label={
                <Group gap={8} wrap="nowrap" component="span">
                  <HoldColorSwatch color={level.color} withName />
                  {grade ? (
                    <Text component="span" size="sm" c="dimmed">
                      {t('route.levelGrade', { grade })}
                    </Text>
                  ) : null}
                </Group>
              }
            />
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
