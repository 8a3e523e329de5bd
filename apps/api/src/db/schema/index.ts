export * from './accounts';
export * from './catalogue';
export * from './community';
export * from './indoor';
export * from './logbook';
export * from './media';
export * from './outdoor';
export * from './platform';
