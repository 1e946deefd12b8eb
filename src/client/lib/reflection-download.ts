import { api, send } from "@/client/lib/api-client";
import { DOWNLOAD_FILE_NAMES, type DownloadMode } from "@/shared/download-modes";
import type { Language } from "@/shared/languages";

/**
 * Fetches the graduate's reflection document and hands it to the browser as a file download.
 * Shared by the dashboard and the community page, so it lives here rather than in a feature.
 */
export async function downloadReflections(mode: DownloadMode, language: Language): Promise<void> {
  const res = await send(() =>
    api.downloads.reflections.$get({ query: { mode, lang: language } }, { headers: { accept: "text/html" } }),
  );
  if (!res.ok) throw new Error(`Download failed with status ${res.status}`);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = DOWNLOAD_FILE_NAMES[mode];
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start saving before the object URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
