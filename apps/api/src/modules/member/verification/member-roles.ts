/**
 * Adds / removes a route role ('student', 'enterprise') on members.roles. The members table
 * belongs to the member module; this is the one narrow write the verification flows need
 * (members.roles is read per request by the cart, checkout and the role guard).
 */
import { and, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';

type Executor = Pick<Database['db'], 'update'>;

export async function addMemberRole(db: Executor, memberId: number, role: 'student' | 'enterprise', now: Date): Promise<void> {
  await db
    .update(schema.members)
    .set({ roles: sql`array_append(${schema.members.roles}, ${role}::text)`, updatedAt: now })
    .where(and(eq(schema.members.id, memberId), sql`NOT (${role}::text = ANY(${schema.members.roles}))`));
}

export async function removeMemberRole(db: Executor, memberId: number, role: 'student' | 'enterprise', now: Date): Promise<void> {
  await db
    .update(schema.members)
    .set({ roles: sql`array_remove(${schema.members.roles}, ${role}::text)`, updatedAt: now })
    .where(and(eq(schema.members.id, memberId), sql`${role}::text = ANY(${schema.members.roles})`));
}
