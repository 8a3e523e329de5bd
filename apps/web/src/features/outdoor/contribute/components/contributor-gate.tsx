import type { CurrentUser } from '@climb/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedLoader } from '../../../../components/delayed-loader';
import { useSessionStore } from '../../../../lib/session-store';
import { SignInInvitation } from '../../../../platform/session/sign-in-invitation';

/**
 * Pages open to visitors whose action needs an account (`parks/new`, `approaches/new`, an area's
 * edit and add-crag, docs/conventions.md): a visitor is invited to sign in and come back; the API still
 * refuses their writes.
 */
export function ContributorGate({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { t } = useTranslation(['contribute', 'common']);
  const user = useSessionStore((state) => state.user);
  const status = useSessionStore((state) => state.status);
  if (user) return children(user);
  if (status === 'loading') return <DelayedLoader label={t('common:loading')} />;
  return <SignInInvitation text={t('gate.text')} />;
}

/** The signed-in climber may delete wiki records (site administrators only). */
export const useCanDelete = () => useSessionStore((state) => state.user?.super_admin === true);
