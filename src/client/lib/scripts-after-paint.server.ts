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

/** The start script's source, with the preloads' addresses; `document.currentScript` gives the nonce. */
function startScript(hrefs: string[]): string {
  return `(()=>{const n=document.currentScript.nonce,h=${JSON.stringify(hrefs).replaceAll("<", "\\u003c")};let s=0;const g=()=>{if(s)return;s=1;const q=h.slice(),t=()=>{for(const u of q.splice(0,${PRELOADS_PER_TASK})){const l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.append(l)}if(q.length)return setTimeout(t);const w=document.querySelector('script[type="${WAITING_TYPE}"]');if(!w)return;const e=document.createElement("script");e.type="module";e.nonce=n;e.textContent=w.textContent;w.after(e)};t()};try{new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(g)}}).observe({type:"paint",buffered:true})}catch{requestAnimationFrame(()=>setTimeout(g))}setTimeout(g,${UNPAINTED_START_MS})})()`;
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
