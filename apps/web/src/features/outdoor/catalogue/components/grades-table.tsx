import { GRADE_EQUIVALENTS, GRADE_SCALE, GRADE_SYSTEMS, type GradeSystem } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { gradeColorClass } from '../../../../climbing/grade';
import { plainClasses } from '../../../../components/plain-ui';
import { Table } from '../../../../components/ui';
import { cx } from '../../../../components/ui/style-props';
import classes from './grades-table.module.css';

const EQUIVALENTS = new Map(GRADE_EQUIVALENTS.map((row) => [row.value, row.grades]));

/** The grade of one system at a value (French always exists), or null when the system has none there. */
export function gradeIn(system: GradeSystem, value: number, french: string): string | null {
  if (system === 'french') return french;
  return EQUIVALENTS.get(value)?.[system] ?? null;
}

/** A French grade in its degree's colour: a dot before it. */
function FrenchGrade({ value, text }: { value: number; text: string }) {
  return (
    <span className={classes.french}>
      <span aria-hidden="true" className={cx(classes.dot, gradeColorClass(value))} />
      <span className={classes.frenchText}>{text}</span>
    </span>
  );
}

/** One French grade and its equivalents; a new degree (`…a`) starts under a thicker line. */
function GradeRow({ grade, system }: { grade: (typeof GRADE_SCALE)[number]; system: GradeSystem }) {
  return (
    <tr data-value={grade.value} data-degree-start={(grade.text.endsWith('a') && grade.value > 1) || undefined}>
      {GRADE_SYSTEMS.map((column) => {
        const text = gradeIn(column, grade.value, grade.text);
        const cell = { 'data-system': column, 'data-current': column === system || undefined };
        if (column === 'french') {
          return (
            <th key={column} scope="row" {...cell}>
              <FrenchGrade value={grade.value} text={text ?? grade.text} />
            </th>
          );
        }
        return (
          <td key={column} {...cell}>
            {text ?? <span className={classes.none}>–</span>}
          </td>
        );
      })}
    </tr>
  );
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
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard.
    <section className={classes.scroll} tabIndex={0} aria-label={t('grades.tableCaption')}>
      <Table highlightOnHover className={classes.table} data-testid="grades-table">
        <caption className={classes.caption}>{t('grades.tableCaption')}</caption>
        <thead>
          <tr>
            {GRADE_SYSTEMS.map((column) => (
              <th key={column} scope="col" data-system={column} data-current={column === system || undefined}>
                <abbr title={label('grade_systems', column)} className={classes.abbr}>
                  {t(`grades.columns.${column}`)}
                </abbr>
                {column === system ? (
                  <span className={plainClasses.visuallyHidden}>{` (${t('grades.yours')})`}</span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {GRADE_SCALE.map((grade) => (
            <GradeRow key={grade.value} grade={grade} system={system} />
          ))}
        </tbody>
      </Table>
    </section>
  );
}
