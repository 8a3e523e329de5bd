import type { CurrentUser } from '@climb/contracts';
import { Avatar } from '@mantine/core';

/** The climber's avatar (thumbnail), or their initials; decorative: their name is always beside it. */
export function UserAvatar({ user, size = 28 }: { user: CurrentUser; size?: number }) {
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
  return (
    <Avatar src={user.avatar?.thumbnail ?? null} alt="" size={size} radius="xl" color="gray" aria-hidden>
      {initials}
    </Avatar>
  );
}
