import { TermsArticle } from '../components/terms-article';

/** /fr/conditions-d-utilisation: the terms of use in French, whatever the interface language. */
export default function TermsFrPage() {
  return <TermsArticle lng="fr" />;
}
