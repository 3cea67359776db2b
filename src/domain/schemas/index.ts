export * from './ad-input';
export * from './messages';
