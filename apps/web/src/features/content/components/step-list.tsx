import { Box, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';

export interface Step {
  key: string;
  icon: TablerIcon;
  title: string;
  text: string;
}

/** Numbered steps (an ordered list), each with an icon, a level-3 heading and a paragraph. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <Box
      component="ol"
      m={0}
      p={0}
      style={{ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-lg)' }}
    >
      {steps.map(({ key, icon: Icon, title, text }, index) => (
        <Box component="li" key={key}>
          <Group align="flex-start" gap="md" wrap="nowrap">
            <ThemeIcon variant="default" size={40} radius="xl" aria-hidden>
              <Icon size={22} stroke={1.6} aria-hidden />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={3} size="h4">
                {`${index + 1}. ${title}`}
              </Title>
              <Text maw="44rem">{text}</Text>
            </Stack>
          </Group>
        </Box>
      ))}
    </Box>
  );
}
