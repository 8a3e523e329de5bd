import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { Map as LeafletMap } from 'leaflet';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useMap } from 'react-leaflet';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enCommon from '../../locales/en/common.json';
import frCommon from '../../locales/fr/common.json';
import { BaseMap } from './base-map';

let i18n: I18n;
let leafletMap: LeafletMap | null = null;

function KeepMap() {
  leafletMap = useMap();
  return null;
}

function renderMap(props: { topLevelLinks?: boolean } = {}) {
  return render(
    <I18nextProvider i18n={i18n}>
      <BaseMap label="Carte" center={[45, 5]} {...props}>
        <KeepMap />
      </BaseMap>
    </I18nextProvider>,
  );
}

const leafletCredit = (container: HTMLElement) =>
  container.querySelector<HTMLAnchorElement>('.leaflet-control-attribution a[href="https://leafletjs.com"]');

beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'fr',
    resources: { fr: { common: frCommon }, en: { common: enCommon } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
});

afterEach(async () => {
  cleanup();
  leafletMap = null;
  await i18n.changeLanguage('fr');
});

describe('the map’s own controls', () => {
  it('speak French on a French page: zoom buttons, the credit’s tooltip and a popup’s close button', async () => {
    const { container } = renderMap();
    const zoomIn = await screen.findByRole('button', { name: 'Zoom avant' });
    expect(zoomIn.getAttribute('title')).toBe('Zoom avant');
    expect(screen.getByRole('button', { name: 'Zoom arrière' }).getAttribute('title')).toBe('Zoom arrière');
    expect(screen.queryByRole('button', { name: 'Zoom in' })).toBeNull();
    expect(leafletCredit(container)?.title).toBe('Une bibliothèque JavaScript de cartes interactives');

    act(() => {
      leafletMap?.openPopup('Céüse', [45, 5]);
    });
    expect(screen.getByRole('button', { name: 'Fermer la bulle' })).toBeTruthy();
  });

  it('follow a change of language', async () => {
    const { container } = renderMap({ topLevelLinks: true });
    await screen.findByRole('button', { name: 'Zoom avant' });
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zoom in' }).getAttribute('title')).toBe('Zoom in'));
    expect(screen.getAllByRole('button', { name: /^Zoom/ })).toHaveLength(2);
    expect(leafletCredit(container)?.title).toBe('A JavaScript library for interactive maps');
    // Inside another site's frame, the credit still leaves the frame.
    expect(leafletCredit(container)?.target).toBe('_top');
  });
});
