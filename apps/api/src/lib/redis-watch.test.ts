import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { RedisConnections } from './redis-watch';

/** A connection as ioredis reports it: a status and the events that change it. */
class FakeConnection extends EventEmitter {
  status = 'ready';

  drop(): void {
    this.status = 'reconnecting';
    this.emit('close');
    for (let attempt = 0; attempt < 20; attempt += 1) this.emit('error', new Error('connect ECONNREFUSED'));
  }

  back(): void {
    this.status = 'ready';
    this.emit('ready');
  }
}

function watched(count: number) {
  const lines: { level: string; message: string }[] = [];
  const connections = new RedisConnections(true, {
    warn: (_object, message) => lines.push({ level: 'warn', message }),
    info: (_object, message) => lines.push({ level: 'info', message }),
  });
  const clients = Array.from({ length: count }, (_, index) => {
    const client = new FakeConnection();
    connections.watch(client as unknown as Redis, `part-${index}`);
    return client;
  });
  return { connections, clients, lines };
}

describe('RedisConnections', () => {
  it('logs an outage of every connection once, and the recovery once when the last one is back', () => {
    const { connections, clients, lines } = watched(3);
    expect(connections.health()).toEqual({ configured: true, reachable: true });
    for (const client of clients) client.drop();
    for (const client of clients) client.drop();
    expect(connections.health()).toEqual({ configured: true, reachable: false });
    expect(lines).toEqual([{ level: 'warn', message: expect.stringMatching(/Redis unreachable/) }]);

    clients[0]?.back();
    clients[1]?.back();
    expect(lines).toHaveLength(1);
    expect(connections.reachable).toBe(false);
    clients[2]?.back();
    expect(lines).toEqual([
      { level: 'warn', message: expect.stringMatching(/Redis unreachable/) },
      { level: 'info', message: 'Redis reachable again' },
    ]);
    expect(connections.reachable).toBe(true);
  });

  it('counts a Redis that hangs (commands time out on an open connection) as away until one is answered', () => {
    const { connections, clients, lines } = watched(2);
    const hung = clients[0] as unknown as Redis;
    connections.commandFailed(hung, new Error('Command timed out'));
    connections.commandFailed(hung, new Error('Command timed out'));
    expect(connections.reachable).toBe(false);
    expect(lines).toEqual([{ level: 'warn', message: expect.stringMatching(/Redis unreachable/) }]);
    connections.commandSucceeded(hung);
    expect(connections.reachable).toBe(true);
    expect(lines.at(-1)).toEqual({ level: 'info', message: 'Redis reachable again' });
    expect(lines).toHaveLength(2);
  });

  it('says nothing once the node closes its connections on purpose', () => {
    const { connections, clients, lines } = watched(1);
    connections.stop();
    clients[0]?.drop();
    expect(lines).toEqual([]);
  });

  it('is never reachable when Redis is not configured', () => {
    const connections = new RedisConnections(false, { warn: () => {}, info: () => {} });
    expect(connections.health()).toEqual({ configured: false, reachable: false });
  });
});
