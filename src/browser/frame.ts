/**
 * The frame's only script, inline in every page's <head> (FrameScript.astro says what it does for
 * the visitor). src/integrations/browser-bundles.ts bundles and minifies it at build time, so it must
 * stay small (tests/integration/budgets.test.ts: under 3 KB) and import nothing heavy. Classes it
 * adds are kept in the page's trimmed CSS because src/integrations/page-trim/index.ts reads this file.
 */
import {
  directiveValue,
  INTERACTED_ATTRIBUTE,
  ISLAND_INTERACTIONS,
  WAITING_ISLAND,
  wakesOnInteraction,
} from './island-interaction.ts';

/** The navbar takes its scrolled style past this many pixels: the height of the top bar. */
const SCROLLED_AFTER_PX = 39;

export function startFrame(): void {
  const root = document.documentElement;
  root.classList.add('js');
  const onScroll = () => root.toggleAttribute('data-scrolled', window.scrollY > SCROLLED_AFTER_PX);
  addEventListener('scroll', onScroll, { passive: true });
  answerTapsBeforeReact();
  fetchIslandCodeWhenNeeded(root);
  document.addEventListener('DOMContentLoaded', () => {
    root.classList.add('is-ready');
    // Pages are built ahead of time: the footer's year must not wait for the next build.
    document.querySelectorAll('[data-current-year]').forEach((el) => (el.textContent = `${new Date().getFullYear()}`));
    // Reading scrollY lays the page out; in the next frame that is the layout the first paint does
    // anyway, where here it would be a second one.
    requestAnimationFrame(onScroll);
    showWhenNear();
  });
}

/**
 * Islands answer a tap before React arrives: a toggle button flips until its island marks it
 * awake (data-awake; the island reads the state when it wakes), and a link in an open popover
 * closes it. Awake, not hydrated: React hydrates first, and the slider is ready to act on a tap
 * only after, so a tap in between was lost.
 */
function answerTapsBeforeReact() {
  addEventListener('click', (event) => {
    const target = event.target as Element;
    const button = target.closest('[aria-pressed]:not([data-awake])');
    if (button) button.setAttribute('aria-pressed', `${button.getAttribute('aria-pressed') != 'true'}`);
    // A link in an open menu closes it: a same-page link (/#home) would otherwise leave it open.
    if (target.closest('a')) target.closest<HTMLElement>('[popover]')?.hidePopover?.();
  });
}

/**
 * Astro's island code waits in one cached file (src/integrations/page-trim/html.ts) and comes when an island is
 * about to wake: a second after the load event on a page with an island that wakes after load
 * (never competing with the page's own first paint), and with the first touch, key or focus on an
 * island that waits for one (marked, so that it wakes on that very interaction).
 */
function fetchIslandCodeWhenNeeded(root: HTMLElement) {
  const islands = root.dataset.islands;
  if (!islands) return;
  let islandCode: HTMLScriptElement | undefined;
  const fetchIslandCode = () =>
    (islandCode ||= document.head.appendChild(Object.assign(document.createElement('script'), { src: islands })));
  ISLAND_INTERACTIONS.forEach((type) =>
    addEventListener(
      type,
      (event) => {
        const island = (event.target as Partial<Element>).closest?.(WAITING_ISLAND);
        if (!island || !wakesOnInteraction(directiveValue(island))) return;
        island.setAttribute(INTERACTED_ATTRIBUTE, '');
        fetchIslandCode();
      },
      { capture: true, passive: true },
    ),
  );
  addEventListener(
    'load',
    () => document.querySelector('astro-island[client=after-load]') && setTimeout(fetchIslandCode, 1000),
  );
}

/**
 * [data-animate] elements fade in as they come on screen (after their optional data-animate-delay,
 * in ms); a frame waiting in a <template> ([data-frame-when-near], the contact map) is put into
 * the page only then; pictures further down a list
 * (img[data-near]) get theirs after the load event, once within 300 px of the screen.
 */
function showWhenNear() {
  const items = document.querySelectorAll<HTMLElement>('[data-animate]');
  const show = (el: HTMLElement) => {
    const delay = Number(el.dataset.animateDelay);
    if (delay > 0) el.style.setProperty('--animate-delay', delay + 'ms');
    el.classList.add('is-visible');
  };
  const frames = document.querySelectorAll<HTMLElement>('[data-frame-when-near]');
  const insertFrame = (holder: HTMLElement) => holder.append(holder.querySelector('template')!.content);
  const nearPictures = () => document.querySelectorAll<HTMLImageElement>('img[data-near]');
  const load = (el: HTMLImageElement) => {
    if (el.dataset.srcset) el.srcset = el.dataset.srcset;
    el.src = el.dataset.src!;
  };
  const whenNear = <T extends Element>(act: (el: T) => void, margin: string) => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          act(entry.target as T);
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: margin },
    );
    return observer;
  };
  const fadeIn = whenNear(show, '0px');
  items.forEach((el) => fadeIn.observe(el));
  // The map (a whole page from another site) waits until it is on screen: loaded ahead, it would
  // arrive while the visitor is at the form just above it, taxing their tap on Send.
  const lazyFrames = whenNear(insertFrame, '0px');
  frames.forEach((frame) => lazyFrames.observe(frame));
  // Pictures further down a list wait for the load event: the page's first paint comes first.
  addEventListener('load', () => {
    const lazyPictures = whenNear(load, '300px 0px');
    nearPictures().forEach((picture) => lazyPictures.observe(picture));
  });
}
