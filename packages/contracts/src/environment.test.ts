import { describe, expect, it } from 'vitest';
import { resolveEnvironment, platformSegment } from './environment.ts';

const UA = {
  chromeWin: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; SM-S9280) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  harmonyPhone:
    'Mozilla/5.0 (Phone; OpenHarmony 4.2; HarmonyOS 4.2) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  wechatBrowser:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN',
  wechatMiniProgram:
    'Mozilla/5.0 (Linux; Android 14; PJD110) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160117 MMWEBSDK/20240404 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64 miniProgram/wx1234567890',
  alipayMiniProgram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Ariver/1.1.0 AliApp(AP/10.6.10.6000) Nebula WK RVKType(1) AlipayDefined(nt:WIFI,ws:390|844|3.0) AlipayClient/10.6.10.6000 Language/zh-Hans Region/CN NebulaX/1.0.0 MiniProgram',
  ownApp: 'Mozilla/5.0 (Linux; Android 14; SM-S9280) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 BrandShopApp/5.2.0',
};

describe('environment detection', () => {
  it.each([
    ['chromeWin', 'pc', 'pc'],
    ['safariMac', 'pc', 'pc'],
    ['iphone', 'mobile', 'mobile'],
    ['androidPhone', 'mobile', 'mobile'],
    ['harmonyPhone', 'mobile', 'mobile'],
    ['ipad', 'mobile', 'pad'],
    ['androidTablet', 'mobile', 'pad'],
    ['wechatBrowser', 'mobile', 'mobile'],
    ['wechatMiniProgram', 'wxApp', 'mobile'],
    ['alipayMiniProgram', 'aliApp', 'mobile'],
    ['ownApp', 'app', 'mobile'],
  ] as const)('%s → env %s, device %s', (ua, env, device) => {
    expect(resolveEnvironment(UA[ua])).toEqual({ env, device });
  });

  it('treats a missing user agent as a PC', () => {
    expect(resolveEnvironment(undefined)).toEqual({ env: 'pc', device: 'pc' });
  });

  it('lets the query override env and device, ignoring unknown values', () => {
    expect(resolveEnvironment(UA.chromeWin, new URLSearchParams('env=app'))).toEqual({ env: 'app', device: 'mobile' });
    expect(resolveEnvironment(UA.iphone, new URLSearchParams('env=pc&device=pc'))).toEqual({ env: 'pc', device: 'pc' });
    expect(resolveEnvironment(UA.iphone, new URLSearchParams('device=pad'))).toEqual({ env: 'mobile', device: 'pad' });
    expect(resolveEnvironment(UA.iphone, new URLSearchParams('env=hacker&device=toaster'))).toEqual({ env: 'mobile', device: 'mobile' });
  });

  it('maps environments to the API platform segment', () => {
    expect(platformSegment('pc')).toBe('pc');
    expect(platformSegment('mobile')).toBe('h5');
    expect(platformSegment('wxApp')).toBe('h5');
    expect(platformSegment('aliApp')).toBe('h5');
    expect(platformSegment('app')).toBe('app');
  });
});
