export * from './client.ts';
export * from './migrate.ts';
export * from './embedded.ts';
export * from './seed/index.ts';
export * as schema from './schema/index.ts';
export * from './public-data-changes.ts';
export * from './advisory-lock.ts';
