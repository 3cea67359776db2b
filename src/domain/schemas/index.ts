export * from './ad-input';
export * from './messages';
export * from './settings';
export * from './saved-search';
export * from './push';
