import { afterEach, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from './runtime-config';

describe('readRuntimeConfig', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reads the settings from the JSON block the server writes, with < written as \\u003c', () => {
    document.head.innerHTML =
      '<script type="application/json" id="app-config">' +
      '{"maintenance":true,"mapTileUrl":"https://tiles.example.net/{z}/{x}/{y}.png",' +
      '"supportPaymentUrl":"https://pay.example/?a=\\u003c/script>","exhibitionGymIds":[4],"version":"1.2.0",' +
      '"publicUrl":"https://cordee.example.org"}' +
      '</script>';
    expect(readRuntimeConfig(document)).toEqual({
      maintenance: true,
      mapTileUrl: 'https://tiles.example.net/{z}/{x}/{y}.png',
      supportPaymentUrl: 'https://pay.example/?a=</script>',
      exhibitionGymIds: [4],
      version: '1.2.0',
      publicUrl: 'https://cordee.example.org',
    });
  });

  it('keeps the defaults without a block or with a block it cannot read', () => {
    expect(readRuntimeConfig(document).mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    document.head.innerHTML = '<script type="application/json" id="app-config">{not json</script>';
    expect(readRuntimeConfig(document)).toMatchObject({ maintenance: false, version: 'dev' });
  });
});
