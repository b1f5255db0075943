'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathChange } from '@/shared/routing/use-path-change';

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

  usePathChange(() => setOpen(false));

  return { open, setOpen, dialogRef };
}
