/**
 * The collapsible navigation menu below the `lg` breakpoint (hydrated with client:media, so
 * desktop visitors download none of it).
 *
 * Accessibility contract: the toggle is a real button with `aria-expanded` and `aria-controls`;
 * Escape closes the menu and returns focus to the toggle; following a link closes it; growing
 * past the breakpoint resets it. Without JavaScript the menu is simply always shown (CSS in
 * global.css collapses it only under `.js`).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  menuId: string;
  label: string;
  /** The media query above which the menu is always visible. */
  desktopQuery: string;
  children?: ReactNode;
}

export default function NavMenu({ menuId, label, desktopQuery, children }: Props) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  useEffect(() => {
    const menu = menuRef.current;
    const closeOnLink = (event: MouseEvent) => {
      if ((event.target as Element).closest('a')) setOpen(false);
    };
    menu?.addEventListener('click', closeOnLink);
    return () => menu?.removeEventListener('click', closeOnLink);
  }, []);

  useEffect(() => {
    const desktop = window.matchMedia(desktopQuery);
    const reset = () => desktop.matches && setOpen(false);
    desktop.addEventListener('change', reset);
    return () => desktop.removeEventListener('change', reset);
  }, [desktopQuery]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="nav-toggle inline-flex size-11 items-center justify-center rounded-md text-brand-navy hover:bg-brand-sand lg:hidden"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((isOpen) => !isOpen)}
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
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        ref={menuRef}
        id={menuId}
        className="nav-menu absolute inset-x-0 top-full border-t border-slate-200 bg-white shadow-md lg:static lg:border-0 lg:bg-transparent lg:shadow-none"
        data-open={open || undefined}
      >
        {children}
      </div>
    </>
  );
}
