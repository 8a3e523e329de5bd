import { useTranslation } from 'react-i18next';
import { VisuallyHiddenText } from '../../components/plain-ui';
import { useNotificationStore } from '../../stores/notification-store';

/** The red dot of "unread notifications exist" (spec §3), with its words for screen readers. */
export function UnreadDot({ offset = 0 }: { offset?: number }) {
  const { t } = useTranslation('common');
  const hasUnread = useNotificationStore((state) => state.hasUnread);
  if (!hasUnread) return null;
  return (
    <>
      <span
        aria-hidden
        data-testid="unread-dot"
        style={{
          position: 'absolute',
          top: offset,
          right: offset,
          width: 10,
          height: 10,
          borderRadius: '50%',
          background: 'var(--mantine-color-red-7)',
          border: '2px solid var(--mantine-color-body)',
        }}
      />
      <VisuallyHiddenText>{t('account.unread')}</VisuallyHiddenText>
    </>
  );
}
