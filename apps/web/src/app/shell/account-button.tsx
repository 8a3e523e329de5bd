import { Button } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isBuilt } from '../../lib/built-pages';
import { useSessionStore } from '../../lib/session-store';

/** Sign-in for visitors, the climber's own space once signed in (filled by the accounts capability). */
export function AccountButton() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const user = useSessionStore((state) => state.user);
  if (user) {
    return isBuilt('/home') ? (
      <Button component={Link} to="/home" variant="subtle">
        {user.first_name}
      </Button>
    ) : null;
  }
  if (!isBuilt('/sign-in')) return null;
  return (
    <Button
      component={Link}
      to={`/sign-in?redirect=${encodeURIComponent(pathname)}`}
      variant="default"
      leftSection={<IconLogin size={18} aria-hidden />}
    >
      {t('account.signIn')}
    </Button>
  );
}
