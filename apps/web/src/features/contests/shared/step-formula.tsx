import type { ContestStep } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { Stack, Text } from '../../../components/ui';

/**
 * How a step ranks, in the page's language: its ranking type and formula, the best N routes counted, how many go
 * through and, where asked, how ties are broken (texts of the `contests` namespace). The results page and the
 * organisers' results entry show the same.
 */
export function StepFormula({
  step,
  withTies = true,
  testId = 'step-formula',
}: {
  step: Pick<ContestStep, 'ranking_type' | 'best_routes_count' | 'qualified_count'>;
  withTies?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('contests');
  return (
    <Stack gap={2} data-testid={testId}>
      <Text size="sm">
        <Text component="span" fw={600} size="sm">
          {t(`enums.rankingTypes.${step.ranking_type}`)}
        </Text>
        {' · '}
        {t(`formulas.rankingTypes.${step.ranking_type}`)}
      </Text>
      {step.best_routes_count ? (
        <Text size="sm" c="dimmed">
          {t('formulas.bestRoutes', { count: step.best_routes_count })}
        </Text>
      ) : null}
      {step.qualified_count ? (
        <Text size="sm" c="dimmed">
          {t('formulas.qualified', { count: step.qualified_count })}
        </Text>
      ) : null}
      {withTies ? (
        <Text size="sm" c="dimmed">
          {t('formulas.ties')}
        </Text>
      ) : null}
    </Stack>
  );
}
