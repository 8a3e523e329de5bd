import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './figure-grid.module.css';
import { Paper, Text } from './ui';

export interface Figure {
  key: string;
  label: string;
  /** A count (formatted in the interface language), or already shown: a grade range, metres, a badge. */
  value: number | ReactNode;
}

/** Key figures as big numbers, two per row on a phone, three on a tablet, all in one row on a desktop (six at most). */
export function FigureGrid({ figures }: { figures: readonly Figure[] }) {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'fr');
  return (
    <dl className={classes.grid} data-desktop-cols={Math.min(6, figures.length)}>
      {figures.map((figure) => (
        // The term comes first in the markup (a definition list), the number first on screen.
        <Paper
          key={figure.key}
          withBorder
          radius="md"
          p="sm"
          className={classes.figure}
          data-testid={`figure-${figure.key}`}
        >
          <Text component="dt" size="sm">
            {figure.label}
          </Text>
          <Text component="dd" fw={800} breakAnywhere className={classes.value}>
            {typeof figure.value === 'number' ? format.format(figure.value) : figure.value}
          </Text>
        </Paper>
      ))}
    </dl>
  );
}
