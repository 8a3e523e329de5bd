/** The namespace of the media pages' texts (videos, links, the climber's media, a record's media section). */
export const MEDIA_NAMESPACE = 'media';
