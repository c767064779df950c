// Every area's tables. Add one line per new schema file.
export * from './projects.ts';
export * from './system.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './integrations.ts';
export * from './organisations.ts';
export * from './project-access.ts';
export * from './enforcer.ts';
export * from './notifications.ts';
export * from './platform.ts';
export * from './commerce.ts';
export * from './tasks.ts';
export * from './help.ts';
export * from './billing.ts';
