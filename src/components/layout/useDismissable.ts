/**
 * Open/closed state for a menu that closes on a click outside it, on Escape
 * (returning focus to its toggle), and on every route change (SPEC §2).
 */
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

export function useDismissable<T extends HTMLElement>(): {
  open: boolean;
  setOpen: (open: boolean) => void;
  rootRef: RefObject<T | null>;
  toggleRef: RefObject<HTMLElement | null>;
} {
  const location = useLocation();
  // Open state is tied to the address it was opened at, so any route change closes it.
  const here = `${location.pathname}${location.hash}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = useCallback((next: boolean) => setOpenAt(next ? here : null), [here]);
  const rootRef = useRef<T | null>(null);
  const toggleRef = useRef<HTMLElement | null>(null);

  // A layout effect: the listeners are in place as soon as the menu has opened. Preact runs plain
  // effects only after the next frame, so an Escape pressed right after opening would be missed.
  useLayoutEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen]);

  return { open, setOpen, rootRef, toggleRef };
}
