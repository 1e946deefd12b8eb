import type { ReactNode, RefObject } from "react";

/** The props of the one dialog (`dialog.tsx`) and of its lazily loaded content (`dialog-content.tsx`). */
export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
  className?: string;
  /** The control that gets focus on open (the safe choice of a question); else the first one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
};
