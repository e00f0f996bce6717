/** The signed-in staff member for components: re-renders when a sign-in, /me or a password change replaces the profile. */
import { useSyncExternalStore } from 'react';
import type { StaffPermission, StaffProfile } from '@shop/contracts/staff';
import { currentProfile, onProfileChange } from './providers.ts';

export function useProfile(): StaffProfile | null {
  return useSyncExternalStore(onProfileChange, currentProfile);
}

export const can = (p: StaffProfile | null, permission: StaffPermission) => Boolean(p?.permissions.includes(permission));
