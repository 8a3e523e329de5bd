import { CookiesArticle } from '../components/cookies-article';

/** /fr/cookie-et-mesure-d-audience: cookies and audience measurement in French, whatever the interface language. */
export default function CookiesFrPage() {
  return <CookiesArticle lng="fr" />;
}
