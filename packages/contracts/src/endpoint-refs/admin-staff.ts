// Generated from ../endpoints/admin-staff.ts by `npm run generate:endpoint-refs`: do not edit.
import type { adminStaffEndpoints as adminStaffDefinitions } from '../endpoints/admin-staff.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const adminStaffEndpoints = {
  list: ref<typeof adminStaffDefinitions.list>('GET', '/api/admin/staff'),
  create: ref<typeof adminStaffDefinitions.create>('POST', '/api/admin/staff'),
  changeRole: ref<typeof adminStaffDefinitions.changeRole>('POST', '/api/admin/staff/:id/role'),
  disable: ref<typeof adminStaffDefinitions.disable>('POST', '/api/admin/staff/:id/disable'),
  enable: ref<typeof adminStaffDefinitions.enable>('POST', '/api/admin/staff/:id/enable'),
  resetPassword: ref<typeof adminStaffDefinitions.resetPassword>('POST', '/api/admin/staff/:id/reset-password'),
  roles: ref<typeof adminStaffDefinitions.roles>('GET', '/api/admin/roles'),
  setRolePermissions: ref<typeof adminStaffDefinitions.setRolePermissions>('PUT', '/api/admin/roles/:code/permissions'),
};
