export * from './edited-section';
export * from './lines';
export * from './rules';
export * from './tree';
export * from './generator-url';
export * from './defaults';
export * from './blank-label';
