/** A pane the panel opens and closes with a toggle button (the manual form, the protocol, the menu). */
import { useRef, useState } from 'preact/hooks';
import type { RefObject } from 'preact';

export interface Pane {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: RefObject<HTMLButtonElement>;
  /** Closing gives the focus back to what opened it: a key pressed next is a command again. */
  close: () => void;
}

export function usePane(): Pane {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  return {
    open,
    setOpen,
    toggle,
    close: () => {
      setOpen(false);
      toggle.current?.focus();
    },
  };
}
