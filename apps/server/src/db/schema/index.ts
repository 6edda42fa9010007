export * from './file.ts';
export * from './message.ts';
export * from './oauth.ts';
export * from './permission.ts';
export * from './system.ts';
