/** Seed step 0004-product-detail. */
import type { Tx } from '../client.ts';

export async function seedProductDetail(_tx: Tx, _read: <T>(name: string) => T): Promise<void> {}
