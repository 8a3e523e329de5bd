import type { ReportableType } from '@climb/contracts';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Anchor, Group } from '../../../components/ui';
import { reportPath } from './report-paths';
import { REPORTS_NAMESPACE } from './reports-texts';

/** A discreet link to report a comment, a photo, a video or a link to the site administrators. */
export function ReportLink({ type, id }: { type: ReportableType; id: number }) {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  return (
    <Anchor to={reportPath(type, id)} rel="nofollow" size="sm" c="dimmed" data-testid="report-link">
      <Group component="span" gap={4} wrap="nowrap">
        <IconFlag size={14} aria-hidden />
        {t('link')}
      </Group>
    </Anchor>
  );
}
