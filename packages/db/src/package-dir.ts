/**
 * This package's folder (migrations/, seed/), found by module resolution rather than from this
 * file's own address, so it is right both from the TypeScript source and from the server's
 * ahead-of-time bundle (apps/server/dist), where import.meta.url names the bundle.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

export const DB_PACKAGE_DIR = path.dirname(createRequire(import.meta.url).resolve('@shop/db/package.json'));
