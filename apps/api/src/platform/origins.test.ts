import { describe, expect, it } from 'vitest';
import { createOrigins } from './origins.ts';

const listening = (address: { address: string; family: string; port: number } | null) => ({ server: { address: () => address } }) as never;

describe('origins', () => {
  it('self() is the listen address, a wildcard one on loopback', () => {
    expect(createOrigins(listening({ address: '0.0.0.0', family: 'IPv4', port: 3000 }), undefined).self()).toBe('http://127.0.0.1:3000');
    expect(createOrigins(listening({ address: '::', family: 'IPv6', port: 3000 }), undefined).self()).toBe('http://127.0.0.1:3000');
    expect(createOrigins(listening({ address: '127.0.0.1', family: 'IPv4', port: 41234 }), undefined).self()).toBe('http://127.0.0.1:41234');
    expect(createOrigins(listening({ address: '::1', family: 'IPv6', port: 8080 }), undefined).self()).toBe('http://[::1]:8080');
  });

  it('public() is PUBLIC_URL (its origin only), else the listen address', () => {
    const server = listening({ address: '0.0.0.0', family: 'IPv4', port: 3000 });
    expect(createOrigins(server, 'https://shop.example.com/').public()).toBe('https://shop.example.com');
    expect(createOrigins(server, 'https://shop.example.com/some/path').public()).toBe('https://shop.example.com');
    expect(createOrigins(server, undefined).public()).toBe('http://localhost:3000');
    expect(createOrigins(listening({ address: '127.0.0.1', family: 'IPv4', port: 3100 }), undefined).public()).toBe('http://127.0.0.1:3100');
  });

  it('refuses to guess before the server listens', () => {
    expect(() => createOrigins(listening(null), undefined).self()).toThrow(/not listening/);
  });
});
