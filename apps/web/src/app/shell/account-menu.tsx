import type { CurrentUser } from '@climb/contracts';
import { Button, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconBuildingCommunity, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { signOut } from '../../platform/session/session';
import { useNotificationStore } from '../../stores/notification-store';
import { accountLinks, administeredGymLinks } from './account-links';
import { UnreadDot, UnreadItemDot, unreadDotAnchor } from './unread-dot';
import { UserAvatar } from './user-avatar';

/** "My gyms": the gyms the climber administers, each to its page; nothing for a climber on no gym's staff. */
function MyGyms({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('common');
  const gyms = administeredGymLinks(user);
  if (gyms.length === 0) return null;
  return (
    <>
      <Menu.Divider />
      <Menu.Label data-testid="account-my-gyms">{t('account.myGyms')}</Menu.Label>
      {gyms.map((gym) => (
        <Menu.Item
          key={gym.to}
          component={Link}
          to={gym.to}
          leftSection={<IconBuildingCommunity size={18} aria-hidden />}
        >
          <Text size="sm" truncate>
            {gym.name}
          </Text>
        </Menu.Item>
      ))}
    </>
  );
}

/** The signed-in climber's menu in the top bar: notifications, profile, settings, sign-out (loaded once signed in). */
export default function AccountMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const hasUnread = useNotificationStore((state) => state.hasUnread);
  const leave = async () => {
    await signOut();
    navigate('/');
  };
  return (
    <Menu position="bottom-end" withinPortal width={240} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px={6}
          // A long first name is cut rather than pushing the top bar onto a second line.
          maw={180}
          leftSection={
            <span className={unreadDotAnchor}>
              <UserAvatar user={user} />
              <UnreadDot offset={2} />
            </span>
          }
          data-testid="account-menu"
        >
          {user.first_name}
          <VisuallyHidden>{` — ${t('account.menu')}`}</VisuallyHidden>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {t('account.signedInAs', { name: `${user.first_name} ${user.last_name}` })}
          </Text>
        </Menu.Label>
        {accountLinks(user).map((link) => {
          const Icon = link.icon;
          return (
            <Menu.Item
              key={link.to}
              component={Link}
              to={link.to}
              leftSection={<Icon size={18} aria-hidden />}
              rightSection={link.notifications && hasUnread ? <UnreadItemDot /> : null}
            >
              {t(link.labelKey)}
            </Menu.Item>
          );
        })}
        <MyGyms user={user} />
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => void leave()}
          data-testid="sign-out"
        >
          {t('account.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
