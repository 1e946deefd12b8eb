import { createHash } from "node:crypto";
import { LINK_ACTION_GLOBAL, LINK_ACTION_ID } from "@/shared/page-data";

/**
 * The inline script of a page a mail's link opens (decision 224). Its result is the page's largest
 * text, and waiting for the SPA to send the request put it ~2 s after the first paint on a phone. So
 * this script, which runs as the frame is parsed, shows the frame's waiting state (it is in a template,
 * so a browser without script shows only the heading), posts the link's token to the frame's
 * `data-endpoint` at once, and on a 2xx answer puts the frame's done state in its place. Any other
 * answer it leaves to the SPA, which reads it (`client/lib/link-action.ts`) and shows the error. The
 * request is the one the page would send when opened (decision 020): only opening the page sends it.
 *
 * Classic script, nothing newer than the browsers the SPA supports; allowed by its hash in the content
 * security policy (`LINK_ACTION_SCRIPT_SOURCE`).
 */
export const LINK_ACTION_SCRIPT = `(function(){var d=document,t=d.getElementById("${LINK_ACTION_ID}"),k=new URLSearchParams(location.search).get("token");if(!t||!k||!window.fetch)return;var c=t.content,w=c.firstElementChild,o=c.lastElementChild;t.parentNode.replaceChild(w,t);var a=fetch(t.getAttribute("data-endpoint"),{method:"POST",credentials:"same-origin",headers:{"content-type":"application/json",accept:"application/json"},body:JSON.stringify({token:k})});window.${LINK_ACTION_GLOBAL}={path:location.pathname,token:k,answer:a};a.then(function(r){if(r.ok&&w.parentNode)w.parentNode.replaceChild(o,w)},function(){})})();`;

/** The CSP source that allows exactly `LINK_ACTION_SCRIPT` as an inline script. */
export const LINK_ACTION_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(LINK_ACTION_SCRIPT).digest("base64")}'`;
