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
    clock.offsetMs = 61_000;
    expect(await signer.verify(token)).toEqual({ ok: false, reason: 'expired' });
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

  it('checks what jose checked: the algorithm, the signature before the claims, nbf, exp as a number', async () => {
    const clock = createClock();
    const signer = createTokenSigner(SECRET, clock);
    const key = new TextEncoder().encode(`access:${SECRET}`);
    const now = Math.floor(clock.nowMs() / 1000);
    const claims = { typ: 'member', sid: 's' };
    const signed = (header: { alg: string }, build: (j: SignJWT) => SignJWT) =>
      build(new SignJWT(claims).setProtectedHeader(header).setSubject('U1').setIssuer('shop')).sign(key);
    // Another HMAC algorithm with the same key, a token not yet valid, one without exp, another issuer.
    expect(await signer.verify(await signed({ alg: 'HS512' }, (j) => j.setExpirationTime(now + 60)))).toEqual({ ok: false, reason: 'invalid' });
    expect(await signer.verify(await signed({ alg: 'HS256' }, (j) => j.setExpirationTime(now + 60).setNotBefore(now + 30)))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await signer.verify(await signed({ alg: 'HS256' }, (j) => j))).toEqual({ ok: false, reason: 'invalid' });
    expect(await signer.verify(await signed({ alg: 'HS256' }, (j) => j.setExpirationTime(now + 60).setIssuer('other')))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    // Valid ones: with nbf now, and with jose's own iat.
    expect(
      (
        await signer.verify(
          await signed({ alg: 'HS256' }, (j) =>
            j
              .setExpirationTime(now + 60)
              .setNotBefore(now)
              .setIssuedAt(now),
          ),
        )
      ).ok,
    ).toBe(true);
    // Expired says so only when the signature is right; a padded or extended signature is not the signature.
    const expired = await signed({ alg: 'HS256' }, (j) => j.setExpirationTime(now - 1));
    expect(await signer.verify(expired)).toEqual({ ok: false, reason: 'expired' });
    const [h, p, s] = expired.split('.');
    expect(await signer.verify(`${h}.${p}.${s!.slice(0, -1)}${s!.at(-1) === 'A' ? 'B' : 'A'}`)).toEqual({ ok: false, reason: 'invalid' });
    const { token } = await signer.sign({ sub: 'U1', typ: 'member', sid: 's' }, 60);
    expect((await signer.verify(`${token}=`)).ok).toBe(false);
    expect((await signer.verify(`${token}.x`)).ok).toBe(false);
    expect((await signer.verify(token.replace('.', '..'))).ok).toBe(false);
  });
});
