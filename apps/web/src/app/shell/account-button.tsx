import { IconLogin } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PlainButtonLink } from '../../components/plain-ui';
import { isBuilt } from '../../lib/built-pages';
import { useSessionStore } from '../../lib/session-store';

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

/** The top bar's account button: sign-in for visitors, the climber's menu once signed in. */
export function AccountButton() {
  const user = useSessionStore((state) => state.user);
  const status = useSessionStore((state) => state.status);
  if (user) {
    return (
      <Suspense fallback={null}>
        <AccountMenu user={user} />
      </Suspense>
    );
  }
  // While the climber of a stored session is fetched, offer nothing rather than a wrong sign-in.
  return status === 'loading' ? null : <SignInButton />;
}
