export * from './comparable-products';
export * from './section-lines';
export * from './section-model';
