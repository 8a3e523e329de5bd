import type { CurrentUser, Gym } from '@climb/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedLoader } from '../../../../components/delayed-loader';
import { useSessionStore } from '../../../../lib/session-store';
import { SignInInvitation } from '../../../../platform/session/sign-in-invitation';
import { NAMESPACE } from '../forms/use-indoor-form';
import { useStaffOnly } from './staff-gate';

/**
 * The gym's editing pages (a space, a sector, a route: docs/conventions.md): a visitor sees the page and is invited
 * to sign in and come back; the API still refuses the writes of anyone without an account. Once the page knows its
 * `gym`, a climber without the page's role at a gym that has staff (the page table's `gymRole`) is sent to the
 * gym's administrator-required page.
 */
export function ContributorGate({
  gym,
  children,
}: {
  gym: Gym | undefined;
  children: (user: CurrentUser) => ReactNode;
}) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const user = useSessionStore((state) => state.user);
  const status = useSessionStore((state) => state.status);
  const leaving = useStaffOnly(gym, user);
  if (user && !leaving) return children(user);
  if (user || status === 'loading') return <DelayedLoader label={t('common:loading')} />;
  return <SignInInvitation text={t('gate.text')} />;
}
