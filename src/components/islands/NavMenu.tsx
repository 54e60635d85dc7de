/**
 * The collapsible navigation menu below the `lg` breakpoint.
 *
 * The server-rendered markup already works on its own: the menu is an HTML popover and the
 * toggle its `popovertarget`, so a tap opens it at once, a tap outside or Escape closes it, and
 * focus returns to the toggle, all before (or without) any JavaScript. The browser tells screen
 * readers whether the menu is expanded (a `popovertarget` button carries that state natively, so
 * it has no `aria-expanded`), and from the first paint the frame script closes the menu when one
 * of its links is followed (FrameScript.astro). From `lg` up the same list is
 * shown inline and the toggle is hidden (CSS).
 *
 * This island (client:interaction, so only a visitor who touches the menu downloads it) adds
 * what the platform does not:
 * - growing past the breakpoint resets the menu, so a menu left open on a rotated tablet does not
 *   float over the desktop layout;
 * - focus leaving the open menu closes it (Tab past its last link, Shift+Tab back to its toggle,
 *   a tap elsewhere), so focus is never on a link that the menu covers. A press on the toggle
 *   itself is left to the toggle, which closes the menu on its own.
 */
import { useEffect, useRef, type ReactNode } from 'react';

/** The menu's id, for its toggle's `popovertarget`. */
const MENU_ID = 'site-menu';
/** Where the menu is always shown inline: Tailwind's lg and up (the header's classes). */
const DESKTOP_QUERY = '(min-width: 992px)';

/**
 * The toggle's name alone comes as a prop: every prop is written into every page's first bytes
 * (the island's `props` attribute), so what is the same on every page stays here.
 */
interface Props {
  label: string;
  children?: ReactNode;
}

export default function NavMenu({ label, children }: Props) {
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const menu = menuRef.current;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const reset = () => desktop.matches && menu?.matches(':popover-open') && menu.hidePopover();
    // Also on waking: the screen may have grown while the island was still on its way.
    reset();
    desktop.addEventListener('change', reset);
    return () => desktop.removeEventListener('change', reset);
  }, []);

  useEffect(() => {
    const menu = menuRef.current;
    const toggle = toggleRef.current;
    if (!menu || !toggle) return;
    // A pointer pressed on the toggle focuses it in most engines: that press, not the focus, decides.
    let pressingToggle = false;
    const onPointerDown = (event: Event) => (pressingToggle = toggle.contains(event.target as Node));
    const onKeyDown = () => (pressingToggle = false);
    const closeUnlessWithin = (target: EventTarget | null) => {
      const left = !(target instanceof Node && menu.contains(target)) && !(pressingToggle && target === toggle);
      if (left && menu.matches(':popover-open')) menu.hidePopover();
    };
    const onFocusIn = (event: FocusEvent) => closeUnlessWithin(event.target);
    // Also on waking: focus may have moved on while the island was still on its way (the body has
    // it after a tap that focuses nothing, as on the toggle in Safari: that is no move).
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused !== toggle) closeUnlessWithin(focused);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        popoverTarget={MENU_ID}
        className="nav-toggle inline-flex size-11 shrink-0 items-center justify-center rounded-md text-brand-navy hover:bg-brand-sand lg:hidden"
        aria-controls={MENU_ID}
      >
        <span className="sr-only">{label}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path className="menu-icon-open" d="M4 7h16M4 12h16M4 17h16" />
          <path className="menu-icon-close" d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      <div
        ref={menuRef}
        id={MENU_ID}
        popover="auto"
        className="nav-menu m-0 h-auto w-auto lg:ms-auto border-0 border-t border-slate-200 bg-white p-0 text-inherit shadow-md lg:static lg:block lg:overflow-visible lg:border-0 lg:bg-transparent lg:shadow-none"
      >
        {children}
      </div>
    </>
  );
}
