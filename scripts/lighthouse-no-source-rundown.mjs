// A diagnostic configuration for `LIGHTHOUSE_NO_SOURCE_RUNDOWN=1 npm run lighthouse` (decision 226):
// Lighthouse's defaults, with a trace that leaves out V8's source rundown. Lighthouse 12.5+ records it
// for DevTools' "enhanced traces": V8 copies every script's source text into the trace on the page's
// main thread while the page loads, a task of the measurement's own (14–150 ms observed here) that no
// visitor pays. Without it, a trace shows the page's own work only. The goal of issue #24 is measured
// with the stock trace.
import Trace from "../node_modules/lighthouse/core/gather/gatherers/trace.js";

const SOURCE_RUNDOWN = /^disabled-by-default-devtools\.v8-source-rundown/;
const stockCategories = Trace.getDefaultTraceCategories;
Trace.getDefaultTraceCategories = () =>
  stockCategories().filter((category) => !SOURCE_RUNDOWN.test(category));

export default { extends: "lighthouse:default" };
