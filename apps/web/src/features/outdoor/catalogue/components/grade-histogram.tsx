import { displayGrade } from '@climb/contracts';
import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGrades } from '../../../../climbing/grade';
import { gradeHistogram, histogramTotal } from '../lib/grade-histogram';

const BAR_AREA = 110;
/** The line of the count above each bar, in px. */
const COUNT_LINE = 14;
/** Beyond this many bars the grade labels stand vertically so they never overlap. */
const UPRIGHT_LABELS_FROM = 12;

/**
 * Routes per grade as coloured bars (one colour per degree), grades in the climber's system. The bars are
 * drawn for the eye; screen readers get the same figures as a table.
 */
export function GradeHistogram({ grades }: { grades: Record<string, number> }) {
  const { t } = useTranslation('crags');
  const { system, format } = useGrades();
  const bars = gradeHistogram(grades);
  if (bars.length === 0) return null;
  const upright = bars.length > UPRIGHT_LABELS_FROM;
  const shortGrade = (value: number) => displayGrade(value, system)?.text ?? '?';
  return (
    <Box component="figure" m={0} data-testid="grade-histogram">
      {/* Each bar stands at the foot of a box of one height, so an upright 6a+ label (taller than 6a) cannot lift it. */}
      <Box aria-hidden style={{ display: 'flex', alignItems: 'flex-start', gap: 2, overflow: 'hidden' }}>
        {bars.map((bar) => (
          <Box
            key={bar.value}
            style={{ flex: '1 1 0', minWidth: 0, display: 'flex', flexDirection: 'column', alignItems: 'center' }}
          >
            <Box
              w="100%"
              h={BAR_AREA + COUNT_LINE}
              style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', alignItems: 'center' }}
            >
              <Text size="10px" lh={`${COUNT_LINE}px`} c="dimmed">
                {bar.count > 0 ? bar.count : ''}
              </Text>
              <Box
                w="100%"
                style={{
                  height: bar.count > 0 ? Math.max(3, Math.round(bar.share * BAR_AREA)) : 0,
                  background: bar.color,
                  borderRadius: '3px 3px 0 0',
                }}
                data-testid="histogram-bar"
                data-value={bar.value}
                data-count={bar.count}
              />
            </Box>
            <Text
              size="10px"
              lh={1.2}
              mt={4}
              style={
                upright
                  ? { writingMode: 'vertical-rl', transform: 'rotate(180deg)', whiteSpace: 'nowrap' }
                  : { whiteSpace: 'nowrap' }
              }
            >
              {shortGrade(bar.value)}
            </Text>
          </Box>
        ))}
      </Box>
      <Text component="figcaption" size="sm" c="dimmed" mt="xs">
        {t('histogram.caption', { count: histogramTotal(bars) })}
        {system === 'french' ? '' : ` ${t('histogram.approximate')}`}
      </Text>
      <VisuallyHidden>
        <Table>
          <Table.Caption>{t('histogram.tableCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('histogram.grade')}</Table.Th>
              <Table.Th scope="col">{t('histogram.routes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bars
              .filter((bar) => bar.count > 0)
              .map((bar) => (
                <Table.Tr key={bar.value}>
                  <Table.Td>{format(bar.value)}</Table.Td>
                  <Table.Td>{bar.count}</Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
