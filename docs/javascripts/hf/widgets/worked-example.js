// The worked example: Alice, Ben and Cara, step by step (Previous / Next / Reset, arrow keys).
//
// The build renders step 1 (overrides/hooks/widgets.py); once Python is ready this module asks
// hf_core.web.worked_example_steps for every step in the page language, then each step is drawn
// here without another call. For benchmarks/page.py: window.__hfBench = {firstInteractive,
// steps: [durations in ms]}, a performance mark "hf:interactive" and a measure "hf:step" per step.
import { el, fmt, parseReply, pageLang, readUi, ruleHref, seat, whenReady } from "./dom.js";

function bench() {
  // benchmarks/page.py may have made this object already (with its own fields): add ours to it.
  const b = window.__hfBench || (window.__hfBench = {});
  if (!Array.isArray(b.steps)) b.steps = [];
  return b;
}

export async function mount(element, engine) {
  const ui = readUi(element);
  const lang = pageLang(element);
  const board = element.querySelector("[data-hf-board]");
  const narration = element.querySelector("[data-hf-narration]");
  const rule = element.querySelector("[data-hf-rule]");
  const controls = element.querySelector("[data-hf-controls]");
  const counter = element.querySelector("[data-hf-counter]");
  const buttons = {
    previous: controls.querySelector('[data-hf-action="previous"]'),
    next: controls.querySelector('[data-hf-action="next"]'),
    reset: controls.querySelector('[data-hf-action="reset"]'),
  };
  for (const button of Object.values(buttons)) button.disabled = true;

  // If Python cannot load, the static first step stays as it is and the loader says why (with Retry).
  await whenReady(engine);
  controls.hidden = false;
  const reply = parseReply(await engine.call("worked_example_steps", JSON.stringify({ lang })));
  if (!reply.ok) throw new Error(reply.error ? reply.error.message : "worked_example_steps failed");
  const { steps, players, dealer } = reply;
  let index = 0;

  function draw(i) {
    const step = steps[i];
    const seats = players.map((name) =>
      seat(ui, {
        name,
        hand: step.hands[name],
        count: step.hands[name].length,
        families: step.families[name],
        current: step.current === name,
        dealer: dealer === name,
        highlight: step.highlight,
        freshFamily: step.exposed && step.exposed.player === name ? step.exposed.family : null,
      }),
    );
    board.replaceChildren(...seats);
    narration.textContent = step.text;
    if (step.rule) {
      rule.replaceChildren(`${ui.rule} `, el("a", { href: ruleHref(step.rule.url) }, step.rule.title));
      rule.hidden = false;
    } else {
      rule.replaceChildren();
      rule.hidden = true;
    }
    counter.textContent = fmt(ui.step, { n: i + 1, total: steps.length });
    element.dataset.hfStep = String(i);
    element.dataset.hfCurrent = step.current || "";
    const focused = document.activeElement;
    buttons.previous.disabled = i === 0;
    buttons.next.disabled = i === steps.length - 1;
    buttons.reset.disabled = i === 0;
    if (focused && focused.disabled) {
      (i === 0 ? buttons.next : buttons.previous).focus();
    }
  }

  function go(i) {
    if (i < 0 || i >= steps.length || i === index) return;
    const start = performance.now();
    index = i;
    draw(i);
    const end = performance.now();
    bench().steps.push(end - start);
    try {
      performance.measure("hf:step", { start, end });
    } catch {
      // measuring only
    }
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

  draw(0);
  element.dataset.hfReady = "true";
  bench().firstInteractive = performance.now();
  try {
    performance.mark("hf:interactive");
  } catch {
    // measuring only
  }
}
