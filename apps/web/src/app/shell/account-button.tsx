import { IconLogin } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PlainButton, PlainButtonLink } from '../../components/plain-ui';
import { isBuilt } from '../../lib/built-pages';
import { useSessionStore } from '../../lib/session-store';
import { LazyPart, UnavailableIcon } from './lazy-part';
import classes from './top-bar.module.css';

// The menu needs the positioning library: it loads only for signed-in climbers, who have it.
const AccountMenu = lazy(() => import('./account-menu'));

export function SignInButton({ fullWidth, onClick }: { fullWidth?: boolean; onClick?(): void }) {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  if (!isBuilt('/sign-in')) return null;
  // The session pages themselves are no return path.
  const here = pathname === '/sign-in' || pathname === '/sign-up' ? '' : `${pathname}${search}`;
  return (
    <PlainButtonLink
      to={here && here !== '/' ? `/sign-in?redirect=${encodeURIComponent(here)}` : '/sign-in'}
      variant="default"
      leftSection={<IconLogin size={18} aria-hidden />}
      fullWidth={fullWidth}
      onClick={onClick}
      data-testid="sign-in-link"
    >
      {t('account.signIn')}
    </PlainButtonLink>
  );
}

/**
 * The place of a climber's control, held (empty to the eye and to assistive technology) while the device has
 * a session and the control is not here yet: from the first paint, before the climber is fetched, and while
 * the control's code loads (docs/decisions/029). Without a session it takes no room.
 */
export function SessionPlaceholder({ children }: { children: ReactNode }) {
  return <span className={classes.sessionPlaceholder}>{children}</span>;
}

/** The climber's button's place: their avatar and first name (from the device's storage, through CSS). */
function AccountPlaceholder() {
  return (
    <SessionPlaceholder>
      <PlainButton
        variant="subtle"
        color="gray"
        className={classes.accountPlaceholder}
        leftSection={<span className={classes.avatarPlaceholder} />}
        tabIndex={-1}
      >
        <span className={classes.sessionName} />
      </PlainButton>
    </SessionPlaceholder>
  );
}

/**
 * The top bar's account button: sign-in for visitors, the climber's menu once signed in. The server's page is
 * the same for every visitor: it holds both the sign-in link and the climber's place, and the device's session,
 * read before the first paint, shows one of them (docs/decisions/029).
 */
export function AccountButton() {
  const user = useSessionStore((state) => state.user);
  if (user) {
    return (
      <LazyPart fallback={<UnavailableIcon />}>
        <Suspense fallback={<AccountPlaceholder />}>
          <AccountMenu user={user} />
        </Suspense>
      </LazyPart>
    );
  }
  return (
    <>
      <AccountPlaceholder />
      <span className={classes.signedOutOnly}>
        <SignInButton />
      </span>
    </>
  );
}
