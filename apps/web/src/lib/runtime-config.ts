/**
 * Settings the server writes into the HTML (`<script type="application/json" id="app-config">`), so one
 * build serves any installation. A JSON block is data a browser never runs: no Content-Security-Policy
 * hash needed (docs/decisions/021).
 */
export interface RuntimeConfig {
  maintenance: boolean;
  mapTileUrl: string;
  supportPaymentUrl: string | null;
  exhibitionGymIds: number[];
  version: string;
  /** The site's public address (`PUBLIC_URL`), the same on the server and in the browser. */
  publicUrl: string;
}

const DEFAULTS: RuntimeConfig = {
  maintenance: false,
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  supportPaymentUrl: null,
  exhibitionGymIds: [],
  version: 'dev',
  publicUrl: '',
};

function metaContent(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
}

/** The settings of the page's `app-config` block; the defaults without one (`npm run dev`, tests). */
export function readRuntimeConfig(page: Document | undefined = globalThis.document): RuntimeConfig {
  const raw = page?.getElementById('app-config')?.textContent;
  if (!raw) return DEFAULTS;
  try {
    return { ...DEFAULTS, ...(JSON.parse(raw) as Partial<RuntimeConfig>) };
  } catch {
    return DEFAULTS;
  }
}

export const runtimeConfig: RuntimeConfig = readRuntimeConfig();

/** The web app's own API key, written by the server into the page (never baked into the bundle). */
export function apiAccessToken(): string {
  return metaContent('api-access-token') ?? '';
}
