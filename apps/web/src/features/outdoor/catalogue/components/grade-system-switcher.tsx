import { GRADE_SYSTEMS, type GradeSystem } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { NativeSelect } from '../../../../components/ui';
import { useGradeSystemStore } from '../../../../stores/grade-system-store';

interface GradeSystemSwitcherProps {
  /** "Grades in" unless told. */
  label?: string;
  className?: string;
}

/**
 * A compact choice of the grade system every grade is displayed in (the climber's setting, kept on the
 * device). Reusable anywhere grades are shown; `/grades` explains the systems.
 */
export function GradeSystemSwitcher({ label, className }: GradeSystemSwitcherProps) {
  const { t } = useTranslation('crags');
  const { options } = useEnumLabels();
  const system = useGradeSystemStore((state) => state.system);
  const setSystem = useGradeSystemStore((state) => state.setSystem);
  return (
    <NativeSelect
      label={label ?? t('gradeSystem.switchLabel')}
      value={system}
      onChange={(event) => setSystem(event.currentTarget.value as GradeSystem)}
      data={options('grade_systems', GRADE_SYSTEMS)}
      data-testid="grade-system-switcher"
      className={className}
    />
  );
}
