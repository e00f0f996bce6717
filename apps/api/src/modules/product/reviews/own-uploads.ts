/**
 * Which review pictures are the member's own uploads: reads the uploads module's table
 * (uploaded_images, purpose 'review') inside the review's transaction, since that module
 * offers no service for it. A picture is named by its address /media/uploads/{id}.webp.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '@shop/db';

const UPLOAD_URL = /^\/media\/uploads\/([A-Za-z0-9_-]{8,64})\.webp$/;

/** True when every URL is one of the member's review uploads (an empty list is fine). */
export async function areOwnReviewUploads(tx: Tx, memberId: number, urls: readonly string[]): Promise<boolean> {
  if (urls.length === 0) return true;
  const ids = urls.map((u) => UPLOAD_URL.exec(u)?.[1]);
  if (ids.some((id) => !id)) return false;
  const unique = [...new Set(ids as string[])];
  if (unique.length !== ids.length) return false;
  const found = await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM uploaded_images WHERE member_id = ${memberId} AND purpose = 'review' AND id IN (${sql.join(
      unique.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return (found.rows[0]?.n ?? 0) === unique.length;
}
