/**
 * What the agreements module needs from other modules, declared here and satisfied
 * structurally by app.ts (the member module's members service).
 */
import type { ApiContext, AuthState } from '../../platform/types.ts';

/** The member module's members service: the signed-in member's id. */
export interface AgreementMembers {
  requireOfAuth(auth: AuthState): Promise<{ id: number }>;
}

export interface AgreementsNeeds {
  ctx: ApiContext;
  members: AgreementMembers;
}
