/**
 * Request environment (spec 1, 4): where the shop runs — pc, mobile, the in-house app's
 * web view, or a mini-program web view (wxApp, aliApp) — and on what device.
 * Derived once per request from the user agent; `?env=` and `?device=` override.
 */
export const ENVIRONMENTS = ['pc', 'mobile', 'app', 'wxApp', 'aliApp'] as const;
export type ShopEnvironment = (typeof ENVIRONMENTS)[number];
export const DEVICES = ['mobile', 'pad', 'pc'] as const;
export type Device = (typeof DEVICES)[number];

/** The in-house app adds this token to its web view's user agent. */
export const APP_UA_TOKEN = 'BrandShopApp';

export function detectDevice(ua: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|SM-T\d|SM-X\d|MatePad|HarmonyOS.*Tablet|Android(?!.*Mobile)/i.test(ua)) return 'pad';
  if (/Mobi|iPhone|iPod|Android|HarmonyOS|Windows Phone|MicroMessenger|AlipayClient/i.test(ua)) return 'mobile';
  return 'pc';
}

export function detectEnvironment(ua: string): ShopEnvironment {
  // Mini-programs first: their web views also carry the host app's token (MicroMessenger).
  if (/miniProgram/i.test(ua) && /MicroMessenger/i.test(ua)) return 'wxApp';
  if (/AlipayClient/i.test(ua) && /MiniProgram|AliApp\(AP/i.test(ua)) return 'aliApp';
  if (ua.includes(APP_UA_TOKEN)) return 'app';
  return detectDevice(ua) === 'pc' ? 'pc' : 'mobile';
}

export interface RequestEnvironment {
  env: ShopEnvironment;
  device: Device;
}

export function resolveEnvironment(ua: string | undefined | null, query?: URLSearchParams): RequestEnvironment {
  const agent = ua ?? '';
  const envParam = query?.get('env');
  const deviceParam = query?.get('device');
  const env = (ENVIRONMENTS as readonly string[]).includes(envParam ?? '') ? (envParam as ShopEnvironment) : detectEnvironment(agent);
  let device = (DEVICES as readonly string[]).includes(deviceParam ?? '') ? (deviceParam as Device) : detectDevice(agent);
  // An app or mini-program web view is never a desktop, whatever the user agent says.
  if (env !== 'pc' && device === 'pc' && !deviceParam) device = 'mobile';
  return { env, device };
}

/** Path segment the API uses for platform variants (spec 7: h5, app ...). */
export function platformSegment(env: ShopEnvironment): 'pc' | 'h5' | 'app' {
  return env === 'pc' ? 'pc' : env === 'app' ? 'app' : 'h5';
}
