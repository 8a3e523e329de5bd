export * from './accounts';
export * from './community';
export * from './outdoor';
export * from './platform';
export * from './logbook';
