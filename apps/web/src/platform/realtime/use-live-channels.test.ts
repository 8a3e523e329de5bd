import type { ConversationMessage } from '@climb/contracts';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConversationChannel, useFetchUserChannel } from './use-live-channels';

const socket = vi.hoisted(() => {
  const conversationCallbacks = new Set<(message: unknown) => void>();
  const fetchUserCallbacks = new Set<(reason: string) => void>();
  return {
    conversationCallbacks,
    fetchUserCallbacks,
    joinConversation: vi.fn(async () => true),
    leaveConversation: vi.fn(),
    onConversationMessage: vi.fn((callback: (message: unknown) => void) => {
      conversationCallbacks.add(callback);
      return () => conversationCallbacks.delete(callback);
    }),
    onFetchUser: vi.fn((callback: (reason: string) => void) => {
      fetchUserCallbacks.add(callback);
      return () => fetchUserCallbacks.delete(callback);
    }),
  };
});

vi.mock('./socket', () => socket);

const message = (conversationId: number): ConversationMessage => ({
  conversation_id: conversationId,
  message_id: 3,
  user_id: 4,
  body: 'Relais au sommet',
  created_at: '2026-11-23T10:00:00.000Z',
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('useConversationChannel', () => {
  it('joins while mounted, hands over the messages of its conversation only, leaves on unmount', () => {
    const received: ConversationMessage[] = [];
    const { unmount } = renderHook(() => useConversationChannel(12, (item) => received.push(item)));
    expect(socket.joinConversation).toHaveBeenCalledWith(12);

    for (const callback of socket.conversationCallbacks) {
      callback(message(12));
      callback(message(13));
    }
    expect(received).toEqual([message(12)]);

    unmount();
    expect(socket.leaveConversation).toHaveBeenCalledWith(12);
    expect(socket.conversationCallbacks.size).toBe(0);
  });

  it('listens to nothing for a null conversation', () => {
    renderHook(() => useConversationChannel(null, () => {}));
    expect(socket.joinConversation).not.toHaveBeenCalled();
  });
});

describe('useFetchUserChannel', () => {
  it('calls the latest refetch given, until unmounted', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ refetch }) => useFetchUserChannel(refetch), {
      initialProps: { refetch: first },
    });
    rerender({ refetch: second });
    for (const callback of socket.fetchUserCallbacks) callback('settings');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('settings');
    expect(socket.onFetchUser).toHaveBeenCalledTimes(1);
    unmount();
    expect(socket.fetchUserCallbacks.size).toBe(0);
  });
});
