import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEPT_CLIMBER_KEY } from '../platform/session/kept-climber';
import { SESSION_MARK, SESSION_NAME_PROPERTY } from '../platform/session/session-marks';
import { SESSION_STORAGE_KEY } from '../platform/session/token-store';
import { storeName } from '../stores/persist';

// The built page's head marks a device with a session and a hub trail before the first paint
// (docs/decisions/029): it reads the storage keys the web app writes, which it cannot import.
const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
const script = html.match(/<script>(\(\(\)=>\{[^<]*data-session[\s\S]*?)<\/script>/)?.[1] ?? '';

const TOKENS = JSON.stringify({ token: 'a.b.c', refresh_token: 'refresh' });

function runBootstrap(storage: Record<string, string>) {
  const root = document.documentElement;
  root.removeAttribute(SESSION_MARK);
  root.removeAttribute('data-trail');
  root.style.removeProperty(SESSION_NAME_PROPERTY);
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  new Function(script)();
  return {
    session: root.hasAttribute(SESSION_MARK),
    name: root.style.getPropertyValue(SESSION_NAME_PROPERTY) || null,
    trail: root.hasAttribute('data-trail'),
  };
}

afterEach(() => localStorage.clear());

describe('the session bootstrap of index.html', () => {
  it('marks a device holding a session, with the kept climber first name for CSS', () => {
    expect(
      runBootstrap({
        [SESSION_STORAGE_KEY]: TOKENS,
        [KEPT_CLIMBER_KEY]: JSON.stringify({ uuid: 'u', first_name: 'Léa "la" Grimpe' }),
      }),
    ).toEqual({ session: true, name: '"Léa \\"la\\" Grimpe"', trail: false });
  });

  it('marks a session without a kept climber, and nothing for a visitor or a broken storage', () => {
    expect(runBootstrap({ [SESSION_STORAGE_KEY]: TOKENS })).toEqual({ session: true, name: null, trail: false });
    expect(runBootstrap({})).toEqual({ session: false, name: null, trail: false });
    expect(runBootstrap({ [SESSION_STORAGE_KEY]: '{not json', [KEPT_CLIMBER_KEY]: 'null' })).toEqual({
      session: false,
      name: null,
      trail: false,
    });
    expect(runBootstrap({ [SESSION_STORAGE_KEY]: JSON.stringify({ token: 'a.b.c' }) }).session).toBe(false);
  });

  it('marks a device whose hub trail holds a hub, as the environment store keeps it', () => {
    const trail = (hubs: unknown[]) => JSON.stringify({ state: { hubs }, version: 0 });
    expect(runBootstrap({ [storeName('environment')]: trail([{ hub: '/outdoor', page: '/outdoor' }]) }).trail).toBe(
      true,
    );
    expect(runBootstrap({ [storeName('environment')]: trail([]) }).trail).toBe(false);
  });
});
