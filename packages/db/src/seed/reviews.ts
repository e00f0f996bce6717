/** Seed step 0006-reviews-trade-in. */
import type { Tx } from '../client.ts';

export async function seedReviews(_tx: Tx, _read: <T>(name: string) => T): Promise<void> {}
