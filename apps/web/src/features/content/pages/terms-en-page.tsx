import { TermsArticle } from '../components/terms-article';

/** /en/terms-of-use: the terms of use in English, whatever the interface language. */
export default function TermsEnPage() {
  return <TermsArticle lng="en" />;
}
