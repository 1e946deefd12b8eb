import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Dialog } from "@/client/components/ui/dialog";
import { LinkedText } from "@/client/components/ui/linked-text";
import { paths } from "@/shared/routes";

type ConsentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  saving: boolean;
};

/** Privacy and terms consent; confirming is possible only with both boxes ticked (spec sections 4 and 5). */
export function ConsentDialog({ open, onOpenChange, onConfirm, saving }: ConsentDialogProps) {
  const { t } = useTranslation("onboarding");
  const [privacy, setPrivacy] = useState(false);
  const [terms, setTerms] = useState(false);
  const ready = privacy && terms;
  // A new tab keeps the ticked boxes and the welcome page as they are.
  const policyLink = (hash: string) => (
    // biome-ignore lint/a11y/useAnchorContent: LinkedText puts the translated link text inside
    <a
      href={`${paths.legal}#${hash}`}
      target="_blank"
      rel="noopener"
      title={t("consent.opensInNewTab")}
      className="font-medium text-primary underline underline-offset-2"
    />
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("consent.title")}
      description={t("consent.description")}
      closeLabel={t("consent.close")}
    >
      <div className="flex flex-col gap-4 rounded-md bg-surface-muted p-4">
        <Checkbox
          checked={privacy}
          onCheckedChange={setPrivacy}
          disabled={saving}
          label={<LinkedText text={t("consent.privacy")} tag="policy" link={policyLink("datenschutz")} />}
        />
        <Checkbox
          checked={terms}
          onCheckedChange={setTerms}
          disabled={saving}
          label={
            <LinkedText text={t("consent.terms")} tag="policy" link={policyLink("nutzungsbedingungen")} />
          }
        />
      </div>
      {!ready ? <p className="mt-3 text-sm text-muted">{t("consent.hint")}</p> : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={saving}>
          {t("consent.cancel")}
        </Button>
        <Button onClick={onConfirm} disabled={!ready || saving} aria-busy={saving || undefined}>
          {saving ? t("consent.saving") : t("consent.confirm")}
        </Button>
      </div>
    </Dialog>
  );
}
