/** Tables of member binding, tags, visits, student and enterprise verification, email outbox (owned by apps/api/src/modules/member/binding and member/verification). Issue #6. */
export {};
