import { DEFAULT_PAGE_SIZE } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint, callListEndpoint } from '../../../lib/endpoint-client';
import { useNotificationStore } from '../../../stores/notification-store';

export const NOTIFICATIONS_PER_PAGE = DEFAULT_PAGE_SIZE;

/** Keyed by climber, so a climber never sees the list of the one signed in before on this device. */
const notificationsKey = (userId: number) => ['notifications', userId] as const;

/** `GET notifications.json` (`unread_only`, `page`): a page of notifications and the total. */
export function useNotifications(userId: number, unreadOnly: boolean, page: number) {
  return useQuery({
    queryKey: [...notificationsKey(userId), { unreadOnly, page }],
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listNotifications, {
        query: { unread_only: unreadOnly ? 'true' : 'false', page, per_page: NOTIFICATIONS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET notifications/unread_count.json`: more than 0 sets the "unread exist" flag (spec §3). */
export async function refreshUnreadFlag(): Promise<void> {
  const count = await callEndpoint(endpoint.countUnreadNotifications);
  const hasUnread = Number(count) > 0;
  // Set only on a change: each set reads as a push to `useRefetchOnPush`.
  if (useNotificationStore.getState().hasUnread !== hasUnread) useNotificationStore.getState().setHasUnread(hasUnread);
}

function useAfterRead(userId: number) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: notificationsKey(userId) });
    await refreshUnreadFlag().catch(() => {});
  };
}

/** `PUT notifications/{id}/read.json`. */
export function useMarkRead(userId: number) {
  const afterRead = useAfterRead(userId);
  return useMutation({
    mutationFn: (id: number) => callEndpoint(endpoint.readNotification, { params: { id } }),
    onSuccess: afterRead,
  });
}

/** `PUT notifications/read_all.json`. */
export function useMarkAllRead(userId: number) {
  const afterRead = useAfterRead(userId);
  return useMutation({
    mutationFn: () => callEndpoint(endpoint.readAllNotifications),
    onSuccess: async () => {
      useNotificationStore.getState().setHasUnread(false);
      await afterRead();
    },
  });
}

/**
 * Each push of the NotificationChannel (the unread flag set, even when already on) reloads the
 * list on screen, so a new notification appears without a reload.
 */
export function useRefetchOnPush(userId: number): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      useNotificationStore.subscribe((state) => {
        if (state.hasUnread) void queryClient.invalidateQueries({ queryKey: notificationsKey(userId) });
      }),
    [queryClient, userId],
  );
}
