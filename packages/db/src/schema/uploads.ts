/** Pictures members upload (reviews, avatars, after-sales evidence). @owner uploads (apps/api/src/modules/uploads). */
import { bigint, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Node Buffer (Drizzle 0.45 has no built-in bytea column). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/**
 * Uploaded pictures, stored as their re-encoded WebP bytes. Only what passed every check is
 * written (one INSERT after decoding and re-encoding), so a rejected file leaves no row. The id
 * is 16 random bytes in base64url: the public address /media/uploads/{id}.webp is unguessable.
 * purpose: avatar | review | after-sales. A picture belongs to its uploader (member_id).
 */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    id: text('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    purpose: text('purpose', { enum: ['avatar', 'review', 'after-sales'] }).notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** SHA-256 of the stored bytes (hex): the ETag. */
    sha256: text('sha256').notNull(),
    /** Format of the file as sent (jpeg, png, webp, gif), for the record. */
    sourceFormat: text('source_format').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploaded_images_member_idx').on(t.memberId, t.purpose, t.createdAt)],
);
