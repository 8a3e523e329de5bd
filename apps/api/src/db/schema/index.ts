export * from './accounts';
export * from './community';
export * from './platform';
