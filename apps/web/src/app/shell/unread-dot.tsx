import { useTranslation } from 'react-i18next';
import { VisuallyHiddenText } from '../../components/plain-ui';
import { useNotificationStore } from '../../stores/notification-store';
import classes from './unread-dot.module.css';

/** How far out of its icon's corner the dot sits, in pixels: the larger the icon, the further. */
type Offset = 0 | 2 | 3 | 4;

/** The red dot of "unread notifications exist" (spec §3), with its words for screen readers. */
export function UnreadDot({ offset = 0 }: { offset?: Offset }) {
  const { t } = useTranslation('common');
  const hasUnread = useNotificationStore((state) => state.hasUnread);
  if (!hasUnread) return null;
  return (
    <>
      <span aria-hidden data-testid="unread-dot" className={classes.dot} data-offset={offset || undefined} />
      <VisuallyHiddenText>{t('account.unread')}</VisuallyHiddenText>
    </>
  );
}

/** The small dot of a menu item that leads to unread notifications (its words are the item's). */
export function UnreadItemDot() {
  return <span aria-hidden className={classes.itemDot} />;
}

/** The class of an icon's box that an unread dot sits on. */
export const unreadDotAnchor = classes.anchor;
