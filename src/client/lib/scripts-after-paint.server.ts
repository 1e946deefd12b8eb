/**
 * A page's scripts are requested once its first paint is on the screen (decision 263): the server's
 * markup is the whole page, so nothing the first paint shows waits for them, and Lighthouse's slow-4G
 * model of the largest paint counts every request that started before it — with the module preloads
 * in the head, ~190 KB of scripts and an LCP of 2.6–3.3 s on a phone's model for a page painted at
 * first paint.
 *
 * React Router's `<Scripts>` renders the preloads (React hoists them into the head) and one inline
 * module script that imports the entry. The preloads leave the markup; the module script stays in its
 * place with an inert type, so hydration finds React's element where it rendered it (the client
 * puts the preloads back into the head itself, from cache by then). A small classic script at the end
 * of the body, carrying the request's nonce, starts them at the page's first contentful paint, or
 * after `UNPAINTED_START_MS` when no paint comes (a tab opened in the background): the preloads a few
 * per task, so no long task follows the paint, then the entry.
 */
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module"( async="")?>/;
export const WAITING_TYPE = "text/x-after-paint";
export const UNPAINTED_START_MS = 1_000;
const PRELOADS_PER_TASK = 8;

/**
 * The start script's work, run in the browser: sent as its own source (`startScripts.toString()`), so
 * it uses nothing from outside its parameters. The preloads go into the head a few per task, then a
 * module script with the waiting one's text and the nonce goes in its place.
 */
function startScripts(
  nonce: string,
  hrefs: string[],
  options: { perTask: number; waitingType: string; unpaintedMs: number },
) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const queue = hrefs.slice();
    const step = () => {
      for (const href of queue.splice(0, options.perTask)) {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        document.head.append(link);
      }
      if (queue.length) return void setTimeout(step);
      const waiting = document.querySelector(`script[type="${options.waitingType}"]`);
      if (!waiting) return;
      const entry = document.createElement("script");
      entry.type = "module";
      entry.nonce = nonce;
      entry.textContent = waiting.textContent;
      waiting.after(entry);
    };
    step();
  };
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length) {
        observer.disconnect();
        setTimeout(start);
      }
    }).observe({ type: "paint", buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(start));
  }
  setTimeout(start, options.unpaintedMs);
}

/** The start script: the nonce read while the parser runs it (`currentScript` is gone in callbacks). */
function startScript(hrefs: string[]): string {
  const options = { perTask: PRELOADS_PER_TASK, waitingType: WAITING_TYPE, unpaintedMs: UNPAINTED_START_MS };
  const json = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");
  return `(()=>{const n=document.currentScript.nonce,h=${json(hrefs)};(${startScripts.toString()})(n,h,${json(options)})})()`;
}

/** The page's markup with its scripts started after the first paint; a page without them is unchanged. */
export function scriptsAfterFirstPaint(html: string): string {
  const moduleScript = MODULE_SCRIPT.exec(html);
  if (!moduleScript) return html;
  const nonce = moduleScript[1] ?? "";
  const hrefs = [...html.matchAll(PRELOAD)].map((match) => match[1] ?? "");
  const withoutPreloads = html.replace(PRELOAD, "");
  const waiting = withoutPreloads.replace(MODULE_SCRIPT, `<script nonce="${nonce}" type="${WAITING_TYPE}">`);
  const start = `<script nonce="${nonce}">${startScript(hrefs)}</script>`;
  const end = waiting.lastIndexOf("</body>");
  return end < 0 ? `${waiting}${start}` : `${waiting.slice(0, end)}${start}${waiting.slice(end)}`;
}
