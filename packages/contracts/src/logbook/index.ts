export * from './analytics';
export * from './ascent';
export * from './consensus';
export * from './csv';
export * from './enums';
export * from './import';
export * from './my-map';
export * from './sessions';
