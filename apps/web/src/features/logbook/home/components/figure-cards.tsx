import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FigureCard {
  key: string;
  label: string;
  /** Already formatted: a count, metres, a grade badge. */
  value: ReactNode;
}

/** Key figures as big numbers, two per row on a phone (a definition list: the term first in the markup). */
export function FigureCards({ figures }: { figures: readonly FigureCard[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3, md: Math.min(6, figures.length) }} spacing="sm" m={0}>
      {figures.map((figure) => (
        <Paper
          key={figure.key}
          withBorder
          radius="md"
          p="sm"
          style={{ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end' }}
          data-testid={`figure-${figure.key}`}
        >
          <Text component="dt" size="sm">
            {figure.label}
          </Text>
          <Text component="dd" m={0} fz={24} fw={800} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
