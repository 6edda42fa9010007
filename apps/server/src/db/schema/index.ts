export * from './bill-rule.ts';
export * from './file.ts';
export * from './message.ts';
export * from './oauth.ts';
export * from './permission.ts';
export * from './schedule-task.ts';
export * from './system.ts';
export * from './system-log.ts';
