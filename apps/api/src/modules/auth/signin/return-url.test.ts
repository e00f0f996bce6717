import { describe, expect, it } from 'vitest';
import { describeDevice, describeIpArea, sameSiteReturnPath, withParam } from './return-url.ts';

const origin = 'https://shop.example.com';

describe('sameSiteReturnPath', () => {
  it('keeps paths and absolute URLs of this site', () => {
    expect(sameSiteReturnPath('/cart?x=1#top', origin)).toBe('/cart?x=1#top');
    expect(sameSiteReturnPath('https://shop.example.com/Personalcenter', origin)).toBe('/Personalcenter');
    expect(sameSiteReturnPath(' /a ', origin)).toBe('/a');
  });
  it('refuses other hosts, protocol-relative, backslashes, schemes and control characters', () => {
    for (const bad of [
      '//evil.com/x',
      '/\\evil.com',
      'https://evil.com/',
      'https://shop.example.com.evil.com/',
      'http://shop.example.com/',
      'javascript:alert(1)',
      '/a\nb',
      '',
      'evil.com',
      `/${'a'.repeat(1100)}`,
    ]) {
      expect(sameSiteReturnPath(bad, origin), bad).toBeNull();
    }
  });
});

describe('helpers', () => {
  it('appends a parameter before the hash', () => {
    expect(withParam('/a#h', 'state', 'x y')).toBe('/a?state=x%20y#h');
    expect(withParam('/a?b=1', 'state', 's')).toBe('/a?b=1&state=s');
  });
  it('describes devices and IP areas coarsely', () => {
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36')).toBe(
      '电脑 · Chrome · Windows',
    );
    expect(describeDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15')).toBe(
      '电脑 · Safari · macOS',
    );
    expect(describeIpArea('127.0.0.1')).toBe('本地网络');
    expect(describeIpArea('203.0.113.9')).toBe('IP 203.0.*.*');
  });
});
