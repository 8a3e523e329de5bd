import type { Pitch } from '@climb/contracts';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { GradeBadge } from '../../../../climbing/grade';
import { useFormatters } from '../../../../lib/use-formatters';

/** A multi-pitch route's pitches, one row each: grade, height, bolts, incline, anchor. */
export function PitchesTable({ pitches }: { pitches: readonly Pitch[] }) {
  const { t } = useTranslation('crags');
  const { label } = useEnumLabels();
  const { metres, integer } = useFormatters();
  const dash = (
    <>
      <Text span c="dimmed" aria-hidden>
        –
      </Text>
      <VisuallyHidden>{t('facts.unknown')}</VisuallyHidden>
    </>
  );
  return (
    // Six narrow columns fit most phones; a narrower screen scrolls, so the region takes the keyboard focus.
    <Table.ScrollContainer
      minWidth={300}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t('route.pitchesCaption', { count: pitches.length })}
    >
      <Table striped verticalSpacing="xs" horizontalSpacing={6} fz="sm" captionSide="top" data-testid="pitches-table">
        <Table.Caption>{t('route.pitchesCaption', { count: pitches.length })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <VisuallyHidden>{t('route.pitch')}</VisuallyHidden>
            </Table.Th>
            <Table.Th scope="col">{t('route.grade')}</Table.Th>
            <Table.Th scope="col">{t('route.height')}</Table.Th>
            <Table.Th scope="col">{t('route.bolts')}</Table.Th>
            <Table.Th scope="col">{t('route.incline')}</Table.Th>
            <Table.Th scope="col">{t('route.anchor')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pitches.map((pitch, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: pitches have no id; their order is their identity.
            <Table.Tr key={index}>
              <Table.Th scope="row">{t('route.pitchNumber', { number: index + 1 })}</Table.Th>
              <Table.Td>
                {pitch.grade_value > 0 ? <GradeBadge value={pitch.grade_value} /> : pitch.grade_text || dash}
              </Table.Td>
              <Table.Td>{pitch.height === null ? dash : metres(pitch.height)}</Table.Td>
              <Table.Td>{pitch.bolt_count === null ? dash : integer(pitch.bolt_count)}</Table.Td>
              <Table.Td>{pitch.incline ? label('inclines', pitch.incline) : dash}</Table.Td>
              <Table.Td>{pitch.anchor_type ? label('anchor_types', pitch.anchor_type) : dash}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
