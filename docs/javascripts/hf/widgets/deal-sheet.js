// The deal sheet of a class deal code: each seat's hand, from hf_core.web.class_deal; the seats carry the play
// page's names (Sam, Ada, Bram, Cleo...) unless others are typed.
//
// The build draws the example code's sheet (hf_core/site/teaching.py). Here the code (and optional
// names) come from the page's link (?code=...&names=...) or the form; the sheet is redrawn with
// view.js from the reply's view tree, and a malformed code gets a message in the page language.
import { registerWidget } from "../loader.js";
import { isInputError, replyMessage, widgetKit } from "./dom.js";
import { build } from "../view.js";

export async function mount(element, engine) {
  const kit = widgetKit(element, engine);
  const { showMessage } = kit;
  const form = element.querySelector('[data-hf-form="sheet"]');
  const sheet = element.querySelector("[data-hf-sheet]");
  const fieldset = element.querySelector("[data-hf-fieldset]");
  const F = form.elements;

  async function show(code, names, { updateUrl = true } = {}) {
    // Without names typed, the play page's names (Sam, Ada, ...: data-hf-names), as the build drew them.
    const request = { code, names: JSON.parse(element.dataset.hfNames || "[]") };
    const list = names.split(",").map((n) => n.trim());
    const typed = list.some((n) => n);
    if (typed) request.names = list;
    const reply = await kit.must("class_deal", request, { expected: isInputError }); // a code or names typed
    if (!reply.ok) {
      showMessage(replyMessage(reply));
      element.dataset.hfError = "true";
      return;
    }
    element.dataset.hfError = "false";
    showMessage("");
    sheet.replaceChildren(...reply.sheet.map(build));
    element.dataset.hfCode = reply.code;
    const play = element.querySelector("[data-hf-play]");
    const href = new URL(play.href, window.location.href);
    href.search = `?code=${encodeURIComponent(reply.code)}`;
    play.href = href.href;
    F.code.value = reply.code;
    if (updateUrl) {
      const url = new URL(window.location.href);
      url.search = "";
      url.searchParams.set("code", reply.code);
      if (typed) url.searchParams.set("names", request.names.join(","));
      history.replaceState(history.state, "", url.href);
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    show(F.code.value, F.names.value);
  });
  element.querySelector('[data-hf-action="print"]').addEventListener("click", () => window.print());

  await kit.ready();
  fieldset.disabled = false;
  const params = new URLSearchParams(window.location.search);
  const code = params.get("code");
  if (code !== null) {
    F.code.value = code.slice(0, 40);
    F.names.value = (params.get("names") || "").slice(0, 140);
    await show(code.slice(0, 40), F.names.value, { updateUrl: false });
  }
  element.dataset.hfReady = "true";
}

registerWidget(import.meta.url, mount); // mounted by the loader as soon as the page is there
