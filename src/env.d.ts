import type { ContactRuntime } from './server/runtime';

declare global {
  namespace App {
    interface Locals {
      /** The contact form's store, outbox and rate limit, passed in by src/server/start.ts. */
      contact?: ContactRuntime;
    }
  }
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first interaction while the media query matches (src/integrations). */
    'client:media-interaction'?: string;
    /** Hydrate on the first interaction or when idle a few seconds after load (src/integrations). */
    'client:after-load'?: boolean;
  }
}
