'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

/**
 * A modal `<dialog>` that stays in place and is opened and closed by state (the phone header's search, the side
 * menu): the state drives `showModal()` and `close()`, and a page change closes it, since a link or a search
 * result chosen inside it has navigated away.
 */
export function useToggledDialog() {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => setOpen(false), [pathname]);

  return { open, setOpen, dialogRef };
}
