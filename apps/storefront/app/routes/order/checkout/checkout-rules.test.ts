/** The checkout page's pure rules: where the lines come from, the invoice as typed, date labels, the cashier address. */
import { describe, expect, it } from 'vitest';
import { sourceFromUrl, variantFromPath } from './checkout-source';
import { EMPTY_INVOICE, invoiceOf } from './invoice-draft';
import { dateLabel } from './DeliveryDateSection';
import { cashierUrl } from './submit-order';

describe('checkout source and variant', () => {
  it('reads a buy-now token, else the cart', () => {
    expect(sourceFromUrl(new URL('https://shop.test/order/acorderInfo?buyNow=abc.def.ghi'))).toEqual({ type: 'buyNow', token: 'abc.def.ghi' });
    expect(sourceFromUrl(new URL('https://shop.test/order/orderInfo'))).toEqual({ type: 'cart' });
    expect(sourceFromUrl(new URL('https://shop.test/order/orderInfo?buyNow='))).toEqual({ type: 'cart' });
  });
  it('names the variant from the last path segment, /order or /appOrder alike', () => {
    expect(variantFromPath('/order/ttmOrderInfo')).toBe('ttmOrderInfo');
    expect(variantFromPath('/appOrder/acorderInfo')).toBe('acorderInfo');
    expect(variantFromPath('/order/YouMakeOrderInfo')).toBe('YouMakeOrderInfo');
    expect(variantFromPath('/appOrder/orderInfo')).toBe('orderInfo');
  });
});

describe('invoice draft', () => {
  it('no invoice is null and never an error', () => {
    expect(invoiceOf(EMPTY_INVOICE)).toEqual({ invoice: null, errors: {} });
  });
  it('personal: 个人 by default, an empty e-mail left out, a bad one refused', () => {
    expect(invoiceOf({ ...EMPTY_INVOICE, wanted: true }).invoice).toEqual({ type: 'personal', title: '个人' });
    expect(invoiceOf({ ...EMPTY_INVOICE, wanted: true, email: 'x@' }).errors.email).toBe('请输入正确的邮箱地址');
    expect(invoiceOf({ ...EMPTY_INVOICE, wanted: true, personalTitle: ' ' }).errors.title).toBe('请输入发票抬头');
  });
  it('company: name and a valid tax number (check character verified), upper-cased', () => {
    const company = { ...EMPTY_INVOICE, wanted: true, type: 'company' as const, companyTitle: '星辰科技有限公司' };
    expect(invoiceOf({ ...company, taxNo: '91350100M000100Y44' }).errors.taxNo).toBe('纳税人识别号格式不正确');
    expect(invoiceOf({ ...company, taxNo: '' }).errors.taxNo).toBe('纳税人识别号格式不正确');
    expect(invoiceOf({ ...company, companyTitle: '', taxNo: '91350100M000100Y43' }).errors.title).toBe('请输入单位名称');
    expect(invoiceOf({ ...company, taxNo: '91350100m000100y43', email: 'a@b.cn' }).invoice).toEqual({
      type: 'company',
      title: '星辰科技有限公司',
      taxNo: '91350100M000100Y43',
      email: 'a@b.cn',
    });
  });
});

describe('labels and addresses', () => {
  it('labels calendar dates with the weekday, whatever the machine time zone', () => {
    expect(dateLabel('2026-11-24')).toBe('11月24日 周二');
    expect(dateLabel('2027-01-03')).toBe('1月3日 周日');
  });
  it('sends a placed order to the cashier with the chosen method', () => {
    expect(cashierUrl('123456789012345678', 'alipay')).toBe('/order/wxpay?ordNo=123456789012345678&method=alipay');
  });
});
