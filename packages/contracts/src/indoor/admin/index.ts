export * from './admin-tools';
export * from './dashboard';
export * from './grades';
export * from './report';
export * from './structure';
export * from './team';
