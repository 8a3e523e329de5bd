import type { ConversationMessage } from '@climb/contracts';
import { useEffect, useRef } from 'react';
import { joinConversation, leaveConversation, onConversationMessage, onFetchUser } from './socket';

/**
 * While mounted, receives the live messages of one conversation (ConversationChannel): joins its
 * room (the server checks membership), leaves it on unmount. `null` listens to nothing.
 */
export function useConversationChannel(
  conversationId: number | null,
  onMessage: (message: ConversationMessage) => void,
): void {
  const latest = useRef(onMessage);
  latest.current = onMessage;
  useEffect(() => {
    if (conversationId === null) return;
    void joinConversation(conversationId);
    const unsubscribe = onConversationMessage((message) => {
      if (message.conversation_id === conversationId) latest.current(message);
    });
    return () => {
      unsubscribe();
      leaveConversation(conversationId);
    };
  }, [conversationId]);
}

/** While mounted, `refetch` runs on every FetchUserChannel push (the hook form of `onFetchUser`). */
export function useFetchUserChannel(refetch: (reason: string) => void): void {
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => onFetchUser((reason) => latest.current(reason)), []);
}
