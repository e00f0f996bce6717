/** Tables of star coin and star diamonds (owned by apps/api/src/modules/member/stars). Issue #6. */
export {};
