import type { TablerIcon } from '@tabler/icons-react';
import { Group, Stack, Text, ThemeIcon, Title } from '../../../components/ui';
import classes from './content.module.css';

export interface Step {
  key: string;
  icon: TablerIcon;
  title: string;
  text: string;
}

/** Numbered steps (an ordered list), each with an icon, a level-3 heading and a paragraph. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className={classes.steps}>
      {steps.map(({ key, icon: Icon, title, text }, index) => (
        <li key={key}>
          <Group align="flex-start" gap="md" wrap="nowrap">
            <ThemeIcon variant="default" radius="xl" className={classes.icon40} aria-hidden>
              <Icon size={22} stroke={1.6} aria-hidden />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={3} size="h4">
                {`${index + 1}. ${title}`}
              </Title>
              <Text className={classes.measure}>{text}</Text>
            </Stack>
          </Group>
        </li>
      ))}
    </ol>
  );
}
