import type { Auth } from "@/server/auth/auth";
import type { Logger } from "@/server/logger";
import type { ServiceDeps } from "@/server/services/service-deps";
import type { Viewer } from "@/server/services/viewer";

/** Everything the app is built from; passed in so tests can build an app on their own database. */
export type AppDeps = ServiceDeps & { auth: Auth };

export type { Viewer };

export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    viewer: Viewer | null;
    /** The CSP nonce of this response (hono's secureHeaders), for the scripts a page writes. */
    secureHeadersNonce?: string;
  };
};
