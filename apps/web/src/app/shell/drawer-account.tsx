import { NavLink, Stack, Text } from '@mantine/core';
import { IconBuildingCommunity, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSessionStore } from '../../lib/session-store';
import { signOut } from '../../platform/session/session';
import { SignInButton } from './account-button';
import { type AdministeredGymLink, accountLinks, administeredGymLinks } from './account-links';
import classes from './drawer-account.module.css';
import { UnreadDot, unreadDotAnchor } from './unread-dot';
import { UserAvatar } from './user-avatar';

/** "My gyms" in the drawer: the gyms the climber administers, each to its page; nothing when there are none. */
function DrawerGyms({
  gyms,
  pathname,
  onNavigate,
}: {
  gyms: AdministeredGymLink[];
  pathname: string;
  onNavigate(): void;
}) {
  const { t } = useTranslation('common');
  if (gyms.length === 0) return null;
  return (
    <div data-testid="drawer-my-gyms">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mt="xs" mb={4}>
        {t('account.myGyms')}
      </Text>
      {gyms.map((gym) => (
        <NavLink
          key={gym.to}
          component={Link}
          to={gym.to}
          active={pathname === gym.to}
          onClick={onNavigate}
          label={gym.name}
          leftSection={<IconBuildingCommunity size={18} aria-hidden />}
        />
      ))}
    </div>
  );
}

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
      <DrawerGyms gyms={administeredGymLinks(user)} pathname={pathname} onNavigate={onNavigate} />
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
