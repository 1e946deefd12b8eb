import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import Download from "lucide-react/icons/download";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { QrCode } from "@/client/components/two-factor/qr-code";
import { twoFactorErrorKey } from "@/client/components/two-factor/two-factor-errors";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { ApiRequestError, authFetch } from "@/client/lib/api";
import { normalizeTotpCode, TOTP_DIGITS, totpSecretOf } from "@/shared/two-factor";

type Enabled = { totpURI: string; backupCodes: string[] };

/** The key in groups of four, as authenticator apps show it and people type it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

/**
 * Switching two-factor sign-in on, in three steps: the password, then the QR code (drawn here) with
 * the key as text and a first code to confirm, then the backup codes to keep. Used on /profile and as
 * the admin area's required setup (decision 170).
 */
export function TwoFactorSetup({
  email,
  onDone,
  onCancel,
}: {
  email: string;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const [enabled, setEnabled] = useState<Enabled | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  if (!enabled) return <PasswordStep onEnabled={setEnabled} onCancel={onCancel} />;
  if (!confirmed) return <ScanStep totpURI={enabled.totpURI} onConfirmed={() => setConfirmed(true)} />;
  return <BackupCodes codes={enabled.backupCodes} email={email} onDone={onDone} />;
}

function PasswordStep({
  onEnabled,
  onCancel,
}: {
  onEnabled: (value: Enabled) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation("security");
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ password: string }>({ defaultValues: { password: "" } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      onEnabled(await authFetch<Enabled>("/api/auth/two-factor/enable", { body: { password } }));
    } catch (err) {
      form.setValue("password", "");
      const key = twoFactorErrorKey(err);
      if (key === "errors.wrongPassword") form.setError("password", { message: t(key) });
      else setFormError(t(key));
      form.setFocus("password");
    }
  });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p>{t("setup.passwordIntro")}</p>
      {formError ? (
        <Alert tone="danger" role="alert">
          {formError}
        </Alert>
      ) : null}
      <FormField label={t("setup.password")} error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          {...form.register("password", { required: t("errors.passwordRequired") })}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t("setup.cancel")}
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("setup.continuing") : t("setup.continue")}
        </Button>
      </div>
    </form>
  );
}

function ScanStep({ totpURI, onConfirmed }: { totpURI: string; onConfirmed: () => void }) {
  const { t } = useTranslation("security");
  const secret = totpSecretOf(totpURI) ?? "";
  const [copied, setCopied] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ code: string }>({ defaultValues: { code: "" } });
  const { errors, isSubmitting } = form.formState;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await authFetch("/api/auth/two-factor/verify-totp", { body: { code: normalizeTotpCode(code) } });
      onConfirmed();
    } catch (err) {
      form.setValue("code", "");
      if (err instanceof ApiRequestError && err.status === 401) {
        form.setError("code", { message: t("errors.wrongCode") });
      } else {
        setFormError(t(twoFactorErrorKey(err)));
      }
      form.setFocus("code");
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <section className="flex flex-col gap-3">
        <h3 ref={heading} tabIndex={-1} className="font-semibold outline-none">
          {t("setup.scanTitle")}
        </h3>
        <p className="text-sm text-muted">{t("setup.scanText")}</p>
        <QrCode value={totpURI} label={t("setup.qrLabel")} />
        <p className="text-sm">{t("setup.secretIntro")}</p>
        <div className="flex flex-wrap items-center gap-2">
          <code className="rounded-md bg-surface-muted px-3 py-2 font-mono text-sm break-all select-all">
            {grouped(secret)}
          </code>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => {
              void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
            }}
          >
            {copied ? <Check aria-hidden size={16} /> : <Copy aria-hidden size={16} />}
            {copied ? t("setup.copied") : t("setup.copySecret")}
          </Button>
        </div>
      </section>
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <h3 className="font-semibold">{t("setup.confirmTitle")}</h3>
        {formError ? (
          <Alert tone="danger" role="alert">
            {formError}
          </Alert>
        ) : null}
        <FormField label={t("setup.code")} error={errors.code?.message}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={TOTP_DIGITS + 2}
            className="max-w-48 font-mono tracking-widest"
            {...form.register("code", {
              required: t("errors.codeRequired"),
              validate: (value) => /^\d{6}$/.test(normalizeTotpCode(value)) || t("errors.codeRequired"),
            })}
          />
        </FormField>
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t("setup.confirming") : t("setup.confirm")}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The backup codes, shown once: to download, copy or write down; "done" only once they are kept. */
export function BackupCodes({
  codes,
  email,
  onDone,
  doneLabel,
}: {
  codes: string[];
  email: string;
  onDone: () => void;
  doneLabel?: string;
}) {
  const { t } = useTranslation("security");
  const [saved, setSaved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = [t("setup.fileIntro", { email }), "", ...codes].join("\n");
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "purpose-journey-backup-codes.txt";
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <section className="flex flex-col gap-4">
      <h3 ref={heading} tabIndex={-1} className="font-semibold outline-none">
        {t("setup.codesTitle")}
      </h3>
      <p className="text-sm">{t("setup.codesText")}</p>
      <ul
        aria-label={t("setup.codesLabel")}
        className="grid grid-cols-2 gap-2 rounded-md bg-surface-muted p-4 font-mono text-sm sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={download}>
          <Download aria-hidden size={16} />
          {t("setup.download")}
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => void navigator.clipboard?.writeText(codes.join("\n"))}
        >
          <Copy aria-hidden size={16} />
          {t("setup.copyCodes")}
        </Button>
      </div>
      <Checkbox
        checked={saved}
        onCheckedChange={(value) => setSaved(value === true)}
        label={t("setup.saved")}
      />
      <div>
        <Button type="button" disabled={!saved} onClick={onDone}>
          {doneLabel ?? t("setup.done")}
        </Button>
      </div>
    </section>
  );
}
