import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, Suspense, useState } from "react";
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
      <Toaster position="top-center" richColors closeButton />
    </QueryClientProvider>
  );
}
