// "Does it pay to begin?": many games between computer players, played in the page a batch at a time.
//
// The build draws the widget and its first state (hf_core/site/tally.py). Once Python is ready, the reader
// chooses the players and their kinds and runs the games: each batch is one call of hf_core.web.tally_games,
// which adds the batch to the tally so far (hf_core.bots.add_tallies) and answers the charts and table as a
// view tree, drawn by ../view.js. Between batches the page shows progress and listens for Cancel. The tally
// is kept on the element (data-hf-tally, JSON) for whoever wants to compare it with a CPython run.
import { registerWidget } from "../loader.js";
import { fmt, isInputError, replyMessage, widgetKit } from "./dom.js";
import { build } from "../view.js";

const TARGET_MS = 250; // a batch should take about this long, so progress moves and Cancel answers quickly
const MIN_BATCH = 2;
const MAX_BATCH = 200;

export async function mount(element, engine) {
  const kit = widgetKit(element, engine);
  const { ui, showMessage } = kit;
  const form = element.querySelector("[data-hf-form]");
  const fieldset = element.querySelector("[data-hf-fieldset]");
  const cancel = element.querySelector('[data-hf-action="cancel"]');
  const result = element.querySelector("[data-hf-result]");
  const line = element.querySelector("[data-hf-progress-line]");
  const bar = element.querySelector("[data-hf-progress]");
  const barText = element.querySelector("[data-hf-progress-text]");
  const setup = JSON.parse(element.dataset.hfSetup || "{}");
  let stop = false;

  function kinds() {
    const n = Number(form.elements.players.value);
    return Array.from({ length: n }, (_, i) => form.elements[`kind${i}`].value);
  }

  function showSeats() {
    const n = Number(form.elements.players.value);
    for (let i = 0; i < 6; i++) {
      const field = element.querySelector(`[data-hf-field="kind${i}"]`);
      if (field) field.hidden = i >= n;
    }
  }

  function progress(done, total) {
    bar.max = total;
    bar.value = done;
    barText.textContent = fmt(ui.progress, { n: done, total });
  }

  async function run() {
    const players = kinds();
    const total = Number(form.elements.games.value);
    const first = Number(setup.seed || 0);
    let tally = null;
    let batch = MIN_BATCH;
    let done = 0;
    stop = false;
    showMessage("");
    fieldset.disabled = true;
    cancel.hidden = false;
    line.hidden = false;
    progress(0, total);
    const started = performance.now();
    try {
      while (done < total && !stop) {
        const size = Math.min(batch, total - done);
        const t0 = performance.now();
        const reply = await kit.must("tally_games", { kinds: players, games: size, first_seed: first + done, so_far: tally },
          { expected: isInputError }); // Retry goes on from the games already counted
        if (!reply.ok) {
          showMessage(replyMessage(reply));
          return;
        }
        tally = reply.tally;
        done = tally.games;
        result.replaceChildren(...reply.view.map(build));
        element.dataset.hfTally = JSON.stringify(tally);
        progress(done, total);
        const spent = Math.max(1, performance.now() - t0);
        batch = Math.max(MIN_BATCH, Math.min(MAX_BATCH, Math.round((size * TARGET_MS) / spent)));
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      showMessage(stop ? fmt(ui.cancelled, { n: done }) : fmt(ui.done, { n: done, seconds: kit.lang === "fr" ? seconds.replace(".", ",") : seconds }));
      element.dataset.hfSeconds = seconds;
    } finally {
      element.dataset.hfDone = String(done);
      line.hidden = true;
      cancel.hidden = true;
      fieldset.disabled = false;
    }
  }

  form.elements.players.addEventListener("change", showSeats);
  cancel.addEventListener("click", () => {
    stop = true;
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    kit.exclusive(run).catch((err) => console.error("tally failed:", err));
  });

  await kit.ready();
  form.hidden = false; // built hidden: without Python the controls could do nothing
  const note = element.querySelector("[data-hf-static-note]");
  if (note) note.hidden = true;
  showSeats();
  fieldset.disabled = false;
  element.dataset.hfReady = "true";
}

registerWidget(import.meta.url, mount); // mounted by the loader as soon as the page is there
