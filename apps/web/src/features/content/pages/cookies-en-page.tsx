import { CookiesArticle } from '../components/cookies-article';

/** /en/cookie-and-audience-measurement: cookies and audience measurement in English, whatever the interface language. */
export default function CookiesEnPage() {
  return <CookiesArticle lng="en" />;
}
