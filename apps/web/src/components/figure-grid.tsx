import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Figure {
  key: string;
  label: string;
  /** A count (formatted in the interface language), or already shown: a grade range, metres, a badge. */
  value: number | ReactNode;
}

/** Key figures as big numbers, two per row on a phone. */
export function FigureGrid({ figures }: { figures: readonly Figure[] }) {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'fr');
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3, md: Math.min(6, figures.length) }} spacing="sm" m={0}>
      {figures.map((figure) => (
        // The term comes first in the markup (a definition list), the number first on screen.
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
          <Text component="dd" m={0} fz={26} fw={800} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
            {typeof figure.value === 'number' ? format.format(figure.value) : figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
