/** Seed step 0005-marketing. */
import type { Tx } from '../client.ts';

export async function seedMarketing(_tx: Tx, _read: <T>(name: string) => T): Promise<void> {}
