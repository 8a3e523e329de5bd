import type { HiddenBy } from '@climb/contracts';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../../components/plain-ui';
import { Group, Text } from '../../../../components/ui';
import { useAlerts } from '../../../../platform/alerts/use-alerts';
import { GYM_MODERATION_NAMESPACE } from '../gym-moderation-texts';

interface VisibilityToggleProps {
  id: number;
  hidden: boolean;
  hiddenBy: HiddenBy | null;
  /** Whether the member is a site administrator (who alone shows again what the site hid). */
  superAdmin: boolean;
  kind: 'comment' | 'video';
  toggle: (hidden: boolean) => Promise<unknown>;
}

/**
 * Hides an item from everyone but its author and the moderators, or shows it again; the result is said beside the
 * button and in an alert. What a site administrator hid, only a site administrator shows again: the gym's team reads
 * why instead of a button.
 */
export function VisibilityToggle({ id, hidden, hiddenBy, superAdmin, kind, toggle }: VisibilityToggleProps) {
  const { t } = useTranslation(GYM_MODERATION_NAMESPACE);
  const alerts = useAlerts();
  const [done, setDone] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (hide: boolean) => toggle(hide),
    onSuccess: (_answer, hide) => {
      const message = t(hide ? `${kind}.hiddenDone` : `${kind}.shownDone`);
      setDone(message);
      alerts.success(message);
    },
    onError: (error) => alerts.apiError(error),
  });
  const lockedBySite = hidden && hiddenBy === 'site' && !superAdmin;
  const Icon = hidden ? IconEye : IconEyeOff;
  return (
    <Group gap="xs">
      {lockedBySite ? (
        <Text size="sm" c="dimmed" data-testid={`moderation-locked-${id}`}>
          {t('hiddenBySiteLocked')}
        </Text>
      ) : (
        <PlainButton
          variant="default"
          leftSection={<Icon size={16} aria-hidden />}
          onClick={() => mutation.mutate(!hidden)}
          disabled={mutation.isPending}
          aria-busy={mutation.isPending || undefined}
          data-testid={hidden ? `moderation-show-${id}` : `moderation-hide-${id}`}
        >
          {t(hidden ? 'show' : 'hide')}
        </PlainButton>
      )}
      <Text size="sm" role="status" data-testid={`moderation-done-${id}`}>
        {done ?? ''}
      </Text>
    </Group>
  );
}
