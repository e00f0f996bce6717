/**
 * A signed-in back-office staff member for the admin scenarios (issue #16): an account made as
 * `npm run admin:create` makes it (in the bench's database), signed in over HTTP and its one-time
 * password replaced, as the console does. Answers the Cookie header that carries the session.
 */
import { randomBytes } from 'node:crypto';
import { connect } from '@shop/db';
import { createStaffAccount } from '../../apps/api/src/modules/staff/index.ts';

export async function staffSessionCookie(o: { baseUrl: string; databaseUrl: string; role: string; signal: AbortSignal }): Promise<string> {
  const database = connect(o.databaseUrl, { max: 1, applicationName: 'shop-bench-staff' });
  let account: { name: string; password: string };
  try {
    account = await createStaffAccount(database, { name: `压测${randomBytes(3).toString('hex')}`, role: o.role, actor: 'bench' });
  } finally {
    await database.close();
  }
  const jar = new Map<string, string>();
  let csrf = '';
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const headers: Record<string, string> = { accept: 'application/json', 'x-csrf-token': csrf };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(o.baseUrl + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: o.signal });
    for (const sc of res.headers.getSetCookie()) {
      const pair = sc.split(';')[0]!;
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    csrf = res.headers.get('x-csrf-token') ?? csrf;
    const envelope = (await res.json()) as { success: boolean; message: string };
    if (!res.ok || !envelope.success) throw new Error(`${method} ${path}: ${res.status} ${envelope.message}`);
  };
  await call('GET', '/api/sys/comnmetd/getServerTimeStamp');
  await call('POST', '/api/admin/auth/login', { name: account.name, password: account.password });
  await call('POST', '/api/admin/auth/password', { currentPassword: account.password, newPassword: `Bench-${randomBytes(4).toString('hex')}-2026` });
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}
