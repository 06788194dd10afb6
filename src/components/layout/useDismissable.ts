/**
 * Open/closed state for a menu that closes on a click outside it, on Escape
 * (returning focus to its toggle), and on every route change (docs/product.md).
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
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

  // Listeners for the component's whole life that read the element's own `open` attribute: the
  // browser sets it on click, before the `toggle` event (a later task) updates the state, so an
  // Escape pressed right after opening still closes the menu.
  useEffect(() => {
    const isOpen = () => rootRef.current?.hasAttribute('open') ?? false;
    const close = () => {
      rootRef.current?.removeAttribute('open');
      setOpenAt(null);
    };
    const onPointer = (event: PointerEvent) => {
      if (isOpen() && rootRef.current && !rootRef.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isOpen()) return;
      close();
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  return { open, setOpen, rootRef, toggleRef };
}
