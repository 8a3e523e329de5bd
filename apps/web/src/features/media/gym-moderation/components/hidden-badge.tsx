import type { HiddenBy } from '@climb/contracts';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui';
import { GYM_MODERATION_NAMESPACE } from '../gym-moderation-texts';

/** "Hidden by the gym" or "Hidden by the site": who hid an item. */
export function HiddenBadge({ hiddenBy }: { hiddenBy: HiddenBy | null }) {
  const { t } = useTranslation(GYM_MODERATION_NAMESPACE);
  return (
    <Badge color="yellow" variant="light" keepCase leftSection={<IconEyeOff size={12} aria-hidden />}>
      {t(hiddenBy === 'site' ? 'hiddenBySite' : 'hiddenByGym')}
    </Badge>
  );
}
