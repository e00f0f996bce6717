import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTokenSigner } from './tokens.ts';
import { createClock } from './clock.ts';

const SECRET = 'unit-test-secret-0123456789abcdefghijklmnop';

describe('access tokens', () => {
  it('round-trips member and anonymous claims', async () => {
    const clock = createClock();
    const signer = createTokenSigner(SECRET, clock);
    const before = clock.nowMs();
    const m = await signer.sign({ sub: 'U123', typ: 'member', sid: 'sess-1' }, 60);
    expect(await signer.verify(m.token)).toMatchObject({ ok: true, claims: { sub: 'U123', typ: 'member', sid: 'sess-1' } });
    // JWT times are whole seconds: exp is 60 s after the signing second.
    expect(m.expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 60_000);
    expect(m.expiresAt).toBeLessThanOrEqual(clock.nowMs() + 60_000);
    const a = await signer.sign({ sub: 'Aabc', typ: 'anonymous' }, 60);
    expect(await signer.verify(a.token)).toMatchObject({ ok: true, claims: { sub: 'Aabc', typ: 'anonymous' } });
  });

  it('says expired once the server clock passes exp', async () => {
    const clock = createClock();
    const signer = createTokenSigner(SECRET, clock);
    const { token } = await signer.sign({ sub: 'U1', typ: 'member', sid: 's' }, 60);
    const verifiedBefore = await signer.sign({ sub: 'U2', typ: 'member', sid: 's' }, 60);
    expect((await signer.verify(verifiedBefore.token)).ok).toBe(true);
    clock.offsetMs = 61_000;
    expect(await signer.verify(token)).toEqual({ ok: false, reason: 'expired' });
    // A token verified while valid is not trusted past its expiry either.
    expect(await signer.verify(verifiedBefore.token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('rejects tokens signed with another key, tampered, unsigned, or with wrong claims', async () => {
    const clock = createClock();
    const signer = createTokenSigner(SECRET, clock);
    const other = await createTokenSigner('another-secret-0123456789abcdefghijklmnop', clock).sign({ sub: 'U1', typ: 'member', sid: 's' }, 60);
    expect(await signer.verify(other.token)).toEqual({ ok: false, reason: 'invalid' });
    const { token } = await signer.sign({ sub: 'U1', typ: 'member', sid: 's' }, 60);
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: 'U2' })).toString('base64url')}.${s}`;
    expect((await signer.verify(tampered)).ok).toBe(false);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${p}.`;
    expect((await signer.verify(none)).ok).toBe(false);
    const key = new TextEncoder().encode(`access:${SECRET}`);
    const noSid = await new SignJWT({ typ: 'member' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('U1')
      .setIssuer('shop')
      .setExpirationTime('1h')
      .sign(key);
    expect((await signer.verify(noSid)).ok).toBe(false);
    const badTyp = await new SignJWT({ typ: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('U1')
      .setIssuer('shop')
      .setExpirationTime('1h')
      .sign(key);
    expect((await signer.verify(badTyp)).ok).toBe(false);
  });
});
