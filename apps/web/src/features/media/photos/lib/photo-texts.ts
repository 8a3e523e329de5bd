/** The namespace of the photos' texts: the gallery, the viewer, the upload and edit forms (`media-photos.json`). */
export const PHOTOS_NAMESPACE = 'media-photos';
