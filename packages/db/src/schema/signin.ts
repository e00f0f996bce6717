/** Tables of QR sign-in tokens and mini-program sessions (owned by apps/api/src/modules/auth/signin). Issue #6. */
export {};
