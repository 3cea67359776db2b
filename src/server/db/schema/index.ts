export * from './users';
export * from './sessions';
export * from './ads';
export * from './ad-images';
export * from './job-runs';
export * from './moderation';
