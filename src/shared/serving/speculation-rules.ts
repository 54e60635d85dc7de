/**
 * The next page before the tap: speculation rules that let a browser which has them (Chromium)
 * fetch a page of the site once the visitor shows that they are about to open it, so the page is
 * there when they tap. The deferred tasks add them after load and the first paint
 * (src/browser/deferred-tasks/tasks.ts): in a header or inline they would cost every page's
 * first flight their bytes, and a header's file one more request before the largest paint (about
 * 90 ms of Lighthouse's LCP, measured). Every page's CSP allows them by the hash of their text
 * (`SPECULATION_RULES_TEXT`, astro.config.mjs): with hashes in the policy, Chromium ignores
 * `'inline-speculation-rules'` as it does `'unsafe-inline'`.
 *
 * - **When:** `moderate`, a sign of intent, never on load: a pointer resting on a link (desktop),
 *   a finger going down on it, or on Android the browser's own reading of a link about to be tapped.
 * - **What:** the HTML of a page of this site only: a link to another site, a file (a feed, a
 *   picture, a PDF: any address with a dot), and what only Node answers (the forms' posts, the
 *   vitals beacon) are left out. Prefetch, not prerender: no script runs and nothing is counted
 *   before the visitor arrives.
 * - **Saving data:** not added for a visitor who asks to save data (`navigator.connection.saveData`),
 *   and Chromium does not speculate then anyway; the server also refuses a prefetch that says
 *   Save-Data (`refusesPrefetch`, src/server/http.ts).
 */
import { NODE_PATHS } from './response-headers.ts';

export const SPECULATION_RULES = {
  prefetch: [
    {
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: ['/*.*', ...NODE_PATHS] } }] },
      eagerness: 'moderate',
    },
  ],
} as const;

/** The rules as the deferred tasks write them into the page, character for character: their hash is in the CSP. */
export const SPECULATION_RULES_TEXT = JSON.stringify(SPECULATION_RULES);

/**
 * Whether a request is a speculative prefetch (Sec-Purpose: prefetch) from a visitor who asks to
 * save data: refused at once, so the page is fetched only if they tap.
 */
export const refusesPrefetch = (headers: Record<string, string | string[] | undefined>): boolean =>
  /\bprefetch\b/.test(String(headers['sec-purpose'] ?? '')) && /^on$/i.test(String(headers['save-data'] ?? '').trim());
