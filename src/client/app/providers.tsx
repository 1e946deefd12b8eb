import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Toaster } from "sonner";
import { LoadingState } from "@/client/components/ui/spinner";
import { ApiRequestError } from "@/client/lib/api";

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change on retry; network blips and 5xx get one more try.
        retry: (count, error) =>
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < 1,
        refetchOnWindowFocus: true,
      },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<LoadingState label="…" />}>{children}</Suspense>
      <AppToaster />
    </QueryClientProvider>
  );
}

/**
 * Toasts in the page's language (sonner's own labels are English) and in the colour scheme of the
 * system; the colours come from our tokens (styles.css).
 */
function AppToaster() {
  const { t } = useTranslation();
  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      theme="system"
      customAriaLabel={t("notice.region")}
      toastOptions={{ closeButtonAriaLabel: t("notice.close") }}
    />
  );
}
