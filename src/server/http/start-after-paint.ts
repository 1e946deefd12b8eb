import { createHash } from "node:crypto";
import { FRAME_MENU_WIRED, MENU_TOGGLE } from "@/shared/frame-menu";

/** The JSON list of an SPA page's scripts in its answer: the entry first, then the chunks to preload. */
export const APP_SCRIPTS_ID = "pj-scripts";

/**
 * How many of the list's elements one task adds. Each costs the main thread about half a millisecond
 * (Chromium starts the fetch as the element is added): ~35 at once were one task of ~30 ms on this
 * machine, ~120 ms on a phone's CPU; eight keep each task short, and the fetches start a task apart.
 */
const PRELOADS_PER_TASK = 8;

/**
 * When the scripts start on a page that reports paint entries but has not painted: a tab opened in the
 * background, a prerendered page, or a browser that lists paint entries and reports none. Long enough for
 * a phone to paint the frame (its first frame comes right after this script, which runs once the
 * stylesheet is in), short enough that such a browser waits no longer than a second.
 */
export const UNPAINTED_START_MS = 1000;

/** How long after the takeover a held press waits for its control to appear enabled, then is dropped. */
export const HELD_PRESS_MS = 5000;

/**
 * The frame's buttons and its language select look ready from the first paint, but React renders its
 * own in their place (decision 200), a second or more later on a slow phone; until then a press would
 * do nothing. The start script holds the last press on a frame's button (not the phone menu's toggle,
 * which it drives itself) and the last choice in a frame's select, dims the pressed button, and when
 * React's first commit has taken the frame out of the document it repeats them on React's control that
 * stands in the same place: the same kind of control, with the same name, the same number of times
 * before it in the page. A press whose control is not there (a redirect, a different page state) is
 * dropped `HELD_PRESS_MS` after the takeover. Links are ordinary links and need none of this.
 * Uses `d` (the document) and `t` (the menu's toggle) of the start script.
 */
const HOLD_UNTIL_TAKEOVER = `var r=d.getElementById("root"),f=r&&r.firstElementChild,h=0,q="button,select";function k(e){return e.tagName+(e.getAttribute("aria-label")||e.textContent).trim()}function w(e){if(!f.isConnected)return;var b=e.target.closest&&e.target.closest(e.type=="click"?"button":"select");if(!b||b==t||!r.contains(b))return;if(e.type=="click"){e.preventDefault();e.stopPropagation();b.style.opacity=".6"}for(var l=r.querySelectorAll(q),j=0,n=0;l[j]!=b;j++)if(k(l[j])==k(b))n++;h={k:k(b),n:n,v:b.value,p:e.type}}function u(){if(!h)return 1;for(var l=r.querySelectorAll(q),j=0,n=0;j<l.length;j++){var b=l[j];if(k(b)==h.k&&n++==h.n){if(b.disabled)return;if(h.p=="click")b.click();else{b.value=h.v;b.dispatchEvent(new Event("change",{bubbles:true}))}h=0;return 1}}}if(f){d.addEventListener("click",w,true);d.addEventListener("change",w,true);var o=new MutationObserver(function(){if(f.isConnected)return;if(!o.t){d.removeEventListener("click",w,true);d.removeEventListener("change",w,true);o.t=setTimeout(function(){o.disconnect()},${HELD_PRESS_MS})}if(u()){o.disconnect();clearTimeout(o.t)}});o.observe(r,{childList:true,subtree:true,attributes:true})}`;

/**
 * The SPA's scripts are requested once the frame is on screen (decision 222). The frame is the page's
 * first screen without any script, so nothing on it waits for them; a request that has finished before
 * the first paint, though, is counted on the largest paint's path by Lighthouse's simulation. The page's
 * first contentful paint (a `paint` entry) starts them; where the browser reports no paint entries, the
 * first frame does. A timer covers a page that is not painted (`UNPAINTED_START_MS`).
 * The entry comes first, then the chunks, eight per task (`PRELOADS_PER_TASK`).
 *
 * It also opens and closes the frame's phone menu from the first paint (decision 228): until the entry
 * has arrived, a second or more on a slow phone, a press on it would otherwise do nothing. The entry's
 * header code adds the rest (Escape, a link closing the menu) and leaves the presses to this.
 *
 * And it keeps what a person does with the frame's other controls until React has taken over
 * (`HOLD_UNTIL_TAKEOVER`, decision 229).
 *
 * Classic script, no syntax newer than the browsers the SPA supports; allowed by its hash in the
 * content security policy (`START_SCRIPT_SOURCE`), which otherwise allows no inline script.
 */
export const START_SCRIPT = `(function(){var d=document,a=JSON.parse(d.getElementById("${APP_SCRIPTS_ID}").textContent),s=0,t=d.querySelector("#root ${MENU_TOGGLE}"),m=t&&d.getElementById(t.getAttribute("aria-controls"));if(m){t.setAttribute("${FRAME_MENU_WIRED}","");t.addEventListener("click",function(){var o=m.hidden;t.setAttribute("aria-expanded",""+o);m.hidden=!o})}${HOLD_UNTIL_TAKEOVER}function add(i){for(var n=Math.min(i+${PRELOADS_PER_TASK},a.length);i<n;i++){var e=d.createElement(i?"link":"script");if(i){e.rel="modulepreload";e.href=a[i]}else{e.type="module";e.src=a[i]}e.setAttribute("crossorigin","");d.head.appendChild(e)}if(i<a.length)setTimeout(function(){add(i)},0)}function go(){if(!s){s=1;add(0)}}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});setTimeout(go,${UNPAINTED_START_MS})}else requestAnimationFrame(function(){setTimeout(go,0)})})();`;

/** The CSP source that allows exactly `START_SCRIPT` as an inline script. */
export const START_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(START_SCRIPT).digest("base64")}'`;

/** JSON inside a script element: "<" is escaped so no text can close the element early. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The built index.html without the SPA's scripts, and those scripts: the entry first, then the chunks it
 * preloads. The SPA pages request them after the first paint (`startAfterPaint`); the landing page
 * carries none of them (decision 025).
 */
export function takeOutSpaScripts(html: string): { html: string; scripts: string[] } {
  let entry: string | undefined;
  const preloads: string[] = [];
  const rest = html
    .replace(/[ \t]*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\n?/g, (_m, src: string) => {
      entry = src;
      return "";
    })
    .replace(/[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\n?/g, (_m, href: string) => {
      preloads.push(href);
      return "";
    });
  return { html: rest, scripts: entry ? [entry, ...preloads] : [] };
}

/** The page's scripts and the script that starts them, for the end of the page's body. */
export function startAfterPaint(scripts: string[]): string {
  if (scripts.length === 0) return "";
  return `<script type="application/json" id="${APP_SCRIPTS_ID}">${jsonForScript(scripts)}</script><script>${START_SCRIPT}</script>`;
}
