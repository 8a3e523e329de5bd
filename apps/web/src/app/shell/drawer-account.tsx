import { NavLink, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSessionStore } from '../../lib/session-store';
import { signOut } from '../../platform/session/session';
import { SignInButton } from './account-button';
import { accountLinks } from './account-links';
import classes from './drawer-account.module.css';
import { UnreadDot, unreadDotAnchor } from './unread-dot';
import { UserAvatar } from './user-avatar';

/** The drawer's account section: plain links (no menu inside the drawer). */
export function DrawerAccount({ onNavigate }: { onNavigate(): void }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useSessionStore((state) => state.user);
  const status = useSessionStore((state) => state.status);
  if (!user) return status === 'loading' ? null : <SignInButton fullWidth onClick={onNavigate} />;
  const leave = async () => {
    onNavigate();
    await signOut();
    navigate('/');
  };
  return (
    <Stack gap={4} component="nav" aria-label={t('account.menu')}>
      <div className={classes.who}>
        <UserAvatar user={user} size={36} />
        <Text fw={600} truncate>
          {user.first_name} {user.last_name}
        </Text>
      </div>
      {accountLinks(user).map((link) => {
        const Icon = link.icon;
        return (
          <NavLink
            key={link.to}
            component={Link}
            to={link.to}
            active={pathname === link.to}
            onClick={onNavigate}
            label={t(link.labelKey)}
            leftSection={
              <span className={unreadDotAnchor}>
                <Icon size={18} aria-hidden />
                {link.notifications ? <UnreadDot offset={4} /> : null}
              </span>
            }
          />
        );
      })}
      <NavLink
        component="button"
        type="button"
        label={t('account.signOut')}
        leftSection={<IconLogout size={18} aria-hidden />}
        onClick={() => void leave()}
        data-testid="drawer-sign-out"
      />
    </Stack>
  );
}
