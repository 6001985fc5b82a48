// The worked example: Alice, Ben and Cara, step by step as the page tells it, the deal then Steps 1 to 5
// (Previous / Next / Reset, arrow keys).
//
// Every step (narration, rule link, picture) was computed when the site was built, by the same Python the
// other widgets run (hf_core/site/widgets.py), and ships with the page as view data: stepping needs no
// runtime at all. The loader marks each step for benchmarks/page.py (window.__hfBench, "hf:step").
//
// "What if?" (at every step) leaves the guide's example: from that step's position the reader makes another
// request, or lets the computer play on. That, and only that, starts the runtime on this page (with the
// loader's progress in the branch's status slot); "Back to the example" draws the step it left again.
import { build, fill } from "../view.js";
import { attachStatus, measureStep, markInteractive } from "../loader.js";
import { el, fmt, widgetKit } from "./dom.js";

export function mount(element, engine) {
  const steps = JSON.parse(element.querySelector("script[data-hf-steps]").textContent);
  const board = element.querySelector("[data-hf-board]");
  const narration = element.querySelector("[data-hf-narration]");
  const controls = element.querySelector("[data-hf-controls]");
  const counter = element.querySelector("[data-hf-counter]");
  const buttons = {
    previous: controls.querySelector('[data-hf-action="previous"]'),
    next: controls.querySelector('[data-hf-action="next"]'),
    reset: controls.querySelector('[data-hf-action="reset"]'),
    whatif: element.querySelector('[data-hf-action="whatif"]'),
  };
  const branchSlot = element.querySelector("[data-hf-branch]");
  let index = 0;
  let branch = null; // while "What if?" is open: {requests, from}

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
    if (branch) return;
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

  if (buttons.whatif && branchSlot && engine) {
    const whatIf = whatIfBranch(element, engine, { steps, board, narration, counter, branchSlot, buttons });
    buttons.whatif.addEventListener("click", () => {
      if (branch) return;
      branch = { from: index };
      element.dataset.hfWhatif = "open";
      for (const button of [buttons.previous, buttons.next, buttons.reset, buttons.whatif]) button.disabled = true;
      whatIf.open(steps[index], () => {
        branch = null;
        delete element.dataset.hfWhatif;
        buttons.whatif.disabled = false;
        draw(index);
        buttons.whatif.focus();
      });
    });
  }

  controls.hidden = false;
  if (buttons.whatif && branchSlot && engine) element.querySelector("[data-hf-whatif]").hidden = false;
  buttons.next.disabled = steps.length < 2;
  const start = Number(new URLSearchParams(window.location.search).get("step"));
  if (Number.isInteger(start) && start > 0 && start < steps.length) go(start);
  element.dataset.hfReady = "true";
  markInteractive();
}

/** The "What if?" branch: its panel, its requests to Python, and the way back. */
function whatIfBranch(element, engine, parts) {
  const kit = widgetKit(element, engine);
  const { ui } = kit;
  const { board, narration, counter, branchSlot } = parts;
  let requests = [];
  let close = null;
  let stopStatus = null;

  // Material's admonition look marks the branch clearly, with no style sheet of its own.
  const banner = el("p", { "data-hf-banner": "" });
  const marked = el("div", { class: "admonition question hf-we__banner" },
    el("p", { class: "admonition-title" }, ui.open), banner);
  const status = el("div", { "data-hf-status": "" });
  const waiting = el("p", { class: "hf-we__waiting", "data-hf-waiting": "" }, ui.waiting);
  const turn = el("span", { "data-hf-turn": "" });
  const target = el("select", { name: "target" });
  const card = el("select", { name: "card" });
  const ask = el("button", { type: "submit", class: "md-button md-button--primary" }, ui.ask);
  const form = el("form", { class: "hf-we__ask", "data-hf-form": "whatif" },
    turn, " ", el("label", {}, ui.target, " ", target), " ", el("label", {}, ui.card, " ", card), " ", ask);
  const bot = el("button", { type: "button", class: "md-button", "data-hf-action": "bot" }, ui.bot);
  const back = el("button", { type: "button", class: "md-button", "data-hf-action": "back" }, ui.back);
  const message = el("p", { class: "hf-we__message", role: "alert", "data-hf-whatif-message": "" });
  const tools = el("fieldset", { class: "hf-we__tools", disabled: true }, form, el("p", {}, bot));
  branchSlot.replaceChildren(marked, status, waiting, tools, message, el("p", {}, back));

  let legal = [];
  function fillCards() {
    const group = legal.find((g) => g.target === target.value) || legal[0];
    card.replaceChildren(...(group ? group.cards : []).map((c) => el("option", { value: c }, c)));
  }
  target.addEventListener("change", fillCards);

  function show(state) {
    requests = state.setup.requests;
    fill(board, state.board);
    legal = state.legal || [];
    const over = state.over || legal.length === 0;
    turn.textContent = over ? ui.over : fmt(ui.turn, { name: state.current });
    target.replaceChildren(...legal.map((g) => el("option", { value: g.target }, g.target)));
    fillCards();
    for (const control of [target, card, ask, bot]) control.disabled = over;
  }

  async function run(func, request) {
    message.textContent = "";
    const reply = await kit.exclusive(() => kit.call(func, { deal: "worked-example", requests, ...request }));
    if (!reply || !close) return;
    if (reply.ok) {
      if (reply.result) narration.textContent = reply.result.text;
      show(reply.state);
    } else {
      message.textContent = (reply.refusal || reply.error || {}).message || "";
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    run("ask", { target: target.value, card: card.value }).catch((err) => console.warn(err));
  });
  bot.addEventListener("click", () => run("bot_move", { bot: "smart" }).catch((err) => console.warn(err)));
  back.addEventListener("click", () => {
    const done = close;
    close = null;
    if (stopStatus) stopStatus();
    stopStatus = null;
    branchSlot.hidden = true;
    message.textContent = "";
    if (done) done();
  });

  return {
    async open(step, onBack) {
      close = onBack;
      requests = step.requests;
      banner.textContent = fmt(ui.banner, { counter: step.counter });
      counter.textContent = ui.open;
      branchSlot.hidden = false;
      tools.disabled = true;
      waiting.hidden = engine.status.stage === "ready";
      stopStatus = attachStatus(branchSlot);
      back.focus();
      for (;;) {
        try {
          await run("state", {});
          break;
        } catch (err) {
          // The status slot says why, with Retry; once a retried load is ready, try again.
          console.warn("What if? could not start:", err);
          await kit.ready();
          if (!close) return;
        }
      }
      if (close) {
        tools.disabled = false;
        waiting.hidden = true;
      }
    },
  };
}
