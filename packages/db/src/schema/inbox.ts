/** Tables of system messages, after-sales requests, enterprise purchase, trade-in orders, support (owned by apps/api/src/modules/member/inbox). Issue #6. */
export {};
