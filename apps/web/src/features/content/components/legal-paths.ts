/** The fixed-language legal pages (docs/conventions.md): each language has its own path. */
export const LEGAL_PATHS = {
  fr: { terms: '/fr/conditions-d-utilisation', cookies: '/fr/cookie-et-mesure-d-audience' },
  en: { terms: '/en/terms-of-use', cookies: '/en/cookie-and-audience-measurement' },
} as const;

export type LegalLanguage = keyof typeof LEGAL_PATHS;

/** The legal pages matching the interface language (French unless English is chosen). */
export function legalPathsFor(language: string | undefined) {
  return LEGAL_PATHS[language?.startsWith('en') ? 'en' : 'fr'];
}
