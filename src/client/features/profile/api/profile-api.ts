import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api";
import { sessionQuery } from "@/client/lib/session";
import type { ProfileSettings, ProfileUpdate } from "@/shared/profile-schemas";
import { DATA_EXPORT_FILENAME } from "@/shared/profile-schemas";

export const profileSettingsQuery = queryOptions({
  queryKey: ["profile-settings"],
  queryFn: ({ signal }) => apiFetch<{ settings: ProfileSettings }>("/api/profile", { signal }),
  select: (data) => data.settings,
});

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) =>
      apiFetch<{ settings: ProfileSettings }>("/api/profile", { method: "PATCH", body: update }),
    onSuccess: async (data) => {
      queryClient.setQueryData(profileSettingsQuery.queryKey, data);
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
  });
}

/** Fetches the export and hands it to the browser as a file download. */
export async function downloadMyData(): Promise<void> {
  const res = await fetch("/api/account/export", { credentials: "same-origin" });
  if (!res.ok) throw new Error(`export failed: ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = DATA_EXPORT_FILENAME;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
