import type { Locale, PageMeta } from '@climb/contracts';
import { MEDIA_PAGE_META } from '@climb/contracts/media/media-page-meta';

/** The words before a commented record's name in a comment's page title (as the server writes it). */
const COMMENT_ON = { fr: 'Commentaire sur', en: 'Comment on' } as const;

/**
 * `/comments/{id}`: `Commentaire sur Céüse`, the head the server writes into the page's HTML (the API's media page
 * heads), written again once the page is live so that it keeps its title (docs/decisions/027).
 */
export function commentPageHead(locale: Locale, comment: { target: { name: string } }): PageMeta {
  return {
    title: `${COMMENT_ON[locale]} ${comment.target.name}`,
    description: MEDIA_PAGE_META[locale].comment.description,
  };
}
