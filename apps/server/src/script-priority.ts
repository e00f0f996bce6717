/**
 * A page's module preloads fetched at low priority (issue #15, first paint on a phone). The first
 * screen is the server's HTML and CSS: scripts only make it interactive, so on a slow phone
 * network they should not take the bandwidth the first screen's image and the HTML need.
 * React Router's <Scripts> has no priority option, so the rendered page is edited once here;
 * the module script that imports the same files finds them preloaded (one request per file).
 */
const PRELOAD = '<link rel="modulepreload"';

export function withLowScriptPriority(html: string): string {
  return html.replaceAll(PRELOAD, `${PRELOAD} fetchpriority="low"`);
}
