// Generated from ../endpoints/sys.ts by `npm run generate:endpoint-refs`: do not edit.
import type { sysEndpoints as sysDefinitions } from '../endpoints/sys.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const sysEndpoints = {
  serverTime: ref<typeof sysDefinitions.serverTime>('GET', '/api/sys/comnmetd/getServerTimeStamp'),
  serverTimePost: ref<typeof sysDefinitions.serverTimePost>('POST', '/api/sys/comnmetd/getServerTimeStamp'),
  config: ref<typeof sysDefinitions.config>('GET', '/api/sys/app/sys/config'),
};
