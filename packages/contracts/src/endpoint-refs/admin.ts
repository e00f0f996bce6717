// Generated from ../endpoints/admin.ts by `npm run generate:endpoint-refs`: do not edit.
import type { adminAuthEndpoints as adminAuthDefinitions } from '../endpoints/admin.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const adminAuthEndpoints = {
  login: ref<typeof adminAuthDefinitions.login>('POST', '/api/admin/auth/login'),
  logout: ref<typeof adminAuthDefinitions.logout>('POST', '/api/admin/auth/logout'),
  me: ref<typeof adminAuthDefinitions.me>('GET', '/api/admin/auth/me'),
  changePassword: ref<typeof adminAuthDefinitions.changePassword>('POST', '/api/admin/auth/password'),
  totpEnrol: ref<typeof adminAuthDefinitions.totpEnrol>('POST', '/api/admin/auth/totp/enrol'),
  totpConfirm: ref<typeof adminAuthDefinitions.totpConfirm>('POST', '/api/admin/auth/totp/confirm'),
  totpDisable: ref<typeof adminAuthDefinitions.totpDisable>('POST', '/api/admin/auth/totp/disable'),
};
