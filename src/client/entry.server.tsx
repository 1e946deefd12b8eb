import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { type EntryContext, ServerRouter } from "react-router";
import { serverRenderI18n } from "@/client/i18n/server-i18n";
import { NonceProvider } from "@/client/lib/nonce";
import { scriptsAfterFirstPaint } from "@/client/lib/scripts-after-paint.server";
import type { PageContext } from "@/server/pages/page-context";

/** How long a streamed page may take for its lazy parts before the server stops waiting. */
export const streamTimeout = 5_000;

/**
 * Renders a page on the server (decision 236) and streams it out once all of it is rendered, lazily
 * loaded parts included: the loaders have read every answer before the render starts, so there is no
 * slow part to send ahead, and a page sent in order is complete without JavaScript (parts streamed out
 * of order would wait, hidden, for a script to put them in place). In the page's language from the
 * first byte, with the request's CSP nonce on every script.
 *
 * Since nothing goes out before all of it is rendered, the page is answered as one string, not a
 * stream: the server then compresses it in one call and sends it with its length (`page-routes.ts`),
 * where a Node stream turned into a web stream, compressed through a CompressionStream and turned
 * back cost about as much CPU as rendering the page.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: PageContext,
) {
  const { nonce, language } = loadContext;
  return new Promise<Response>((resolveWith, rejectWith) => {
    let shellRendered = false;
    // The timer holds the render and its request until it fires: it ends with the page, or a server
    // under load keeps seconds' worth of finished pages in memory (found by `npm run bench`'s RSS).
    const stopWaiting = setTimeout(() => abort(), streamTimeout + 1_000);
    const resolve = (response: Response) => {
      clearTimeout(stopWaiting);
      resolveWith(response);
    };
    const reject = (error: unknown) => {
      clearTimeout(stopWaiting);
      rejectWith(error);
    };
    const ready = () => {
      shellRendered = true;
      const chunks: Buffer[] = [];
      const page = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          chunks.push(chunk);
          callback();
        },
        final(callback) {
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(scriptsAfterFirstPaint(Buffer.concat(chunks).toString("utf8")), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          callback();
        },
      });
      page.on("error", reject);
      pipe(page);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={serverRenderI18n(language)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        // React would still send a large finished part out of order, hidden until its script moves it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: ready,
        onShellError: reject,
        onError(error) {
          // Before the shell, the page fails as a whole; later, a part falls back to the browser's render.
          if (!shellRendered) responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
