import { type ReactNode, Suspense, useState } from "react";

/**
 * A lazily loaded dialog's slot: nothing until `open` is first true (so the dialog's code loads then,
 * not with the page, decision 201), then mounted for good, so closing it keeps what was typed.
 */
export function MountOnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
