import type { ConversationMessage } from '@climb/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../stores/notification-store';
import {
  connectSocket,
  disconnectSocket,
  isSocketActive,
  joinConversation,
  leaveConversation,
  onConversationMessage,
  onFetchUser,
  SERVER_DISCONNECT_REASON,
} from './socket';
import socketSource from './socket.ts?raw';

type Handler = (...args: unknown[]) => void;

const fake = vi.hoisted(() => {
  /** Stands in for a socket.io-client socket; the test plays the server. */
  class FakeSocket {
    connected = false;
    active = true;
    joinAnswer = true;
    readonly sent: unknown[][] = [];
    private readonly handlers = new Map<string, Handler[]>();

    constructor(readonly options: Record<string, unknown>) {}

    on(event: string, handler: Handler) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
      return this;
    }

    emit(event: string, ...args: unknown[]) {
      this.sent.push([event, ...args]);
      const ack = args.at(-1);
      if (event === 'conversation:join' && typeof ack === 'function') ack({ ok: this.joinAnswer });
      return this;
    }

    connect() {
      this.active = true;
      return this;
    }

    disconnect() {
      if (this.connected) this.drop('io client disconnect');
      this.active = false;
      return this;
    }

    /** The server side: events it sends, connection, disconnection. */
    push(event: string, ...args: unknown[]) {
      for (const handler of this.handlers.get(event) ?? []) handler(...args);
    }

    accept() {
      this.connected = true;
      this.push('connect');
    }

    drop(reason: string) {
      this.connected = false;
      if (reason === 'io server disconnect' || reason === 'io client disconnect') this.active = false;
      this.push('disconnect', reason);
    }
  }
  const sockets: FakeSocket[] = [];
  return { FakeSocket, sockets };
});

vi.mock('socket.io-client', () => ({
  io: vi.fn((options: Record<string, unknown>) => {
    const socket = new fake.FakeSocket(options);
    fake.sockets.push(socket);
    return socket;
  }),
}));

/** Connects and returns the socket the module opened, accepted by the "server". */
async function connectAs(token: string) {
  await connectSocket(token);
  const socket = fake.sockets.at(-1);
  if (!socket) throw new Error('no socket opened');
  socket.accept();
  return socket;
}

const message = (conversationId: number, body: string): ConversationMessage => ({
  conversation_id: conversationId,
  message_id: 1,
  user_id: 2,
  body,
  created_at: '2026-11-23T10:00:00.000Z',
});

beforeEach(() => {
  useNotificationStore.getState().setHasUnread(false);
});

afterEach(() => {
  disconnectSocket();
  fake.sockets.length = 0;
});

describe('the live socket', () => {
  it('imports socket.io-client lazily: no static import weighs on the first page', () => {
    const staticImports = socketSource.match(/^import (?!type\b)[^;]*from 'socket\.io-client'/gm);
    expect(staticImports).toBeNull();
    expect(socketSource).toContain("await import('socket.io-client')");
  });

  it('connects to /socket.io over WebSocket with the ws_token as a query parameter', async () => {
    expect(fake.sockets).toHaveLength(0);
    await connectAs('ws-token-1');
    expect(fake.sockets).toHaveLength(1);
    expect(fake.sockets[0]?.options).toMatchObject({
      path: '/socket.io',
      query: { token: 'ws-token-1' },
      transports: ['websocket'],
      forceNew: true,
    });
    expect(isSocketActive()).toBe(true);
  });

  it('sets the notification flag from NotificationChannel', async () => {
    const socket = await connectAs('ws-token-1');
    socket.push('NotificationChannel', { unread: true });
    expect(useNotificationStore.getState().hasUnread).toBe(true);
    socket.push('NotificationChannel', { unread: false });
    expect(useNotificationStore.getState().hasUnread).toBe(false);
  });

  it('does nothing when asked again with the same token, and replaces the connection for a new one', async () => {
    const first = await connectAs('ws-token-1');
    await connectSocket('ws-token-1');
    expect(fake.sockets).toHaveLength(1);

    const second = await connectAs('ws-token-2');
    expect(fake.sockets).toHaveLength(2);
    expect(first.active).toBe(false);
    expect(second.options).toMatchObject({ query: { token: 'ws-token-2' } });
  });

  it('shares one opening between concurrent calls and drops one that a logout overtook', async () => {
    await Promise.all([connectSocket('ws-token-1'), connectSocket('ws-token-1')]);
    expect(fake.sockets).toHaveLength(1);
    disconnectSocket();

    const pending = connectSocket('ws-token-3');
    disconnectSocket();
    await pending;
    expect(fake.sockets.at(-1)?.active).toBe(false);
    expect(isSocketActive()).toBe(false);
  });

  it('disconnects on logout: no more events reach the app', async () => {
    const socket = await connectAs('ws-token-1');
    disconnectSocket();
    expect(socket.active).toBe(false);
    expect(isSocketActive()).toBe(false);
  });
});

describe('FetchUserChannel', () => {
  it('calls the registered refetch with the reason, until unregistered', async () => {
    const refetch = vi.fn();
    const unregister = onFetchUser(refetch);
    const socket = await connectAs('ws-token-1');
    socket.push('FetchUserChannel', { reason: 'settings' });
    expect(refetch).toHaveBeenCalledWith('settings');
    unregister();
    socket.push('FetchUserChannel', { reason: 'again' });
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('refetches when the server closes the socket (token changed), and reconnects on the next connectSocket', async () => {
    const refetch = vi.fn();
    const unregister = onFetchUser(refetch);
    const socket = await connectAs('ws-token-1');

    socket.drop('transport close');
    expect(refetch).not.toHaveBeenCalled();
    socket.accept();

    socket.drop('io server disconnect');
    expect(refetch).toHaveBeenCalledWith(SERVER_DISCONNECT_REASON);
    expect(socket.active).toBe(false);
    // Same token refetched (e.g. the server was shutting down): the same socket connects again.
    await connectSocket('ws-token-1');
    expect(socket.active).toBe(true);
    expect(fake.sockets).toHaveLength(1);
    unregister();
  });
});

describe('ConversationChannel', () => {
  it('joins a conversation, re-emits its messages to subscribers, rejoins after a reconnection, leaves', async () => {
    const socket = await connectAs('ws-token-1');
    const received: ConversationMessage[] = [];
    const unsubscribe = onConversationMessage((item) => received.push(item));

    expect(await joinConversation(5)).toBe(true);
    expect(socket.sent).toContainEqual(['conversation:join', 5, expect.any(Function)]);

    socket.push('ConversationChannel', message(5, 'Salut !'));
    socket.push('ConversationChannel', message(6, 'not joined'));
    expect(received.map((item) => item.body)).toEqual(['Salut !']);

    socket.drop('transport close');
    socket.sent.length = 0;
    socket.accept();
    expect(socket.sent).toEqual([['conversation:join', 5, expect.any(Function)]]);

    leaveConversation(5);
    expect(socket.sent).toContainEqual(['conversation:leave', 5]);
    socket.push('ConversationChannel', message(5, 'after leaving'));
    expect(received).toHaveLength(1);
    unsubscribe();
  });

  it('answers false when the server refuses, and keeps the room while another subscriber holds it', async () => {
    const socket = await connectAs('ws-token-1');
    socket.joinAnswer = false;
    expect(await joinConversation(9)).toBe(false);
    socket.joinAnswer = true;
    expect(await joinConversation(9)).toBe(true);
    leaveConversation(9);
    expect(socket.sent).not.toContainEqual(['conversation:leave', 9]);
    leaveConversation(9);
    expect(socket.sent).toContainEqual(['conversation:leave', 9]);
  });
});
