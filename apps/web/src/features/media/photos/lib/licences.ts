import type { Locale, PhotoLicence } from '@climb/contracts';

/** The deed of each Creative Commons licence a photo may be shared under (version 4.0; CC0 1.0). */
const DEEDS: Partial<Record<PhotoLicence, string>> = {
  cc_by: 'https://creativecommons.org/licenses/by/4.0/',
  cc_by_sa: 'https://creativecommons.org/licenses/by-sa/4.0/',
  cc_by_nc: 'https://creativecommons.org/licenses/by-nc/4.0/',
  cc_by_nc_sa: 'https://creativecommons.org/licenses/by-nc-sa/4.0/',
  cc_by_nd: 'https://creativecommons.org/licenses/by-nd/4.0/',
  cc0: 'https://creativecommons.org/publicdomain/zero/1.0/',
};

/** The licence's deed in the reader's language (`…/by/4.0/deed.fr`); null for "all rights reserved". */
export function licenceDeed(licence: PhotoLicence, locale: Locale): string | null {
  const deed = DEEDS[licence];
  return deed ? `${deed}deed.${locale}` : null;
}
