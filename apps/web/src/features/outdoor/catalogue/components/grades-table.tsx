import { GRADE_EQUIVALENTS, GRADE_SCALE, GRADE_SYSTEMS, type GradeSystem, gradeColor } from '@climb/contracts';
import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '../../../../climbing/enum-labels';

const EQUIVALENTS = new Map(GRADE_EQUIVALENTS.map((row) => [row.value, row.grades]));

/** The grade of one system at a value (French always exists), or null when the system has none there. */
export function gradeIn(system: GradeSystem, value: number, french: string): string | null {
  if (system === 'french') return french;
  return EQUIVALENTS.get(value)?.[system] ?? null;
}

/**
 * The conversion table of docs/domain/grades.md: every French grade, its equivalents in the other systems, each
 * degree in its colour; the column of the climber's system stands out.
 */
export function GradesTable({ system }: { system: GradeSystem }) {
  const { t } = useTranslation('crags');
  const { label } = useEnumLabels();
  return (
    // Seven columns scroll sideways on a phone: the region takes the keyboard focus to scroll it.
    <Table.ScrollContainer
      minWidth={340}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t('grades.tableCaption')}
    >
      <Table verticalSpacing={4} horizontalSpacing={6} fz="sm" stickyHeader highlightOnHover data-testid="grades-table">
        <Table.Caption>{t('grades.tableCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {GRADE_SYSTEMS.map((column) => (
              <Table.Th
                key={column}
                scope="col"
                data-system={column}
                bg={column === system ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <abbr title={label('grade_systems', column)} style={{ textDecoration: 'none' }}>
                  {t(`grades.columns.${column}`)}
                </abbr>
                {column === system ? <VisuallyHidden>{` (${t('grades.yours')})`}</VisuallyHidden> : null}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {GRADE_SCALE.map((grade) => (
            <Table.Tr
              key={grade.value}
              data-value={grade.value}
              style={
                grade.text.endsWith('a') && grade.value > 1
                  ? { borderTop: '2px solid var(--mantine-color-default-border)' }
                  : undefined
              }
            >
              {GRADE_SYSTEMS.map((column) => {
                const text = gradeIn(column, grade.value, grade.text);
                const cellProps = {
                  'data-system': column,
                  bg: column === system ? 'var(--mantine-primary-color-light)' : undefined,
                };
                if (column === 'french') {
                  return (
                    <Table.Th key={column} scope="row" {...cellProps}>
                      <Group gap={6} wrap="nowrap">
                        <span
                          aria-hidden
                          style={{
                            width: 10,
                            height: 10,
                            borderRadius: 5,
                            background: gradeColor(grade.value),
                            flexShrink: 0,
                          }}
                        />
                        <Text span fw={700} fz="sm">
                          {text}
                        </Text>
                      </Group>
                    </Table.Th>
                  );
                }
                return (
                  <Table.Td key={column} {...cellProps}>
                    {text ?? (
                      <Text span c="dimmed" fz="sm">
                        –
                      </Text>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
