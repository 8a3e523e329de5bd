export * from './analytics';
export * from './ascent';
export * from './climbing-session';
export * from './consensus';
export * from './enums';
export * from './grade-buckets';
export * from './import';
export * from './my-map';
