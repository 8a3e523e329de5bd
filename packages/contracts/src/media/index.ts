export * from './link';
export * from './media-page-meta';
export * from './media-pages';
export * from './media-targets';
export * from './photo';
export * from './video';
export * from './video-url';
