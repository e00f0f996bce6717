/**
 * "Kept alive" (spec 2.11: the FAQ category and question pages): in the browser a page once
 * seen is kept for the session and shown again at once when the shopper comes back to it
 * (back button, the category list, a related question), without asking the server again;
 * scroll position comes back with it (ScrollRestoration). A vote updates the kept page, so
 * what comes back is what the shopper left. A full reload starts afresh.
 */
const MAX_PAGES = 40;
const kept = new Map<string, unknown>();

const keyOf = (url: string | URL) => new URL(url, 'http://x').pathname;

function remember(key: string, data: unknown) {
  kept.delete(key);
  kept.set(key, data);
  while (kept.size > MAX_PAGES) kept.delete(kept.keys().next().value!);
}

/** A clientLoader's body: the kept page, else the server's (then kept). */
export async function keptAlive<T>(request: Request, serverLoader: () => Promise<T>): Promise<T> {
  const key = keyOf(request.url);
  if (kept.has(key)) return kept.get(key) as T;
  const data = await serverLoader();
  remember(key, data);
  return data;
}

/** Keeps the page the server rendered (the first page of a visit does not pass the clientLoader). */
export function keepPage(pathname: string, data: unknown) {
  if (!kept.has(keyOf(pathname))) remember(keyOf(pathname), data);
}

/** Changes a kept page (a vote). */
export function updateKeptPage<T>(pathname: string, change: (data: T) => T) {
  const key = keyOf(pathname);
  if (kept.has(key)) remember(key, change(kept.get(key) as T));
}
