/** The ranking's texts (`locales/{fr,en}/gym-ranking.json`), loaded with its page. */
export const RANKING_NAMESPACE = 'gym-ranking';
