/**
 * The sandbox's key store: the providers' signing key pairs ('wxpay' platform, 'alipay',
 * 'unionpay', 'unionpayint') and, for a shop left on the sandbox with no keys configured,
 * the merchant's own pairs ('alipay:app', 'wxpay:merchant'; trust/provider-keys.ts). Made
 * once per database. Every worker tries to insert its own fresh pair and then reads the row that
 * won, so all processes sign with the same key.
 */
import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';

export interface GatewayKeyPair {
  serial: string;
  privatePem: string;
  publicPem: string;
}

const generate = promisify(generateKeyPair);

export function createSandboxKeys(database: Database) {
  const cache = new Map<string, Promise<GatewayKeyPair>>();

  async function load(method: string): Promise<GatewayKeyPair> {
    const k = schema.sandboxKeys;
    const read = async () => (await database.db.select().from(k).where(eq(k.method, method)))[0];
    const found = await read();
    if (found) return found;
    const { privateKey, publicKey } = await generate('rsa', { modulusLength: 2048 });
    await database.db
      .insert(k)
      .values({
        method,
        serial: randomBytes(20).toString('hex').toUpperCase(),
        privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      })
      .onConflictDoNothing();
    const row = await read();
    if (!row) throw new Error(`sandbox key for ${method} missing after insert`);
    return row;
  }

  return {
    of(method: string): Promise<GatewayKeyPair> {
      let p = cache.get(method);
      if (!p) {
        p = load(method);
        cache.set(method, p);
        p.catch(() => cache.delete(method));
      }
      return p;
    },
  };
}
export type SandboxKeys = ReturnType<typeof createSandboxKeys>;
