import Download from "lucide-react/icons/download";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { downloadMyData } from "@/client/features/profile/api/profile-api";
import { ProfileSection } from "@/client/features/profile/components/section";
import { ApiRequestError } from "@/client/lib/api";
import { toast } from "@/client/lib/toast";

/** "Download my data": one JSON file with everything stored about the user. */
export function DataExport() {
  const { t } = useTranslation("profile");
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadMyData();
      toast.success(t("data.downloaded"));
    } catch (error) {
      // One export at a time and a few an hour (decision 253): a refusal says so.
      toast.error(
        error instanceof ApiRequestError && error.code === "rate_limited"
          ? t("data.rateLimited")
          : t("data.failed"),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <ProfileSection title={t("data.title")}>
      <p className="text-muted">{t("data.text")}</p>
      <div>
        <Button variant="secondary" onClick={() => void download()} disabled={busy}>
          <Download aria-hidden size={18} />
          {busy ? t("data.downloading") : t("data.download")}
        </Button>
      </div>
    </ProfileSection>
  );
}
