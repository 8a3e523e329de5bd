export * from './accounts';
export * from './community';
export * from './logbook';
export * from './outdoor';
export * from './platform';
