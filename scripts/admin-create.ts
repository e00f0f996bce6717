/**
 * `npm run admin:create -- --name 张三 --role 超级管理员`: creates a staff account of the back
 * office and prints its one-time password, to be changed at the first sign-in (no default
 * password ships). Works on DATABASE_URL when set, else on the embedded database of `npm start`
 * (DATA_DIR, default .data): the running one if the shop is up, else it starts it for the command.
 * Migrations are applied first, so it also works before the shop's first start.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { connect, runMigrations, runningEmbeddedPostgresUrl, startEmbeddedPostgres, type EmbeddedPostgres } from '@shop/db';
import { createStaffAccount, StaffAccountError } from '../apps/api/src/modules/staff/index.ts';
import { STAFF_ROLES, staffRoleOf } from '@shop/contracts/staff';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = `用法：npm run admin:create -- --name <账号> --role <角色>\n角色：${Object.values(STAFF_ROLES).join('、')}`;

async function main(): Promise<number> {
  let values: { name?: string; role?: string };
  try {
    ({ values } = parseArgs({ options: { name: { type: 'string' }, role: { type: 'string' } }, strict: true }));
  } catch {
    console.error(USAGE);
    return 2;
  }
  if (!values.name || !values.role || !staffRoleOf(values.role)) {
    console.error(USAGE);
    return 2;
  }

  let embedded: EmbeddedPostgres | undefined;
  let url = process.env.DATABASE_URL || undefined;
  if (!url) {
    const pgDir = path.join(path.resolve(root, process.env.DATA_DIR || '.data'), 'pg');
    url = runningEmbeddedPostgresUrl(pgDir);
    if (!url) {
      embedded = await startEmbeddedPostgres({ dataDir: pgDir, log: () => {} });
      url = embedded.url;
    }
  }
  const database = connect(url, { max: 2 });
  try {
    await runMigrations(database);
    const account = await createStaffAccount(database, {
      name: values.name,
      role: values.role,
      actor: `命令行 admin:create（${os.userInfo().username}@${os.hostname()}）`,
    });
    console.log(`已创建员工账号：${account.name}（${account.roleName}），编号 ${account.id}`);
    console.log(`一次性密码：${account.password}`);
    console.log('此密码只显示这一次；首次登录后须立即修改密码。');
    return 0;
  } catch (err) {
    if (err instanceof StaffAccountError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

process.exitCode = await main();
