/** Seed step 0007-delivery-live-ads. */
import type { Tx } from '../client.ts';

export async function seedServices(_tx: Tx, _read: <T>(name: string) => T): Promise<void> {}
