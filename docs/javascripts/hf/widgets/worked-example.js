// The worked example: Alice, Ben and Cara, step by step as the page tells it, the deal then Steps 1 to 5
// (Previous / Next / Reset, arrow keys).
//
// Every step (narration, rule link, picture) was computed when the site was built, by the same Python the
// other widgets run (hf_core/site/widgets.py), and ships with the page as view data: stepping needs no
// runtime at all. The loader marks each step for benchmarks/page.py (window.__hfBench, "hf:step").
import { build, fill } from "../view.js";
import { measureStep, markInteractive } from "../loader.js";

export function mount(element) {
  const steps = JSON.parse(element.querySelector("script[data-hf-steps]").textContent);
  const board = element.querySelector("[data-hf-board]");
  const narration = element.querySelector("[data-hf-narration]");
  const controls = element.querySelector("[data-hf-controls]");
  const counter = element.querySelector("[data-hf-counter]");
  const buttons = {
    previous: controls.querySelector('[data-hf-action="previous"]'),
    next: controls.querySelector('[data-hf-action="next"]'),
    reset: controls.querySelector('[data-hf-action="reset"]'),
  };
  let index = 0;

  function draw(i) {
    const step = steps[i];
    fill(board, step.board);
    narration.textContent = step.text;
    element.querySelector("[data-hf-rule]").replaceWith(build(step.rule));
    counter.textContent = step.counter;
    element.dataset.hfStep = String(i);
    element.dataset.hfCurrent = step.current;
    const focused = document.activeElement;
    buttons.previous.disabled = i === 0;
    buttons.next.disabled = i === steps.length - 1;
    buttons.reset.disabled = i === 0;
    if (focused && focused.disabled) (i === 0 ? buttons.next : buttons.previous).focus();
  }

  function go(i) {
    if (i < 0 || i >= steps.length || i === index) return;
    index = i;
    measureStep(() => draw(i));
    const url = new URL(window.location.href); // ?step=N: a link (and the language switch) keeps the step
    if (i) url.searchParams.set("step", String(i));
    else url.searchParams.delete("step");
    history.replaceState(history.state, "", url.href);
  }

  buttons.previous.addEventListener("click", () => go(index - 1));
  buttons.next.addEventListener("click", () => go(index + 1));
  buttons.reset.addEventListener("click", () => go(0));
  element.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.target.closest("input, select, textarea, a")) return;
    if (event.key === "ArrowRight") go(index + 1);
    else if (event.key === "ArrowLeft") go(index - 1);
    else return;
    event.preventDefault();
  });

  controls.hidden = false;
  buttons.next.disabled = steps.length < 2;
  const start = Number(new URLSearchParams(window.location.search).get("step"));
  if (Number.isInteger(start) && start > 0 && start < steps.length) go(start);
  element.dataset.hfReady = "true";
  markInteractive();
}
