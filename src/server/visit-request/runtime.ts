/**
 * The visit request form's parts, wired once per server process from the settings every form shares
 * (../lead-form/runtime.ts, docs/deploy.md): its tables live in CONTACT_DB beside the contact form's,
 * and delivered requests are kept CONTACT_RETENTION_DAYS (their photos with them). A storage fault
 * is reported through the contact form's health (the same file, the same disk), which /healthz
 * reads: src/server/start.ts passes it as `onStorageFault`.
 */
import { createFormRuntime, formsDbPath, type Env, type FormRuntime, type Log } from '../lead-form/runtime.ts';
import type { StorageFault } from '../sqlite.ts';
import { composeMail } from './mailer.ts';
import { VisitRequestStore } from './store.ts';
import type { VisitMail } from './records.ts';

export type VisitRequestRuntime = FormRuntime<VisitRequestStore, VisitMail>;

export function createVisitRequestRuntime(
  env: Env = process.env,
  log: Log = console,
  onStorageFault: (fault: StorageFault) => void = () => {},
): VisitRequestRuntime {
  const store = new VisitRequestStore(formsDbPath(env));
  return createFormRuntime(
    {
      store,
      // The office's mail carries the request's photos, read from their folder when it is sent.
      compose: (mail, settings) => composeMail(mail, settings, store.photosOf(mail.request.reference)),
      leadName: 'Visit request',
      mailName: 'Visit request mail',
      onStorageFault,
    },
    env,
    log,
  );
}

let devRuntime: VisitRequestRuntime | undefined;

/**
 * The runtime the server process passes in as Astro.locals.booking; under `astro dev`, where no
 * such process exists, one is created on first use.
 */
export function visitRequestRuntimeFrom(locals: { visitRequest?: VisitRequestRuntime }): VisitRequestRuntime {
  if (locals.visitRequest) return locals.visitRequest;
  devRuntime ??= createVisitRequestRuntime();
  return devRuntime;
}
