import { IconLanguage } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { Anchor, Group, Stack, Title } from '../../../components/ui';
import { LEGAL_PATHS, type LegalLanguage } from './legal-paths';

interface LegalRelatedProps {
  /** The language the page is written in. */
  lng: LegalLanguage;
  /** Which legal page this is: it links to the same page in the other language. */
  page: 'terms' | 'cookies';
  /** The `legal` namespace fixed to `lng`. */
  t: TFunction;
  /** Text of the link to the other language version, written in that language. */
  otherLanguageLabel: string;
}

/** The end of a legal page: the same page in the other language, then the other legal pages. */
export function LegalRelated({ lng, page, t, otherLanguageLabel }: LegalRelatedProps) {
  const other: LegalLanguage = lng === 'fr' ? 'en' : 'fr';
  const paths = LEGAL_PATHS[lng];
  const otherPage = page === 'terms' ? 'cookies' : 'terms';

  return (
    <section>
      <Stack gap="sm">
        <Title order={2}>{t('related.title')}</Title>
        <Group gap="xs" wrap="nowrap">
          <IconLanguage size={18} aria-hidden />
          <Anchor to={LEGAL_PATHS[other][page]} lang={other} hrefLang={other} fw={600}>
            {otherLanguageLabel}
          </Anchor>
        </Group>
        <Anchor to={paths[otherPage]}>{t(`related.${otherPage}`)}</Anchor>
        <Anchor to="/privacy">{t('related.privacy')}</Anchor>
      </Stack>
    </section>
  );
}
