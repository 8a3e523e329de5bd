import {
  type ClientToServerEvents,
  type ServerToClientEvents,
  SOCKET_PATH,
  SOCKET_TOKEN_PARAM,
} from '@climb/contracts';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

type Payload<Event extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[Event]>[0];

/** A socket.io-client as the web app opens it (`?token=<ws_token>`, WebSocket), not yet connected. */
export function openSocket(
  baseUrl: string,
  wsToken: string | null,
  options: Partial<ManagerOptions & SocketOptions> = {},
): TestSocket {
  return io(baseUrl, {
    path: SOCKET_PATH,
    query: wsToken === null ? {} : { [SOCKET_TOKEN_PARAM]: wsToken },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    autoConnect: false,
    ...options,
  });
}

/** Resolves once connected; rejects with the server's refusal on `connect_error`. */
export function connected(socket: TestSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
    socket.connect();
  });
}

/** Everything `socket` receives on `event` from now on, in order (read it with `vi.waitFor`). */
export function record<Event extends keyof ServerToClientEvents>(socket: TestSocket, event: Event): Payload<Event>[] {
  const received: Payload<Event>[] = [];
  // The typed `on` wants the exact listener type of each event; a recorder serves them all.
  (socket as unknown as Socket).on(event as string, (payload: Payload<Event>) => {
    received.push(payload);
  });
  return received;
}

/** Resolves with the reason the socket is disconnected. */
export function disconnection(socket: TestSocket): Promise<string> {
  return new Promise((resolve) => {
    if (!socket.connected) return resolve('not connected');
    socket.once('disconnect', (reason) => resolve(reason));
  });
}

export function joinConversation(socket: TestSocket, conversationId: unknown): Promise<{ ok: boolean }> {
  return new Promise((resolve) => {
    socket.emit('conversation:join', conversationId as number, resolve);
  });
}
