/** Settings the server writes into the HTML (`<meta name="app-config">`), so one build serves any installation. */
export interface RuntimeConfig {
  maintenance: boolean;
  mapTileUrl: string;
  supportPaymentUrl: string | null;
  exhibitionGymIds: number[];
  version: string;
}

const DEFAULTS: RuntimeConfig = {
  maintenance: false,
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  supportPaymentUrl: null,
  exhibitionGymIds: [],
  version: 'dev',
};

function metaContent(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
}

function readConfig(): RuntimeConfig {
  const raw = metaContent('app-config');
  if (!raw) return DEFAULTS;
  try {
    return { ...DEFAULTS, ...(JSON.parse(raw) as Partial<RuntimeConfig>) };
  } catch {
    return DEFAULTS;
  }
}

export const runtimeConfig: RuntimeConfig = readConfig();

/** The web app's own API key, written by the server into the page (never baked into the bundle). */
export function apiAccessToken(): string {
  return metaContent('api-access-token') ?? '';
}
