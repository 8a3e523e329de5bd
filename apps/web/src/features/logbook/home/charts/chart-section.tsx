import { Box, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import layout from '../../layout.module.css';

interface ChartSectionProps {
  title: string;
  /** One sentence with what the chart says, read by everyone. */
  summary?: string;
  /** The figures of the chart as a table for screen readers: header cells, then rows. */
  table: { caption: string; headers: string[]; rows: (string | number)[][] };
  children: ReactNode;
  testId: string;
}

/**
 * A chart under its heading. The drawing is for the eye (hidden from screen readers); the same
 * figures are in a visually hidden table.
 */
export function ChartSection({ title, summary, table, children, testId }: ChartSectionProps) {
  const id = useId();
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      className={layout.chart}
      aria-labelledby={id}
      data-testid={testId}
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id={id} className={layout.chartText}>
          {title}
        </Title>
        {summary ? (
          <Text size="sm" className={layout.chartText}>
            {summary}
          </Text>
        ) : null}
        <Box aria-hidden style={{ width: '100%', minWidth: 0 }}>
          {children}
        </Box>
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
                <Table.Tr key={String(row[0])}>
                  {row.map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a row never move.
                    <Table.Td key={index}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}
