import { describe, expect, it } from 'vitest';
import { promisesFor, servicePromisePayloadSchema, type ServicePromisePayload } from './service-promises.ts';

const promise = (code: string, exceptFor: object = {}): ServicePromisePayload =>
  servicePromisePayloadSchema.parse({ code, title: code, summary: `${code} 说明`, href: '/shoppingMall/about', exceptFor });

const all = promise('genuine');
const noBespoke = promise('return-7d', { bespoke: true });
const noFridge = promise('pickup', { productTypes: ['fridge'] });
const noFridgeNoWasher = promise('install', { productTypes: ['fridge', 'washer'] });
const payloads = [all, noBespoke, noFridge, noFridgeNoWasher];
const phone = { name: '星辰 S25 Ultra', productType: 'phone' };
const fridge = { name: '星辰 对开门冰箱', productType: 'fridge' };
const washer = { name: '星辰 洗衣机', productType: 'washer' };

describe('promisesFor', () => {
  it('keeps every promise when no product is named and the purchase is not bespoke', () => {
    expect(promisesFor(payloads, [], false).map((p) => [p.code, p.except])).toEqual([
      ['genuine', []],
      ['return-7d', []],
      ['pickup', []],
      ['install', []],
    ]);
  });

  it('leaves the bespoke-excluded promise out of a bespoke purchase, whatever the products', () => {
    expect(promisesFor(payloads, [], true).map((p) => p.code)).toEqual(['genuine', 'pickup', 'install']);
    expect(promisesFor(payloads, [phone], true).map((p) => p.code)).not.toContain('return-7d');
  });

  it('leaves out a promise that covers none of the products, names the excepted ones when it covers some', () => {
    expect(promisesFor(payloads, [fridge], false).map((p) => p.code)).toEqual(['genuine', 'return-7d']);
    expect(promisesFor(payloads, [fridge, washer], false).map((p) => [p.code, p.except])).toEqual([
      ['genuine', []],
      ['return-7d', []],
      ['pickup', [fridge.name]],
    ]);
    const mixed = promisesFor(payloads, [phone, fridge, fridge, washer], false);
    expect(mixed.map((p) => [p.code, p.except])).toEqual([
      ['genuine', []],
      ['return-7d', []],
      ['pickup', [fridge.name]],
      ['install', [fridge.name, washer.name]],
    ]);
  });

  it('reads a payload without exceptions as covering everything, and refuses an unknown product type or an outside link', () => {
    expect(all.exceptFor).toEqual({ bespoke: false, productTypes: [] });
    expect(servicePromisePayloadSchema.safeParse({ ...all, exceptFor: { productTypes: ['spaceship'] } }).success).toBe(false);
    for (const href of ['https://example.com/', '//example.com/x', 'javascript:alert(1)', '/a b']) {
      expect(servicePromisePayloadSchema.safeParse({ ...all, href }).success, href).toBe(false);
    }
    expect(servicePromisePayloadSchema.safeParse({ ...all, title: '超过十二个字的很长很长的标题' }).success).toBe(false);
  });
});
