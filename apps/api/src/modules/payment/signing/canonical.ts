/**
 * The string Alipay-style and HMAC-style gateways sign: the form's parameters sorted by
 * name as `k=v&…`, leaving out the signature fields and empty values (as Alipay does).
 */
export type Params = Record<string, string>;

export function canonicalString(params: Params, exclude: readonly string[] = ['sign', 'sign_type']): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}
