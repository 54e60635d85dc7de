declare namespace App {
  interface Locals {
    /** The contact form's store, outbox and rate limit, passed in by src/server/start.ts. */
    contact?: import('./server/runtime').ContactRuntime;
  }
}
