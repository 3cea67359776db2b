export * from './price';
export * from './phone';
export * from './time';
export * from './title';
