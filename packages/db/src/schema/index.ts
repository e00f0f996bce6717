export * from './member.ts';
export * from './auth.ts';
export * from './sys.ts';
export * from './catalog.ts';
export * from './cms.ts';
export * from './cart.ts';
export * from './marketing.ts';
export * from './services.ts';
