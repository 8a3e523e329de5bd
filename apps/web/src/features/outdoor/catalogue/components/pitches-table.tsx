import type { Pitch } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { GradeBadge } from '../../../../climbing/grade';
import { VisuallyHiddenText } from '../../../../components/plain-ui';
import { Table, Text } from '../../../../components/ui';
import { useFormatters } from '../../../../lib/use-formatters';
import classes from './pitches-table.module.css';

/** A multi-pitch route's pitches, one row each: grade, height, bolts, incline, anchor. */
export function PitchesTable({ pitches }: { pitches: readonly Pitch[] }) {
  const { t } = useTranslation('crags');
  const { label } = useEnumLabels();
  const { metres, integer } = useFormatters();
  const caption = t('route.pitchesCaption', { count: pitches.length });
  const dash = (
    <>
      <Text span c="dimmed" aria-hidden>
        –
      </Text>
      <VisuallyHiddenText>{t('facts.unknown')}</VisuallyHiddenText>
    </>
  );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a narrower screen scrolls the table: the keyboard must reach it.
    <section className={classes.scroll} tabIndex={0} aria-label={caption}>
      <Table striped verticalSpacing="xs" className={classes.table} data-testid="pitches-table">
        <caption className={classes.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <VisuallyHiddenText>{t('route.pitch')}</VisuallyHiddenText>
            </th>
            <th scope="col">{t('route.grade')}</th>
            <th scope="col">{t('route.height')}</th>
            <th scope="col">{t('route.bolts')}</th>
            <th scope="col">{t('route.incline')}</th>
            <th scope="col">{t('route.anchor')}</th>
          </tr>
        </thead>
        <tbody>
          {pitches.map((pitch, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: pitches have no id; their order is their identity.
            <tr key={index}>
              <th scope="row">{t('route.pitchNumber', { number: index + 1 })}</th>
              <td>{pitch.grade_value > 0 ? <GradeBadge value={pitch.grade_value} /> : pitch.grade_text || dash}</td>
              <td>{pitch.height === null ? dash : metres(pitch.height)}</td>
              <td>{pitch.bolt_count === null ? dash : integer(pitch.bolt_count)}</td>
              <td>{pitch.incline ? label('inclines', pitch.incline) : dash}</td>
              <td>{pitch.anchor_type ? label('anchor_types', pitch.anchor_type) : dash}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
