import type { Locale, Photo } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { VisuallyHiddenText } from '../../../../components/plain-ui';
import { ExternalAnchor, Text } from '../../../../components/ui';
import { licenceDeed } from '../lib/licences';
import { PHOTOS_NAMESPACE } from '../lib/photo-texts';

/**
 * Whom the photo is credited to and under which licence, named in words: `© Marie Dupont · CC BY-SA 4.0`, the
 * licence a link to its deed when it is a Creative Commons one (in the reader's language).
 */
export function PhotoCredit({ photo }: { photo: Pick<Photo, 'author' | 'licence'> }) {
  const { t, i18n } = useTranslation(PHOTOS_NAMESPACE);
  const locale: Locale = i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
  const deed = licenceDeed(photo.licence, locale);
  const licence = t(`licences.${photo.licence}`);
  return (
    <Text size="sm" data-testid="photo-credit">
      {photo.licence === 'cc0'
        ? t('credit.publicDomain', { author: photo.author })
        : t('credit.by', { author: photo.author })}
      {' · '}
      {deed ? (
        <ExternalAnchor href={deed} rel="license noopener" target="_blank" data-testid="photo-licence">
          {licence}
          <VisuallyHiddenText>{t('credit.newTab')}</VisuallyHiddenText>
        </ExternalAnchor>
      ) : (
        <span data-testid="photo-licence">{licence}</span>
      )}
    </Text>
  );
}
