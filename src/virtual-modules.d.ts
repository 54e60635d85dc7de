// Ambient (this file imports nothing), so that TypeScript knows modules made at build time.
declare module 'virtual:browser-bundles' {
  /** The frame script minified at build time (src/integrations/browser-bundles.ts), for `astro dev`. */
  export const devScript: string;
  /** The same with the service worker's registration, for the build. */
  export const prodScript: string;
  /** The contact page's own script (src/browser/lead-form/page-script.ts), inline after the form. */
  export const leadFormPageScript: string;
  /** The search page's own script (src/browser/search/page-script.ts). */
  export const searchScript: string;
  /** The plans page's own script (src/browser/plans/size-choice.ts), after the size choice. */
  export const planSizesScript: string;
}
