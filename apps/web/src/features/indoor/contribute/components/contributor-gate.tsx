import type { CurrentUser } from '@climb/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedLoader } from '../../../../components/delayed-loader';
import { useSessionStore } from '../../../../lib/session-store';
import { SignInInvitation } from '../../../../platform/session/sign-in-invitation';
import { NAMESPACE } from '../forms/use-indoor-form';

/**
 * The gym's open editing pages (a space, a sector, a route: docs/conventions.md): a visitor sees the page and is
 * invited to sign in and come back; the API still refuses the writes of anyone without an account.
 */
export function ContributorGate({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const user = useSessionStore((state) => state.user);
  const status = useSessionStore((state) => state.status);
  if (user) return children(user);
  if (status === 'loading') return <DelayedLoader label={t('common:loading')} />;
  return <SignInInvitation text={t('gate.text')} />;
}
