import { Box, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './statistics.module.css';

/** One row of a section's table: its key, cells, and the test ids of its cells (for the journeys). */
export interface StatisticsRow {
  key: string;
  cells: (string | number)[];
  /** `data-testid` of each cell, by column index. */
  cellTestIds?: Record<number, string>;
}

interface StatisticsSectionProps {
  title: string;
  /** One sentence everyone reads: what the chart says. */
  summary?: ReactNode;
  /** The figures of the chart, for screen readers: the drawing is hidden from them. */
  table: { caption: string; headers: string[]; rows: StatisticsRow[] };
  /** The chart (drawn lazily); nothing when there is nothing to draw. */
  chart?: ReactNode;
  /** Read by everyone under the chart (a list, a short table). */
  children?: ReactNode;
  testId: string;
}

/**
 * A chart under its heading, as the logbook's analytics draw theirs: the drawing for the eye, the same figures in a
 * visually hidden table (rows keyed, cells with test ids).
 */
export function StatisticsSection({ title, summary, table, chart, children, testId }: StatisticsSectionProps) {
  const id = useId();
  return (
    <Paper component="section" withBorder radius="md" p="md" className={classes.section} aria-labelledby={id}>
      <Stack gap="xs" data-testid={testId}>
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {summary ? <Text size="sm">{summary}</Text> : null}
        {chart ? (
          <Box aria-hidden className={classes.chart}>
            {chart}
          </Box>
        ) : null}
        {children}
        <VisuallyHidden>
          <Table data-testid={`${testId}-table`}>
            <Table.Caption>{table.caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {table.headers.map((header) => (
                  <Table.Th key={header} scope="col">
                    {header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((row) => (
                <Table.Tr key={row.key} data-key={row.key}>
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a row never move.
                      <Table.Th key={index} scope="row" data-testid={row.cellTestIds?.[index]}>
                        {cell}
                      </Table.Th>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a row never move.
                      <Table.Td key={index} data-testid={row.cellTestIds?.[index]}>
                        {cell}
                      </Table.Td>
                    ),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}
