// The teachers' "New class deal" box (issue 12, item 5): a new class deal code for the number of players
// chosen (hf_core.web.make_class_code, a random seat deals, a random shuffle), checked with class_deal, shown
// large with a link to play it, a link to its deal sheet, and Copy. The build drew the example code's box
// (hf_core/site/teaching.py); nothing here is parsed as HTML.
import { registerWidget } from "../loader.js";
import { MAX_CODE_SEED, fmt, randomInt, widgetKit } from "./dom.js";

export async function mount(element, engine) {
  const kit = widgetKit(element, engine);
  const { ui, showMessage } = kit;
  const form = element.querySelector('[data-hf-form="class-deal"]');
  const codeText = element.querySelector("[data-hf-code-text]");
  const note = element.querySelector("[data-hf-note]");
  const copied = element.querySelector("[data-hf-copied]");
  const copyButton = element.querySelector('[data-hf-action="copy"]');

  function relink(link, code) {
    const url = new URL(link.getAttribute("href"), window.location.href);
    url.search = `?code=${encodeURIComponent(code)}`;
    link.href = url.href;
  }

  async function make() {
    const players = Number(form.elements.players.value);
    const made = await kit.must("make_class_code", {
      players, dealer: randomInt(players), seed: randomInt(MAX_CODE_SEED + 1) });
    const deal = await kit.must("class_deal", { code: made.code });
    showMessage("");
    codeText.textContent = deal.code;
    note.textContent = fmt(ui.made, { players: deal.players });
    copied.textContent = "";
    relink(element.querySelector("[data-hf-play]"), deal.code);
    relink(element.querySelector("[data-hf-sheet]"), deal.code);
    element.dataset.hfCode = deal.code;
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    kit.exclusive(make);
  });
  copyButton.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(element.dataset.hfCode);
      copied.textContent = ui.copied;
    } catch {
      copied.textContent = ui["copy-failed"];
      window.getSelection().selectAllChildren(codeText);
    }
  });

  await kit.ready();
  form.querySelector("[data-hf-fieldset]").disabled = false;
  copyButton.disabled = false; // without a clipboard, Copy selects the code
  element.dataset.hfReady = "true";
}

registerWidget(import.meta.url, mount); // mounted by the loader as soon as the page is there
