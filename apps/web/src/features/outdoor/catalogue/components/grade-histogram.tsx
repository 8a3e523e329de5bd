import { displayGrade } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { gradeColorClass, useGrades } from '../../../../climbing/grade';
import { plainClasses } from '../../../../components/plain-ui';
import { Text } from '../../../../components/ui';
import { cx } from '../../../../components/ui/style-props';
import { gradeHistogram, type HistogramBar, histogramTotal } from '../lib/grade-histogram';
import classes from './grade-histogram.module.css';

/** The height of the tallest bar, in px (the box of each bar is this plus the line of its count). */
const BAR_AREA = 110;
/** Beyond this many bars the grade labels stand vertically so they never overlap. */
const UPRIGHT_LABELS_FROM = 12;

/** A bar's height in px: its share of the tallest, never so thin it disappears when it counts a route. */
function barHeight(bar: HistogramBar): number {
  return bar.count > 0 ? Math.max(3, Math.round(bar.share * BAR_AREA)) : 0;
}

/**
 * One grade's bar in its degree's colour, its count above it and its grade under it. The bar is an SVG box whose
 * height is a geometry attribute: the pages' security policy refuses style attributes.
 */
function Bar({ bar, label, upright }: { bar: HistogramBar; label: string; upright: boolean }) {
  return (
    <div className={classes.column}>
      {/* Each bar stands at the foot of a box of one height, so an upright 6a+ label (taller than 6a) cannot lift it. */}
      <div className={classes.barArea}>
        <p className={classes.count}>{bar.count > 0 ? bar.count : ''}</p>
        <svg
          className={cx(classes.bar, gradeColorClass(bar.value))}
          width="100%"
          height={barHeight(bar)}
          data-testid="histogram-bar"
          data-value={bar.value}
          data-count={bar.count}
        />
      </div>
      <p className={classes.label} data-upright={upright || undefined}>
        {label}
      </p>
    </div>
  );
}

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
    <figure className={classes.figure} data-testid="grade-histogram">
      <div className={classes.bars} aria-hidden="true">
        {bars.map((bar) => (
          <Bar key={bar.value} bar={bar} label={shortGrade(bar.value)} upright={upright} />
        ))}
      </div>
      <Text component="figcaption" size="sm" c="dimmed" mt="xs">
        {t('histogram.caption', { count: histogramTotal(bars) })}
        {system === 'french' ? '' : ` ${t('histogram.approximate')}`}
      </Text>
      <div className={plainClasses.visuallyHidden}>
        <table>
          <caption>{t('histogram.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('histogram.grade')}</th>
              <th scope="col">{t('histogram.routes')}</th>
            </tr>
          </thead>
          <tbody>
            {bars
              .filter((bar) => bar.count > 0)
              .map((bar) => (
                <tr key={bar.value}>
                  <td>{format(bar.value)}</td>
                  <td>{bar.count}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
