import type { Crag, FollowableType, Gym } from '@climb/contracts';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useHydrated } from '../../../lib/hydration';
import { useSessionStore } from '../../../lib/session-store';
import { useAlerts } from '../../../platform/alerts/use-alerts';
import { signInPath } from '../../../platform/session/redirect-path';
import classes from './favorite-toggle.module.css';
import { useFollowStatus, useFollowToggle } from './follows.api';

const TOGGLE_CLASS = `mantine-focus-auto mantine-active ${classes.toggle}`;

/** The button's room: what the server renders, for every visitor alike, until the visitor is known. */
function FavoritePlace() {
  return <span className={classes.place} aria-hidden="true" data-testid="favorite-place" />;
}

/** A record climbers may keep as a favourite: its kind, id and name. */
interface Favorite {
  type: FollowableType;
  id: number;
  name: string;
}

/** In my favourites or not: a heart, filled when it is, that switches it. */
function FavoriteButton({ userId, record }: { userId: number; record: Favorite }) {
  const { t } = useTranslation('favorites');
  const alerts = useAlerts();
  const status = useFollowStatus(userId, record.type, record.id);
  const toggle = useFollowToggle(userId, record.type, record.id);
  const following = (status.data?.state ?? null) !== null;
  const Icon = following ? IconHeartFilled : IconHeart;
  const label =
    status.isError && !status.data ? t('toggle.unavailable') : t(following ? 'toggle.remove' : 'toggle.add');
  return (
    <button
      type="button"
      className={TOGGLE_CLASS}
      aria-label={label}
      title={label}
      disabled={!status.data || toggle.isPending}
      data-loading={toggle.isPending || undefined}
      data-following={following || undefined}
      onClick={() =>
        toggle.mutate(following, {
          onSuccess: (nowFollowing) =>
            alerts.success(t(nowFollowing ? 'toggle.added' : 'toggle.removed', { name: record.name })),
          onError: (error) => alerts.apiError(error),
        })
      }
      data-testid="favorite-toggle"
    >
      <Icon size={22} aria-hidden />
    </button>
  );
}

/** A visitor: the same heart, which asks to sign in first and comes back here. */
function FavoriteInvitation() {
  const { t } = useTranslation('favorites');
  const { pathname, search } = useLocation();
  return (
    <Link
      to={signInPath(`${pathname}${search}`)}
      className={TOGGLE_CLASS}
      aria-label={t('toggle.signIn')}
      title={t('toggle.signIn')}
      data-testid="favorite-sign-in"
    >
      <IconHeart size={22} aria-hidden />
    </Link>
  );
}

function FavoriteOfVisitor({ record }: { record: Favorite }) {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const status = useSessionStore((state) => state.status);
  if (userId !== null) return <FavoriteButton userId={userId} record={record} />;
  return status === 'anonymous' ? <FavoriteInvitation /> : <FavoritePlace />;
}

/**
 * A record's favourite button on its page: a per-visitor part, so the server's page holds only its room (the same
 * for everyone); once hydrated, a climber's heart to switch, or a visitor's invitation to sign in.
 */
function RecordFavorite({ record }: { record: Favorite }) {
  const hydrated = useHydrated();
  if (!hydrated) return <FavoritePlace />;
  return (
    <Suspense fallback={<FavoritePlace />}>
      <FavoriteOfVisitor record={record} />
    </Suspense>
  );
}

/** The crag's favourite button on its page. */
export function CragFavorite({ crag }: { crag: Crag }) {
  return <RecordFavorite record={{ type: 'crags', id: crag.id, name: crag.name }} />;
}

/** The gym's favourite button on its page. */
export function GymFavorite({ gym }: { gym: Gym }) {
  return <RecordFavorite record={{ type: 'gyms', id: gym.id, name: gym.name }} />;
}
