/**
 * The rules of the vitals beacon (./beacon.ts), which sends what `web-vitals`
 * measured on one page view to POST /vitals (src/server/vitals/input.ts). Pure, so each is
 * unit-tested: the coarse device class, the CSS selector that
 * names an element, and sampling. They are part of a file with a 2.75 KB budget
 * (tests/integration/budgets.test.ts): keep them plain.
 */
import { MAX_TARGET, type VitalsSample } from '../../shared/vitals.ts';

/** Dispatched on the window with what the beacon sent, for the analytics loader (analytics.ts). */
export const VITALS_MEASURED_EVENT = 'vitals';

/** An element as far as a selector needs it (a DOM Element is one). */
export interface NamedElement {
  localName: string;
  id: string;
  classList: ArrayLike<string>;
  parentElement: NamedElement | null;
}

/** Enough steps up the tree to tell the hero's picture from an article's, not so many it is unreadable. */
const SELECTOR_DEPTH = 4;

/**
 * A short CSS selector a person can find in the page: up to four steps from the element towards
 * <body>, each its tag with its id (where the walk stops) or its first class, e.g.
 * `main.mx-auto>section>h1` or `#contact-form>button`.
 */
export function selectorOf(element: NamedElement | null | undefined): string | undefined {
  let selector = '';
  for (let node = element, steps = 0; node && node.localName !== 'body' && steps++ < SELECTOR_DEPTH;) {
    const step = node.id ? `#${node.id}` : node.localName + (node.classList[0] ? `.${node.classList[0]}` : '');
    selector = selector ? `${step}>${selector}` : step;
    node = node.id ? null : node.parentElement;
  }
  return selector.slice(0, MAX_TARGET) || undefined;
}

/** The visitor's screen, coarsely: nothing that tells one visitor from another. */
export const deviceClassOf = (finePointer: boolean, shortSide: number): VitalsSample['device'] =>
  finePointer ? 'desktop' : shortSide < 600 ? 'phone' : 'tablet';

/** What navigator.connection.effectiveType may say that the server keeps. */
export const knownConnection = (type: string | undefined) =>
  /^(slow-2g|[234]g)$/.test(type!) ? (type as VitalsSample['connection']) : undefined;

/** A page view is measured when a draw below the settings' percentage comes up (0: never, 100: always). */
export const isSampled = (percent: number, draw: number = Math.random()) => draw * 100 < percent;
