// Side by side: one deal, the same requests under our rules and under another profile.
//
// The build renders a complete comparison (hf_core/site/compare.py), so the page reads without
// JavaScript. Once Python is ready, this module enables the form: the reader picks another profile
// or deal number and hf_core.web.compare answers with the comparison's view tree, drawn by view.js.
import { registerWidget } from "../loader.js";
import { isInputError, replyMessage, widgetKit } from "./dom.js";
import { build } from "../view.js";

const DIGITS = /^[0-9]{1,20}$/;

export async function mount(element, engine) {
  const kit = widgetKit(element, engine);
  const { ui, showMessage } = kit;
  const form = element.querySelector("[data-hf-form]");
  const fieldset = element.querySelector("[data-hf-fieldset]");
  const result = element.querySelector("[data-hf-result]");
  const setup = JSON.parse(element.dataset.hfSetup || "{}");
  let again = false; // the reader changed something while a comparison was being worked out

  async function run() {
    if (kit.busy) {
      again = true;
      return;
    }
    const profile = form.elements.profile.value;
    const seedText = form.elements.seed.value.trim();
    const request = { ...setup, profile };
    if (seedText !== "") {
      if (!DIGITS.test(seedText)) {
        showMessage(ui["seed-bad"]);
        return;
      }
      request.seed = seedText;
    }
    kit.setBusy(true);
    try {
      const reply = await kit.must("compare", request, { expected: isInputError });
      if (!reply.ok) {
        showMessage(replyMessage(reply));
        return;
      }
      showMessage("");
      result.replaceChildren(...reply.view.map(build));
      element.dataset.hfProfile = reply.comparison.profile;
      element.dataset.hfSeed = String(reply.comparison.seed);
    } finally {
      kit.setBusy(false);
    }
    if (again) {
      again = false;
      await run();
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    run().catch((err) => console.error("compare failed:", err));
  });
  form.elements.profile.addEventListener("change", () => {
    run().catch((err) => console.error("compare failed:", err));
  });

  await kit.ready();
  form.hidden = false; // built hidden: without Python the controls could do nothing
  const note = element.querySelector("[data-hf-static-note]");
  if (note) note.hidden = true;
  fieldset.disabled = false;
  element.dataset.hfReady = "true";
}

registerWidget(import.meta.url, mount); // mounted by the loader as soon as the page is there
