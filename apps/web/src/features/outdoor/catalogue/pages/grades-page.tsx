import { formatGrade, GRADE_SYSTEMS, type GradeSystem } from '@climb/contracts';
import { Container, List, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { Section } from '../../../../components/section';
import { useGradeSystemStore } from '../../../../stores/grade-system-store';
import { GradesTable } from '../components/grades-table';

/** Grades shown as examples of each system: an easy route, a hard one, a boulder. */
const EXAMPLE_VALUES = [25, 37, 43];

function SystemChoice() {
  const { t } = useTranslation('crags');
  const { label } = useEnumLabels();
  const system = useGradeSystemStore((state) => state.system);
  const setSystem = useGradeSystemStore((state) => state.setSystem);
  return (
    <Stack gap="sm">
      <Radio.Group
        value={system}
        onChange={(value) => setSystem(value as GradeSystem)}
        label={t('grades.chooseLabel')}
        description={t('grades.chooseHint')}
        data-testid="grade-system-choice"
      >
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" mt="xs">
          {GRADE_SYSTEMS.map((value) => (
            <Radio.Card key={value} value={value} radius="md" p="sm" mih={44} data-testid={`grade-system-${value}`}>
              <Radio.Indicator aria-hidden />
              <Text fw={700} mt={4}>
                {label('grade_systems', value)}
              </Text>
              <Text size="sm" c="dimmed">
                {EXAMPLE_VALUES.map((example) => formatGrade(example, value)).join(' · ')}
              </Text>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
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
    <Container size="md" px="md" py="lg" w="100%">
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
          <List size="sm" spacing={4}>
            {GRADE_SYSTEMS.map((value) => (
              <List.Item key={value}>{t(`grades.about.${value}`)}</List.Item>
            ))}
          </List>
        </Section>
      </Stack>
    </Container>
  );
}

export default GradesPage;
