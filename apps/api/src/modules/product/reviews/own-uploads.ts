/**
 * Which review pictures are the member's own uploads, checked through the uploads module
 * inside the review's transaction. A picture is named by its address /media/uploads/{id}.webp.
 */
import type { Tx } from '@shop/db';
import { uploadIdOf } from '@shop/contracts/profile';
import { findOwnedUploads } from '../../uploads/index.ts';

/** True when every URL is one of the member's review uploads, each once (an empty list is fine). */
export async function areOwnReviewUploads(tx: Tx, memberId: number, urls: readonly string[]): Promise<boolean> {
  if (urls.length === 0) return true;
  const ids = urls.map(uploadIdOf);
  if (ids.some((id) => !id)) return false;
  const unique = [...new Set(ids as string[])];
  if (unique.length !== ids.length) return false;
  const owned = await findOwnedUploads(tx, memberId, unique, 'review');
  return owned.length === unique.length;
}
