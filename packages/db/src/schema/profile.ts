/** Tables of uploads (avatars, review pictures) and profile history (owned by apps/api/src/modules/member/profile and modules/uploads). Issue #6. */
export {};
