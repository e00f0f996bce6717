/**
 * Where an order was placed (orders.source): the environment names of spec 1. An explicit
 * X-Client-Platform header (the app and mini-program shells send it) wins; otherwise the
 * user agent tells a mini-program web view, a phone browser or a PC.
 */
const PLATFORMS = ['pc', 'mobile', 'app', 'wxApp', 'aliApp'] as const;
export type OrderSourcePlatform = (typeof PLATFORMS)[number];

export function orderSourceOf(headers: Record<string, string | string[] | undefined>): OrderSourcePlatform {
  const explicit = headers['x-client-platform'];
  const named = typeof explicit === 'string' ? PLATFORMS.find((p) => p.toLowerCase() === explicit.trim().toLowerCase()) : undefined;
  if (named) return named;
  const ua = typeof headers['user-agent'] === 'string' ? headers['user-agent'] : '';
  if (/miniProgram/i.test(ua) && /MicroMessenger/i.test(ua)) return 'wxApp';
  if (/AlipayClient/i.test(ua) && /miniProgram|AliApp/i.test(ua)) return 'aliApp';
  if (/Mobile|Android|iPhone|iPad|HarmonyOS/i.test(ua)) return 'mobile';
  return 'pc';
}
