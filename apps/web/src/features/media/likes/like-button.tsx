import type { LikeableType } from '@climb/contracts';
import { IconHeart, IconHeartFilled, IconLogin } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PlainAnchorLink, PlainButton } from '../../../components/plain-ui';
import { Group } from '../../../components/ui';
import { useHydrated } from '../../../lib/hydration';
import { useSessionStore } from '../../../lib/session-store';
import { useAlerts } from '../../../platform/alerts/use-alerts';
import { signInPath } from '../../../platform/session/redirect-path';
import { useIsLiked } from '../../../stores/likes-store';
import { loadMyLikes, toggleLike } from './likes.api';
import { LIKES_NAMESPACE } from './likes-texts';

export interface LikeButtonProps {
  type: LikeableType;
  id: number;
  /** The record's count of likes, as its page or list gave it. */
  count: number;
  /** The button's word ("Like" when not given). */
  label?: string;
  size?: 'xs' | 'sm';
}

/**
 * The count shown: the record's, then the one the API answered to a like or an unlike of this page (a count given
 * again by a fresher record replaces it).
 */
function useShownCount(count: number) {
  const [shown, setShown] = useState({ given: count, count });
  if (shown.given !== count) setShown({ given: count, count });
  return [shown.count, (next: number) => setShown({ given: count, count: next })] as const;
}

/**
 * A like of a photo, a video, a comment or a gym route, with its count. A climber likes and unlikes at once (the
 * button follows before the API answers, and back if it refuses); a visitor is invited to sign in. The climber's
 * likes load once per session, with the first like button shown. On the server and while the page hydrates it
 * shows the count alone, the same for every visitor.
 */
export function LikeButton({ type, id, count, label, size = 'sm' }: LikeButtonProps) {
  const { t } = useTranslation(LIKES_NAMESPACE);
  const alerts = useAlerts();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const user = useSessionStore((state) => state.user);
  const signedIn = hydrated && user !== null;
  const uuid = user?.uuid;
  const liked = useIsLiked(type, id, uuid) && signedIn;
  const [shown, setShown] = useShownCount(count);
  const [pending, setPending] = useState(false);
  const [invited, setInvited] = useState(false);

  useEffect(() => {
    if (hydrated && uuid) void loadMyLikes(uuid);
  }, [hydrated, uuid]);

  const click = () => {
    if (!signedIn || !uuid) {
      setInvited(true);
      return;
    }
    if (pending) return;
    const before = shown;
    setPending(true);
    setShown(Math.max(0, before + (liked ? -1 : 1)));
    toggleLike(uuid, type, id, !liked).then(
      (state) => {
        setShown(state.likes_count);
        setPending(false);
      },
      (error: unknown) => {
        setShown(before);
        setPending(false);
        alerts.apiError(error);
      },
    );
  };

  const Icon = liked ? IconHeartFilled : IconHeart;
  return (
    <Group component="span" gap="xs" wrap="wrap" data-testid="like">
      <PlainButton
        size={size}
        variant={liked ? 'light' : 'default'}
        color={liked ? 'red' : undefined}
        leftSection={<Icon size={size === 'xs' ? 14 : 18} aria-hidden />}
        aria-pressed={signedIn ? liked : undefined}
        aria-busy={pending || undefined}
        onClick={click}
        data-testid="like-button"
      >
        {label ?? t('like')} <span data-testid="like-count">{shown}</span>
      </PlainButton>
      {invited && !signedIn ? (
        <PlainAnchorLink to={signInPath(`${pathname}${search}`)} data-testid="like-sign-in">
          <IconLogin size={14} aria-hidden /> {t('signInToLike')}
        </PlainAnchorLink>
      ) : null}
    </Group>
  );
}
