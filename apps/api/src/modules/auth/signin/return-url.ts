/** Same-site return addresses and the request's public origin (pure helpers of the sign-in routes). */
import type { FastifyRequest } from 'fastify';

/** The shop's public origin: the configured one, else this request's. */
/**
 * A return address on this site as a path (`/x?y#z`), or null: a path starting with one
 * slash, or an absolute URL of `origin`. Refuses `//host`, backslashes, control
 * characters, other schemes and other hosts (open redirects).
 */
export function sameSiteReturnPath(raw: string | null | undefined, origin: string): string | null {
  if (!raw) return null;
  const value = raw.trim();
  // eslint-disable-next-line no-control-regex
  if (!value || value.length > 1024 || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return null;
    try {
      // Resolve against our origin: whatever it becomes must still be ours.
      const u = new URL(value, origin);
      return u.origin === new URL(origin).origin ? `${u.pathname}${u.search}${u.hash}` : null;
    } catch {
      return null;
    }
  }
  try {
    const u = new URL(value);
    if (u.origin !== new URL(origin).origin) return null;
    return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    return null;
  }
}

/** Appends a query parameter to a same-site path, keeping its hash last. */
export function withParam(path: string, name: string, value: string): string {
  const hashAt = path.indexOf('#');
  const base = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  return `${base}${base.includes('?') ? '&' : '?'}${encodeURIComponent(name)}=${encodeURIComponent(value)}${hash}`;
}

/** What the confirming phone is shown of the requesting computer: 电脑 · Chrome · Windows. */
export function describeDevice(ua: string | null | undefined): string {
  const a = ua ?? '';
  const browser = /Edg\//.test(a)
    ? 'Edge'
    : /MicroMessenger/i.test(a)
      ? '微信'
      : /Firefox\//.test(a)
        ? 'Firefox'
        : /Chrome\/|Chromium\//.test(a)
          ? 'Chrome'
          : /Safari\//.test(a)
            ? 'Safari'
            : '未知浏览器';
  const os = /Windows/.test(a)
    ? 'Windows'
    : /Mac OS X|Macintosh/.test(a) && !/iPhone|iPad/.test(a)
      ? 'macOS'
      : /Android/.test(a)
        ? 'Android'
        : /iPhone|iPad|iOS/.test(a)
          ? 'iOS'
          : /Linux/.test(a)
            ? 'Linux'
            : '未知系统';
  const kind = /Mobi|iPhone|Android/.test(a) ? '手机' : /iPad|Tablet/.test(a) ? '平板' : '电脑';
  return `${kind} · ${browser} · ${os}`;
}

/**
 * Where the request came from, coarse: no geo database is shipped, so a private or local
 * address reads 本地网络 and a public one is shown with its last two parts hidden.
 */
export function describeIpArea(ip: string | null | undefined): string {
  const v = (ip ?? '').replace(/^::ffff:/, '');
  if (!v) return '未知';
  if (/^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(v) || v === '::1' || /^f[cd]/i.test(v)) return '本地网络';
  const parts = v.split('.');
  if (parts.length === 4) return `IP ${parts[0]}.${parts[1]}.*.*`;
  return `IP ${v.split(':').slice(0, 2).join(':')}:*`;
}
