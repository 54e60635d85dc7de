/**
 * What a vitals beacon (POST /vitals) may contain: the Core Web Vitals one page view measured,
 * checked on the server whatever the browser sent. Pure: no I/O, so it is tested on its own.
 *
 * The body is one JSON object of at most 2,048 bytes (`navigator.sendBeacon` sends it as
 * `text/plain;charset=UTF-8`, or `application/json` from a Blob; the type is not read):
 *
 *   {
 *     "kind": "home" | "about" | "services" | "service" | "blog" | "article" | "contact" | "other",
 *     "edition": one of src/shared/editions.ts (EDITIONS),
 *     "lcp"?:  number,   // Largest Contentful Paint, ms, 0 to 60000
 *     "inp"?:  number,   // Interaction to Next Paint, ms, 0 to 60000
 *     "cls"?:  number,   // Cumulative Layout Shift, unitless, 0 to 10
 *     "ttfb"?: number,   // Time to First Byte, ms, 0 to 60000
 *     "lcpTarget"?: string,  // CSS selector of the LCP element, 1 to 200 characters
 *     "inpTarget"?: string,  // CSS selector of the element of the slowest interaction
 *     "clsTarget"?: string,  // CSS selector of the element that shifted most
 *     "connection"?: "slow-2g" | "2g" | "3g" | "4g",   // navigator.connection.effectiveType
 *     "device"?: "phone" | "tablet" | "desktop"
 *   }
 *
 * At least one of the four metrics must be there, and a target only with its own metric (a
 * selector without a timing says nothing). Any other key is refused, so the beacon can never
 * start carrying an identifier unnoticed. A key whose value is not known is left out, never sent
 * as null or "". Selectors may not hold control characters (they are printed in a terminal by
 * `npm run vitals`). Timings are kept to the whole millisecond and CLS to four decimals: finer
 * digits are noise.
 */
import { z } from 'zod';
import { EDITIONS, type Edition } from '../../shared/editions.ts';
import { PAGE_KINDS } from '../../shared/page-kinds.ts';
import { CONNECTIONS, DEVICES, MAX_TARGET, METRICS, type VitalsSample } from '../../shared/vitals.ts';

/** Far above what the shape above can hold (three 200-character selectors and four numbers). */
export const MAX_BEACON_BYTES = 2048;
export const MAX_MS = 60_000;
export const MAX_CLS = 10;

const ms = z.number().min(0).max(MAX_MS);
const target = z
  .string()
  .min(1)
  .max(MAX_TARGET)
  .regex(/^[^\u0000-\u001F\u007F-\u009F\u2028\u2029]*$/, { error: 'must not contain control characters' });

const beaconSchema = z
  .strictObject({
    kind: z.enum(PAGE_KINDS),
    edition: z.enum(EDITIONS as [Edition, ...Edition[]]),
    lcp: ms.optional(),
    inp: ms.optional(),
    cls: z.number().min(0).max(MAX_CLS).optional(),
    ttfb: ms.optional(),
    lcpTarget: target.optional(),
    inpTarget: target.optional(),
    clsTarget: target.optional(),
    connection: z.enum(CONNECTIONS).optional(),
    device: z.enum(DEVICES).optional(),
  })
  .refine((beacon) => METRICS.some((metric) => beacon[metric] !== undefined), {
    error: 'at least one of lcp, inp, cls, ttfb is needed',
  })
  .refine((beacon) => (['lcp', 'inp', 'cls'] as const).every((m) => !beacon[`${m}Target`] || beacon[m] !== undefined), {
    error: 'a target comes only with its metric (lcpTarget with lcp, inpTarget with inp, clsTarget with cls)',
  });

// The schema checks exactly the shared contract: a change to one that the other lacks fails the type check.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<VitalsSample, z.infer<typeof beaconSchema>> = true;
void sameShape;

export type VitalsParse = { ok: true; sample: VitalsSample } | { ok: false; error: string };

const wholeMs = (value: number | undefined) => (value === undefined ? undefined : Math.round(value));

/** Reads a beacon's text; the error names the first field at fault, for whoever writes the browser side. */
export function parseVitals(text: string): VitalsParse {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'the body is not JSON' };
  }
  const parsed = beaconSchema.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const path = issue?.path.join('.');
    return { ok: false, error: `${path ? `${path}: ` : ''}${issue?.message ?? 'invalid'}` };
  }
  const sample = parsed.data;
  return {
    ok: true,
    sample: {
      ...sample,
      lcp: wholeMs(sample.lcp),
      inp: wholeMs(sample.inp),
      ttfb: wholeMs(sample.ttfb),
      cls: sample.cls === undefined ? undefined : Math.round(sample.cls * 10_000) / 10_000,
    },
  };
}
