export * from './ad-input';
export * from './messages';
export * from './settings';
export * from './text';
export * from './chat';
export * from './saved-search';
export * from './push';
export * from './seller';
