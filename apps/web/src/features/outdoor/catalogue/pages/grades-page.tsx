import { formatGrade, GRADE_SYSTEMS, type GradeSystem } from '@climb/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { RecordContainer } from '../../../../climbing/record-frame';
import { plainClasses } from '../../../../components/plain-ui';
import { Section } from '../../../../components/section';
import { List, ListItem, Paper, SimpleGrid, Stack, Text, Title } from '../../../../components/ui';
import { useGradeSystemStore } from '../../../../stores/grade-system-store';
import { GradesTable } from '../components/grades-table';
import classes from './grades-page.module.css';

/** Grades shown as examples of each system: an easy route, a hard one, a boulder. */
const EXAMPLE_VALUES = [25, 37, 43];

/** Mantine's radio mark: a ring, filled with a dot once chosen. */
function RadioMark({ checked }: { checked: boolean }) {
  return (
    <span className={classes.mark} data-checked={checked || undefined} aria-hidden="true">
      <svg
        xmlns="http://www.w3.org/2000/svg"
        fill="none"
        viewBox="0 0 5 5"
        className={classes.markDot}
        aria-hidden="true"
      >
        <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
      </svg>
    </span>
  );
}

/** One system as a card to pick: its name and three grades written in it. The whole card is the radio's label. */
function SystemCard({
  value,
  name,
  checked,
  onChoose,
}: {
  value: GradeSystem;
  name: string;
  checked: boolean;
  onChoose(system: GradeSystem): void;
}) {
  const { label } = useEnumLabels();
  return (
    <label className={classes.card} data-checked={checked || undefined} data-testid={`grade-system-${value}`}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChoose(value)}
        className={plainClasses.visuallyHidden}
      />
      <RadioMark checked={checked} />
      <Text fw={700} mt={4}>
        {label('grade_systems', value)}
      </Text>
      <Text size="sm" c="dimmed">
        {EXAMPLE_VALUES.map((example) => formatGrade(example, value)).join(' · ')}
      </Text>
    </label>
  );
}

function SystemChoice() {
  const { t } = useTranslation('crags');
  const { label } = useEnumLabels();
  const system = useGradeSystemStore((state) => state.system);
  const setSystem = useGradeSystemStore((state) => state.setSystem);
  const id = useId();
  return (
    <Stack gap="sm">
      <div className={classes.choice} data-testid="grade-system-choice">
        <div className={classes.choiceLabel} id={`${id}-label`}>
          {t('grades.chooseLabel')}
        </div>
        <p className={classes.choiceHint} id={`${id}-description`}>
          {t('grades.chooseHint')}
        </p>
        <div role="radiogroup" aria-labelledby={`${id}-label`} aria-describedby={`${id}-description`}>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" mt="xs">
            {GRADE_SYSTEMS.map((value) => (
              <SystemCard key={value} value={value} name={id} checked={value === system} onChoose={setSystem} />
            ))}
          </SimpleGrid>
        </div>
      </div>
      <Paper withBorder radius="md" p="sm" data-testid="grade-system-current">
        <Text>{t('grades.shownIn', { system: label('grade_systems', system) })}</Text>
        {system === 'french' ? null : <Text size="sm">{t('grades.convertedNote')}</Text>}
      </Paper>
    </Stack>
  );
}

/** `/grades`: the conversion table between grade systems, and the climber's choice of display system. */
function GradesPage() {
  const { t } = useTranslation('crags');
  const system = useGradeSystemStore((state) => state.system);
  return (
    <RecordContainer>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>{t('grades.title')}</Title>
          <Text>{t('grades.lead')}</Text>
        </Stack>
        <Section title={t('grades.systemTitle')}>
          <SystemChoice />
        </Section>
        <Section title={t('grades.tableTitle')}>
          <Text size="sm">{t('grades.approximate')}</Text>
          <GradesTable system={system} />
          <List size="sm" className={classes.about}>
            {GRADE_SYSTEMS.map((value) => (
              <ListItem key={value}>{t(`grades.about.${value}`)}</ListItem>
            ))}
          </List>
        </Section>
      </Stack>
    </RecordContainer>
  );
}

export default GradesPage;
