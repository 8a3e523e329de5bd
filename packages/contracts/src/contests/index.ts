export * from './contest';
export * from './contest-page-meta';
export * from './contest-pages';
export * from './contests.endpoints';
export * from './enums';
export * from './participants';
export * from './result';
export * from './results';
