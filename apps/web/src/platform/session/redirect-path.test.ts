import { describe, expect, it } from 'vitest';
import { safeRedirectPath, signInPath } from './redirect-path';

describe('safeRedirectPath', () => {
  it('keeps a local path with its query and hash', () => {
    expect(safeRedirectPath('/home/settings/general')).toBe('/home/settings/general');
    expect(safeRedirectPath('/notifications?page=2#top')).toBe('/notifications?page=2#top');
    expect(safeRedirectPath('/crags/1/c%C3%A9%C3%BCse')).toBe('/crags/1/c%C3%A9%C3%BCse');
  });

  it('refuses anything that leaves the site', () => {
    for (const value of [
      'https://evil.example/home',
      '//evil.example/home',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      ' /home',
      '/\t/evil.example',
      'home',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirectPath(value), String(value)).toBeNull();
    }
  });

  it('never returns to a session page, which would ask to sign in again', () => {
    expect(safeRedirectPath('/sign-in?redirect=%2Fhome')).toBeNull();
    expect(safeRedirectPath('/sign-up')).toBeNull();
    expect(safeRedirectPath('/new-password?token=abc')).toBeNull();
  });

  it('reads back what signInPath wrote', () => {
    const target = new URL(signInPath('/home/settings?x=1&y=2'), 'http://localhost').searchParams.get('redirect');
    expect(safeRedirectPath(target)).toBe('/home/settings?x=1&y=2');
  });
});
