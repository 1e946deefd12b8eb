const waiting = new Set<() => void>();
let listening = false;

function run(event: Event) {
  if (!(event.target instanceof Element) || !event.target.closest("form")) return;
  document.removeEventListener("focusin", run, true);
  document.removeEventListener("pointerdown", run, true);
  listening = false;
  const tasks = [...waiting];
  waiting.clear();
  for (const task of tasks) task();
}

/**
 * Runs `task` when someone starts to use a form: the first focus or press inside any `<form>` of the
 * page (decision 225). For code that only a form's submission needs, such as its validation: a reader
 * who never writes does not load it at all, and one who does has it loaded while typing. A task
 * registered after that waits for the next use.
 */
export function onFormUse(task: () => void) {
  if (typeof document === "undefined") return;
  waiting.add(task);
  if (listening) return;
  listening = true;
  document.addEventListener("focusin", run, true);
  document.addEventListener("pointerdown", run, true);
}
