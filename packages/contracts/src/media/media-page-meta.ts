import type { Locale } from '../platform/locale';
import type { PageMeta } from '../platform/page-types';

/**
 * Titles and descriptions of the media pages. A photo's, a video's and a record's photos pages get their record's
 * name from the server in the HTML and from the page on navigation; these are the fallbacks.
 */
export const MEDIA_PAGE_META = {
  fr: {
    homeMedia: { title: 'Mes médias', description: 'Les photos et les vidéos que vous avez partagées.' },
    homeMediaPhotos: {
      title: 'Mes photos',
      description: 'Les photos que vous avez partagées, la plus récente d’abord.',
    },
    homeMediaVideos: {
      title: 'Mes vidéos',
      description: 'Les vidéos que vous avez partagées, la plus récente d’abord.',
    },
    photo: { title: 'Photo', description: 'Une photo partagée par un grimpeur.' },
    video: { title: 'Vidéo', description: 'Une vidéo d’escalade partagée par un grimpeur.' },
    areaPhotos: { title: 'Photos de la zone', description: 'Les photos de la zone d’escalade.' },
    cragSectorPhotos: { title: 'Photos du secteur', description: 'Les photos du secteur.' },
    cragPhotos: { title: 'Photos du site', description: 'Les photos du site d’escalade.' },
    cragLinks: {
      title: 'Liens du site',
      description: 'Des pages ailleurs sur le site d’escalade : topos, clubs, récits.',
    },
    photoNew: { title: 'Ajouter des photos', description: 'Partagez vos photos.' },
    photoEdit: {
      title: 'Modifier la photo',
      description: 'Modifiez la description, le crédit ou la licence d’une photo.',
    },
    videoNew: {
      title: 'Ajouter une vidéo',
      description: 'Partagez une vidéo YouTube, Vimeo, Dailymotion, Instagram ou TikTok.',
    },
    videoEdit: { title: 'Modifier la vidéo', description: 'Modifiez l’adresse ou la description d’une vidéo.' },
    linkNew: { title: 'Ajouter un lien', description: 'Ajoutez un lien vers une page utile.' },
    linkEdit: { title: 'Modifier le lien', description: 'Modifiez un lien.' },
    comment: { title: 'Commentaire', description: 'Un commentaire et ses réponses.' },
    commentEdit: { title: 'Modifier le commentaire', description: 'Modifiez le texte de votre commentaire.' },
    commentNew: { title: 'Commenter', description: 'Écrivez un commentaire.' },
    reportNew: {
      title: 'Signaler un contenu',
      description: 'Signalez aux administrateurs un contenu qui enfreint les règles.',
    },
  },
  en: {
    homeMedia: { title: 'My media', description: 'The photos and videos you shared.' },
    homeMediaPhotos: { title: 'My photos', description: 'The photos you shared, the newest first.' },
    homeMediaVideos: { title: 'My videos', description: 'The videos you shared, the newest first.' },
    photo: { title: 'Photo', description: 'A photo shared by a climber.' },
    video: { title: 'Video', description: 'A climbing video shared by a climber.' },
    areaPhotos: { title: 'Area photos', description: 'The photos of the climbing area.' },
    cragSectorPhotos: { title: 'Sector photos', description: 'The photos of the sector.' },
    cragPhotos: { title: 'Crag photos', description: 'The photos of the crag.' },
    cragLinks: { title: 'Crag links', description: 'Pages elsewhere about the crag: guides, clubs, trip reports.' },
    photoNew: { title: 'Add photos', description: 'Share your photos.' },
    photoEdit: { title: 'Edit the photo', description: "Change a photo's description, credit or licence." },
    videoNew: { title: 'Add a video', description: 'Share a YouTube, Vimeo, Dailymotion, Instagram or TikTok video.' },
    videoEdit: { title: 'Edit the video', description: "Change a video's address or description." },
    linkNew: { title: 'Add a link', description: 'Add a link to a useful page.' },
    linkEdit: { title: 'Edit the link', description: 'Change a link.' },
    comment: { title: 'Comment', description: 'A comment and its replies.' },
    commentEdit: { title: 'Edit the comment', description: 'Change the text of your comment.' },
    commentNew: { title: 'Comment', description: 'Write a comment.' },
    reportNew: { title: 'Report content', description: 'Tell the administrators about content that breaks the rules.' },
  },
} as const satisfies Record<Locale, Record<string, PageMeta>>;
