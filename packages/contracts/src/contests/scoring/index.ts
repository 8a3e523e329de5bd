export * from './category-fit';
export * from './combine';
export * from './qualification';
export * from './rank-step';
export * from './types';
