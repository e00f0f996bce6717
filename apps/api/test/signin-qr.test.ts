import { describe, expect, it } from 'vitest';
import type { QrLoginInfo, QrScanResponse, QrTokenResponse } from '@shop/contracts/signin';
import { Browser, fakeIp, signIn, useTestApi } from './harness.ts';

const t = useTestApi();
const base = '/api/auth/login/qrLogin';
const PC_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

async function pcWithToken() {
  const pc = await new Browser(t.baseUrl).prime();
  const r = await pc.get<QrTokenResponse>(`${base}/getQrToken`, { headers: { 'user-agent': PC_UA } });
  expect(r.status).toBe(200);
  return { pc, qr: r.body.data!, setCookie: r.headers.getSetCookie().join('\n') };
}
async function phone() {
  const b = new Browser(t.baseUrl);
  const { user } = await signIn(b);
  return { b, userNo: user.userNo };
}
const poll = (b: Browser, token: string) => b.get<QrScanResponse>(`${base}/getQrScan/${token}`);

describe('QR login', () => {
  it('signs the requesting PC in once after the phone scans and confirms', async () => {
    const { pc, qr, setCookie } = await pcWithToken();
    expect(qr.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(qr.confirmUrl).toBe(`${t.baseUrl}/user/login_confirm?token=${qr.token}`);
    expect(qr.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(qr.expiresInMs).toBe(120_000);
    expect(setCookie).toMatch(/qr_login_key=[^;]+;.*HttpOnly/i);
    expect((await poll(pc, qr.token)).body.data).toMatchObject({ status: 'waiting', signedIn: false, scannedBy: null });

    const ph = await phone();
    const info = await ph.b.get<QrLoginInfo>(`${base}/info/${qr.token}`);
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ status: 'waiting', device: '电脑 · Chrome · Windows' });
    expect(info.body.data!.ipArea).toMatch(/^IP \d+\.\d+\.\*\.\*$/);
    const scanned = await ph.b.post<QrLoginInfo>(`${base}/scan/${qr.token}`);
    expect(scanned.status).toBe(200);
    expect(scanned.body.data!.status).toBe('scanned');
    // Scanning twice by the same member is fine.
    expect((await ph.b.post(`${base}/scan/${qr.token}`)).status).toBe(200);
    expect((await poll(pc, qr.token)).body.data).toMatchObject({ status: 'scanned', signedIn: false });
    expect(pc.cookies.has('refresh_token')).toBe(false);

    const confirmed = await ph.b.post<QrLoginInfo>(`${base}/confirm/${qr.token}`, { action: 'confirm' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data!.status).toBe('confirmed');

    const collect = await poll(pc, qr.token);
    expect(collect.status).toBe(200);
    expect(collect.body.data).toMatchObject({ status: 'confirmed', signedIn: true });
    expect(pc.cookies.has('refresh_token')).toBe(true);
    const me = await pc.get<{ userNo: string }>('/api/member/member/memInfo');
    expect(me.status).toBe(200);
    expect(me.body.data!.userNo).toBe(ph.userNo);

    // A second collect gets nothing; the phone cannot reuse the token either.
    const again = await poll(pc, qr.token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ERR_QR_USED', message: '二维码已使用，请刷新二维码' });
    expect((await ph.b.post(`${base}/scan/${qr.token}`)).body.code).toBe('ERR_QR_USED');
    expect((await ph.b.post(`${base}/confirm/${qr.token}`, { action: 'cancel' })).body.code).toBe('ERR_QR_USED');
  });

  it('lets no other browser see or collect the token', async () => {
    const { qr } = await pcWithToken();
    const ph = await phone();
    await ph.b.post(`${base}/scan/${qr.token}`);
    await ph.b.post(`${base}/confirm/${qr.token}`, { action: 'confirm' });
    // A browser without the key, one with its own key, and the phone itself: all 404, nothing signed in.
    const stranger = await new Browser(t.baseUrl).prime();
    const other = (await pcWithToken()).pc;
    for (const b of [stranger, other, ph.b]) {
      const r = await poll(b, qr.token);
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ code: 'ERR_QR_TOKEN_INVALID', message: '二维码不存在或已失效，请刷新二维码' });
    }
    expect(stranger.cookies.has('refresh_token')).toBe(false);
    expect(other.cookies.has('refresh_token')).toBe(false);
  });

  it('expires after 2 minutes: the PC sees expired, the phone is refused', async () => {
    const { pc, qr } = await pcWithToken();
    const ph = await phone();
    t.clock.offsetMs += 121_000;
    expect((await poll(pc, qr.token)).body.data).toMatchObject({ status: 'expired', signedIn: false, expiresInMs: 0 });
    const late = await ph.b.post(`${base}/scan/${qr.token}`);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'ERR_QR_EXPIRED', message: '二维码已失效，请刷新二维码' });
    expect((await ph.b.get<QrLoginInfo>(`${base}/info/${qr.token}`)).body.data!.status).toBe('expired');
  });

  it('a scanned token cannot be confirmed after expiry', async () => {
    const { pc, qr } = await pcWithToken();
    const ph = await phone();
    await ph.b.post(`${base}/scan/${qr.token}`);
    t.clock.offsetMs += 121_000;
    expect((await ph.b.post(`${base}/confirm/${qr.token}`, { action: 'confirm' })).body.code).toBe('ERR_QR_EXPIRED');
    expect((await poll(pc, qr.token)).body.data!.status).toBe('expired');
    expect(pc.cookies.has('refresh_token')).toBe(false);
  });

  it('cancelled on the phone: the PC sees cancelled and is not signed in', async () => {
    const { pc, qr } = await pcWithToken();
    const ph = await phone();
    await ph.b.post(`${base}/scan/${qr.token}`);
    const c = await ph.b.post<QrLoginInfo>(`${base}/confirm/${qr.token}`, { action: 'cancel' });
    expect(c.body.data!.status).toBe('cancelled');
    expect((await poll(pc, qr.token)).body.data).toMatchObject({ status: 'cancelled', signedIn: false });
    expect(pc.cookies.has('refresh_token')).toBe(false);
    const r = await ph.b.post(`${base}/confirm/${qr.token}`, { action: 'confirm' });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'ERR_QR_CANCELLED', message: '登录已取消，请刷新二维码' });
  });

  it('one member per token; confirm needs a scan; visitors and bad input are refused', async () => {
    const { qr } = await pcWithToken();
    const a = await phone();
    const b = await phone();
    const early = await a.b.post(`${base}/confirm/${qr.token}`, { action: 'confirm' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'ERR_QR_NOT_SCANNED', message: '请先扫描二维码' });
    await a.b.post(`${base}/scan/${qr.token}`);
    for (const r of [await b.b.post(`${base}/scan/${qr.token}`), await b.b.post(`${base}/confirm/${qr.token}`, { action: 'confirm' })]) {
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({ code: 'ERR_QR_OTHER_MEMBER', message: '该二维码已被其他账号扫描' });
    }
    const bad = await a.b.post(`${base}/confirm/${qr.token}`, { action: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('操作类型不正确');

    const visitor = await new Browser(t.baseUrl).prime();
    await visitor.post('/api/auth/login/anonymous/token', {});
    for (const r of [
      await visitor.post(`${base}/scan/${qr.token}`),
      await visitor.get(`${base}/info/${qr.token}`),
      await visitor.post(`${base}/confirm/${qr.token}`, { action: 'confirm' }),
    ]) {
      expect(r.status).toBe(401);
      expect(r.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const malformed = await a.b.post(`${base}/scan/${encodeURIComponent('not a token!')}`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('二维码不存在或已失效，请刷新二维码');
    const unknown = await a.b.post(`${base}/scan/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('ERR_QR_TOKEN_INVALID');
  });

  it('limits new QR tokens per IP (429 with Retry-After)', async () => {
    // Stand at the start of a one-minute window so all 21 calls fall in it.
    t.clock.offsetMs = 60_000 - (Date.now() % 60_000) + 500;
    const b = await new Browser(t.baseUrl, fakeIp()).prime();
    for (let i = 0; i < 20; i++) expect((await b.get(`${base}/getQrToken`)).status).toBe(200);
    const limited = await b.get(`${base}/getQrToken`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ code: 'E_RATE_LIMITED', data: { retryAfter: expect.any(Number) } });
    // Another address is not affected.
    expect((await new Browser(t.baseUrl, fakeIp()).get(`${base}/getQrToken`)).status).toBe(200);
  });
});
