export * from './member.ts';
export * from './auth.ts';
export * from './sys.ts';
