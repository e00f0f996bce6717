// Generated from ../endpoints/uploads.ts by `npm run generate:endpoint-refs`: do not edit.
import type { uploadEndpoints as uploadDefinitions } from '../endpoints/uploads.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const uploadEndpoints = {
  upload: ref<typeof uploadDefinitions.upload>('POST', '/api/sys/upload'),
};
