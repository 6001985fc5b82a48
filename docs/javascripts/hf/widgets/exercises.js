// One self-checking exercise (hf_core.teaching): the build renders the question, the table and the
// choices (hf_core/site/teaching.py); once Python is ready the choices are enabled and each click is
// checked by the engine (hf_core.web.check_exercise), which explains the answer and links its rule.
import { registerWidget } from "../loader.js";
import { el, ruleHref, widgetKit } from "./dom.js";

export async function mount(element, engine) {
  const kit = widgetKit(element, engine);
  const { ui } = kit;
  const id = element.dataset.hfExercise;
  const feedback = element.querySelector("[data-hf-feedback]");
  const buttons = [...element.querySelectorAll("[data-hf-choice]")];

  const choose = (button) => kit.exclusive(async () => {
    const reply = await kit.must("check_exercise", { id, choice: button.dataset.hfChoice }, { into: feedback });
    for (const b of buttons) {
      b.classList.remove("is-right", "is-wrong");
      b.removeAttribute("aria-pressed");
    }
    button.classList.add(reply.correct ? "is-right" : "is-wrong");
    button.setAttribute("aria-pressed", "true");
    const rule = reply.rule;
    feedback.replaceChildren(
      el("p", { class: reply.correct ? "hf-ex__right" : "hf-ex__wrong", "data-hf-correct": String(reply.correct) },
        reply.explanation),
      el("p", { class: "hf-ex__rule" }, `${ui["check-rule"]} `,
        el("a", { href: ruleHref(rule.url), "data-hf-rule-link": rule.id }, rule.title)),
    );
    element.dataset.hfResult = reply.correct ? "right" : "wrong";
  });

  for (const button of buttons) button.addEventListener("click", () => choose(button));
  await kit.ready();
  for (const button of buttons) button.disabled = false;
  element.dataset.hfReady = "true";
}

registerWidget(import.meta.url, mount); // mounted by the loader as soon as the page is there
