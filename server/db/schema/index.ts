// Every area's tables. Add one line per new schema file.
export * from './projects.ts';
export * from './system.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './platform.ts';
