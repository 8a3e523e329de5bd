import type { CurrentUser } from '@climb/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedLoader } from '../../../../components/delayed-loader';
import { useSessionStore } from '../../../../lib/session-store';
import { SignInInvitation } from '../../../../platform/session/sign-in-invitation';
import { PHOTOS_NAMESPACE } from '../lib/photo-texts';

/**
 * The photo forms are for climbers with an account: the page table sends a visitor to sign in first; one whose
 * session ended on the page is invited to sign in and come back. The API refuses their writes anyway.
 */
export function PhotoGate({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { t } = useTranslation([PHOTOS_NAMESPACE, 'common']);
  const user = useSessionStore((state) => state.user);
  const status = useSessionStore((state) => state.status);
  if (user) return children(user);
  if (status === 'loading') return <DelayedLoader label={t('common:loading')} />;
  return <SignInInvitation text={t('form.signIn')} />;
}
