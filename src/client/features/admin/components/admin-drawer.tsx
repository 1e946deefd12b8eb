import X from "lucide-react/icons/x";
import { Dialog as RadixDialog } from "radix-ui";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { AdminNav } from "@/client/features/admin/components/admin-nav";

/**
 * The admin sidebar as a drawer below 768 px, loaded by admin-layout.tsx when it first opens. Its
 * opener is a plain button there (Radix's Trigger would load Radix with every admin page), so focus
 * is given back to it here on close, as the Trigger would.
 */
export function AdminDrawer({
  open,
  onOpenChange,
  opener,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation("admin");
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/45" />
        <RadixDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto border-r border-border bg-surface p-4 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <RadixDialog.Title className="font-serif text-lg font-semibold">
              {t("nav.label")}
            </RadixDialog.Title>
            <RadixDialog.Close
              className="rounded-sm p-1 text-muted hover:text-foreground"
              aria-label={t("sidebar.close")}
            >
              <X aria-hidden size={20} />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="sr-only">{t("nav.label")}</RadixDialog.Description>
          <nav aria-label={t("nav.label")}>
            <AdminNav onNavigate={() => onOpenChange(false)} />
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
