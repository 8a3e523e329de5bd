import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../../lib/session-store';
import { climber } from '../../../../testing/catalogue-fixtures';
import { renderMediaPart, topoLink } from '../../shared/media-test-kit';
import { hostOf } from './link-form';
import { LinkList } from './link-list';

afterEach(() => {
  cleanup();
  useSessionStore.setState({ user: null, status: 'anonymous' });
});

const other = { ...topoLink, id: 52, name: 'Récit', url: 'http://blog.example.org/ceuse', host: 'blog.example.org' };

describe('a record’s links', () => {
  it.each(['fr', 'en'])('open elsewhere as the climbers’ own links, with their host (%s)', async (language) => {
    const missing: string[] = [];
    await renderMediaPart(<LinkList links={[topoLink, { ...other, description: null, user: null }]} />, {
      language,
      missing,
    });
    const items = screen.getAllByTestId('link-item');
    expect(items).toHaveLength(2);
    const anchor = within(items[0] as HTMLElement).getByTestId('link-anchor');
    expect(anchor.getAttribute('href')).toBe(topoLink.url);
    expect(anchor.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.textContent).toContain('Topo du club');
    expect(anchor.textContent).toContain(language === 'fr' ? 's’ouvre dans un nouvel onglet' : 'opens in a new tab');
    expect(within(items[0] as HTMLElement).getByTestId('link-host').textContent).toBe('club-alpin-gap.example');
    expect(items[0]?.textContent).toContain('mis à jour chaque printemps');
    expect(within(items[1] as HTMLElement).getByTestId('link-host').textContent).toBe('blog.example.org');
    expect(missing).toEqual([]);
  });

  it('offers editing to its author and to site administrators only', async () => {
    await renderMediaPart(<LinkList links={[topoLink]} />);
    expect(screen.queryByTestId('link-edit-link')).toBeNull();
    cleanup();
    useSessionStore.getState().setUser({ ...climber, uuid: '5d3c1f9e-2b7a-4c1e-8f00-000000000001' });
    await renderMediaPart(<LinkList links={[topoLink]} />);
    expect(screen.queryByTestId('link-edit-link')).toBeNull();
    cleanup();
    useSessionStore.getState().setUser({ ...climber });
    await renderMediaPart(<LinkList links={[topoLink]} />);
    expect(screen.getByTestId('link-edit-link').getAttribute('href')).toBe('/links/51/edit');
    cleanup();
    useSessionStore.getState().setUser({ ...climber, uuid: '5d3c1f9e-2b7a-4c1e-8f00-000000000001', super_admin: true });
    await renderMediaPart(<LinkList links={[topoLink]} />);
    expect(screen.getByTestId('link-edit-link').getAttribute('href')).toBe('/links/51/edit');
  });
});

describe('the host a typed address leads to', () => {
  it('is the address’s host without www, for web addresses only', () => {
    expect(hostOf('https://www.Example.org/page?x=1')).toBe('example.org');
    expect(hostOf(' http://topo.example/ ')).toBe('topo.example');
    expect(hostOf('ftp://example.org/file')).toBeNull();
    expect(hostOf('javascript:alert(1)')).toBeNull();
    expect(hostOf('example.org')).toBeNull();
  });
});
