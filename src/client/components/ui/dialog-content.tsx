import X from "lucide-react/icons/x";
import { Dialog as RadixDialog } from "radix-ui";
import { useRef } from "react";
import type { DialogProps } from "@/client/components/ui/dialog-props";
import { cn } from "@/client/lib/cn";

/**
 * Where focus goes when the element that opened a dialog is gone (or a dialog opened by itself):
 * the page's heading, so keyboard and screen-reader users continue from the top of the content.
 */
function focusNeighbour() {
  const target =
    document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("main");
  if (!target) return;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus();
}

/**
 * ui/dialog.tsx's Radix part, loaded apart from the pages (decision 131). Focus moves in and stays in,
 * Escape closes, and on close focus goes back to what had it before (the opener), or to a sensible
 * neighbour when that is gone. Radix returns focus only to a Dialog.Trigger; our dialogs are opened by state (a button, a timer, a
 * blocked navigation), so the opener is remembered here.
 */
export function DialogContent({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  className,
  initialFocusRef,
}: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/45" />
        <RadixDialog.Content
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2",
            "overflow-y-auto rounded-lg border border-border bg-surface p-6 shadow-xl",
            className,
          )}
          onOpenAutoFocus={(event) => {
            // Runs before focus moves in, so the active element is still the opener.
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
            if (initialFocusRef?.current) {
              event.preventDefault();
              initialFocusRef.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = opener.current;
            opener.current = null;
            if (target?.isConnected && !target.closest("[inert],[hidden]")) target.focus();
            else focusNeighbour();
          }}
        >
          <RadixDialog.Title className="pr-8 font-serif text-xl font-semibold">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-muted">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
          <RadixDialog.Close
            className="absolute top-4 right-4 rounded-sm p-1 text-muted hover:text-foreground"
            aria-label={closeLabel}
          >
            <X aria-hidden size={20} />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
