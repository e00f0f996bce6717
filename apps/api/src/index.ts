export { createApp, type CreateAppOptions } from './app.ts';
export { DEFAULT_API_CONFIG, type ApiConfig } from './config.ts';
export { createClock, type Clock } from './platform/clock.ts';
export { createJobs, type JobRunner } from './platform/jobs.ts';
export { createPublicDataWatch, type PublicDataWatch } from './platform/public-data.ts';
export { createLocalSmsSender } from './adapters/sms/local-sms-sender.ts';
export type { SmsSender } from './adapters/sms/sms-sender.ts';
export type { ApiDeps } from './platform/types.ts';
