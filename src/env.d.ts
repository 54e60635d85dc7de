import type { VisitRequestRuntime } from './server/visit-request/runtime';
import type { ContactRuntime } from './server/contact/runtime';

declare global {
  namespace App {
    interface Locals {
      /** The contact form's store, outbox and rate limit, passed in by src/server/start.ts. */
      contact?: ContactRuntime;
      /** The visit request form's store (in the contact form's file), outbox and rate limit, from src/server/start.ts. */
      visitRequest?: VisitRequestRuntime;
    }
  }
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first interaction with the island, while the optional media query matches (src/integrations). */
    'client:interaction'?: string | boolean;
    /** Hydrate when the browser is idle a few seconds after load (src/integrations). */
    'client:after-load'?: boolean;
  }
}
