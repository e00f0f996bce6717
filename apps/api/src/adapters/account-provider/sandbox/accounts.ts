/**
 * Accounts of the sandbox providers: demo accounts (seeded once) and those made through the
 * join form. Passwords are stored as scrypt hashes.
 */
import { randomBytes, randomUUID, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const a = schema.accountProviderSandboxAccounts;

export type SandboxRealm = 'account' | 'enterprise';
export type SandboxAccount = typeof a.$inferSelect;

/** Demo accounts the sandbox screens list (spec: demo accounts of the stand-in provider). */
export const DEMO_ACCOUNTS: Array<{
  realm: SandboxRealm;
  loginId: string;
  password: string;
  phone: string | null;
  name: string;
  companyCode?: string;
  companyName?: string;
}> = [
  { realm: 'account', loginId: '13800138000', password: 'Demo1234', phone: '13800138000', name: '星辰体验用户' },
  {
    realm: 'enterprise',
    loginId: 'zhangwei@xctech.example',
    password: 'Ent12345',
    phone: '13900139001',
    name: '张伟',
    companyCode: 'XCTECH',
    companyName: '星辰科技（深圳）有限公司',
  },
  {
    realm: 'enterprise',
    loginId: 'lina@hxbank.example',
    password: 'Ent12345',
    phone: '13900139002',
    name: '李娜',
    companyCode: 'HXBANK',
    companyName: '华夏示例银行',
  },
  { realm: 'enterprise', loginId: 'guest@partner.example', password: 'Ent12345', phone: '13900139003', name: '访客' },
];

async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 32);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

async function checkPassword(password: string, stored: string): Promise<boolean> {
  const [kind, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}

export function createSandboxAccounts(database: Database) {
  const { db } = database;
  let seeded: Promise<void> | undefined;

  const api = {
    /** Inserts the demo accounts once per database (conflicts ignored). */
    seedDemo(): Promise<void> {
      seeded ??= (async () => {
        for (const d of DEMO_ACCOUNTS) {
          await db
            .insert(a)
            .values({
              realm: d.realm,
              loginId: d.loginId,
              subject: `${d.realm === 'account' ? 'acc' : 'ent'}-demo-${d.loginId.replace(/[^a-z0-9]/gi, '').slice(0, 24)}`,
              passwordHash: await hashPassword(d.password),
              phoneNumber: d.phone,
              name: d.name,
              companyCode: d.companyCode ?? null,
              companyName: d.companyName ?? null,
            })
            .onConflictDoNothing();
        }
      })().catch((err: unknown) => {
        seeded = undefined;
        throw err;
      });
      return seeded;
    },

    async bySubject(subject: string): Promise<SandboxAccount | undefined> {
      const [row] = await db.select().from(a).where(eq(a.subject, subject)).limit(1);
      return row;
    },

    async byLogin(realm: SandboxRealm, loginId: string): Promise<SandboxAccount | undefined> {
      const [row] = await db
        .select()
        .from(a)
        .where(and(eq(a.realm, realm), eq(a.loginId, loginId.trim().toLowerCase())))
        .limit(1);
      return row;
    },

    async byPhone(realm: SandboxRealm, phone: string): Promise<SandboxAccount | undefined> {
      const [row] = await db
        .select()
        .from(a)
        .where(and(eq(a.realm, realm), eq(a.phoneNumber, phone)))
        .limit(1);
      return row;
    },

    /** The account when login and password match, else undefined (same answer for both failures). */
    async authenticate(realm: SandboxRealm, loginId: string, password: string): Promise<SandboxAccount | undefined> {
      const acc = await api.byLogin(realm, loginId);
      if (!acc) {
        await hashPassword(password); // same cost either way
        return undefined;
      }
      return (await checkPassword(password, acc.passwordHash)) ? acc : undefined;
    },

    /** Join: a new account; 'taken' when the login id or the phone number is in use. */
    async create(
      realm: SandboxRealm,
      input: { loginId: string; password: string; phone: string; name: string; companyCode?: string; companyName?: string },
    ): Promise<SandboxAccount | 'taken'> {
      const loginId = input.loginId.trim().toLowerCase();
      if ((await api.byLogin(realm, loginId)) || (await api.byPhone(realm, input.phone))) return 'taken';
      const [row] = await db
        .insert(a)
        .values({
          realm,
          loginId,
          subject: `${realm === 'account' ? 'acc' : 'ent'}-${randomUUID()}`,
          passwordHash: await hashPassword(input.password),
          phoneNumber: input.phone,
          name: input.name,
          companyCode: input.companyCode ?? null,
          companyName: input.companyName ?? null,
        })
        .onConflictDoNothing()
        .returning();
      return row ?? 'taken';
    },

    /** Account-modify: a new display name and / or password, after the current password. */
    async modify(acc: SandboxAccount, change: { name?: string; password?: string }): Promise<void> {
      await db
        .update(a)
        .set({
          ...(change.name ? { name: change.name } : {}),
          ...(change.password ? { passwordHash: await hashPassword(change.password) } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(a.id, acc.id));
    },
  };
  return api;
}

export type SandboxAccounts = ReturnType<typeof createSandboxAccounts>;
