import { describe, expect, it } from 'vitest';
import { ERRORS, lookupError, WIRE_CODE, type ErrorCode } from '@shop/contracts/errors';
import { CLIENT_HANDLING } from './client-error-rules';

describe("the browser's error rules", () => {
  it('give every wire code the handling THE catalogue gives it (toast when absent)', () => {
    const wireCodes = (Object.keys(ERRORS) as ErrorCode[]).flatMap((code) => [code, ...(WIRE_CODE[code] ? [WIRE_CODE[code]] : [])]);
    for (const wire of wireCodes) {
      expect(Object.hasOwn(CLIENT_HANDLING, wire) ? CLIENT_HANDLING[wire] : 'toast', wire).toBe(lookupError(wire)?.handling ?? 'toast');
    }
    expect(Object.keys(CLIENT_HANDLING).every((wire) => lookupError(wire) !== undefined)).toBe(true);
  });

  it('are plain data (the client build ships them as JSON literals)', () => {
    expect(JSON.parse(JSON.stringify(CLIENT_HANDLING))).toEqual(CLIENT_HANDLING);
  });
});
