// The worked example: Alice, Ben and Cara, step by step as the page tells it, the deal then Steps 1 to 5
// (Previous / Next / Reset, arrow keys), with a projector view for a class (&view=projector: → or Space, ←, Esc).
//
// Every step (its headline, one short line per request; its reasons and rule links, folded below; its picture)
// was computed when the site was built, by the same Python the other widgets run (hf_core/site/widgets.py), and
// ships with the page as view data: stepping needs no runtime at all. The loader marks each step for
// benchmarks/page.py (window.__hfBench, "hf:step").
//
// What stays put from step to step (issue 21): the headline keeps the height of the tallest step's (the build
// stacks invisible copies of every headline under it), the table keeps the height of the tallest step's at the
// widget's width (measured here, again when the width changes), and the buttons sit in a bar pinned to the bottom
// of a phone's screen while the example is in view.
//
// "What if?" (at every step) leaves the guide's example: from that step's position the reader makes another
// request, with the same large "whom" and card buttons as the play page, or lets the computer play on. Its choice
// is drawn at once from the build's data; that, and only that, starts the runtime on this page (the loader's
// progress shows over the choice until Python is ready, so nothing moves when it is); "Back to the example"
// draws the step it left again.
import { build, fill, patch } from "../view.js";
import { attachStatus, markInteractive, measureStep, registerWidget } from "../loader.js";
import { el, fmt, isInputError, readUi, replyMessage, widgetKit } from "./dom.js";
import { projectorView } from "./projector.js";
import { cardsChoice } from "../cards.js";

const lines = (texts) => texts.map((text) => el("p", {}, text));
// A step's headline as the reader's cards name them: the build wrote both ("pictures" where they differ).
const said = (step) => (cardsChoice() === "pictures" && step.pictures) || step.headline;

export function mount(element, engine) {
  const q = (selector) => element.querySelector(selector);
  const steps = JSON.parse(q("script[data-hf-steps]").textContent);
  const ui = readUi(element);
  const board = q("[data-hf-board]");
  const headline = q("[data-hf-narration]");
  const reasons = q("[data-hf-reasons]");
  const counter = q("[data-hf-counter]");
  const stepsBar = q("[data-hf-steps-bar]");
  const branchSlot = q("[data-hf-branch]");
  const button = (action) => q(`[data-hf-action="${action}"]`);
  const buttons = {
    previous: button("previous"), next: button("next"), reset: button("reset"), whatif: button("whatif"),
  };
  let index = 0;
  let branch = null; // while "What if?" is open: {from}

  function draw(i) {
    const step = steps[i];
    patch(board, step.board); // the same seats and hands: only the cards that moved are written
    headline.replaceChildren(...lines(said(step)));
    reasons.textContent = step.text;
    q("[data-hf-rule]").replaceWith(build(step.rule));
    counter.textContent = step.counter;
    element.dataset.hfStep = String(i);
    element.dataset.hfCurrent = step.current;
    const focused = document.activeElement;
    buttons.previous.disabled = i === 0;
    buttons.next.disabled = i === steps.length - 1;
    buttons.reset.disabled = i === 0;
    if (focused && focused.disabled) (i === 0 ? buttons.next : buttons.previous).focus({ preventScroll: true });
  }

  // After a step, the headline is where the reader looks: if they had scrolled it away (to the table's foot, say),
  // the widget's top comes back under the page's header. The bar is pinned, so the buttons do not move.
  function headlineInView() {
    if (view.on()) return;
    const box = headline.getBoundingClientRect();
    const header = document.querySelector(".md-header");
    const top = header ? header.getBoundingClientRect().bottom : 0;
    if (box.top < top || box.bottom > window.innerHeight) q(".hf-we__top").scrollIntoView({ block: "start" });
  }

  function go(i) {
    if (branch) return;
    if (i < 0 || i >= steps.length || i === index) return;
    index = i;
    if (measuredWidth === -1) reserveBoard(); // the table's room, before its first step moves it
    measureStep(() => draw(i));
    headlineInView();
    const url = new URL(window.location.href); // ?step=N: a link (and the language switch) keeps the step
    if (i) url.searchParams.set("step", String(i));
    else url.searchParams.delete("step");
    history.replaceState(history.state, "", url.href);
  }

  // The table keeps the height of the tallest step at the widget's width: the steps' pictures are laid out once,
  // unseen, each in a copy of it, all in one layout (measured one after another, they cost a layout each: 6 forced
  // layouts of the whole page, about 45 ms of the widget's start on a desktop).
  let measuredWidth = -1;
  function reserveBoard(force = false) {
    const width = board.getBoundingClientRect().width;
    if (!width || (width === measuredWidth && !force)) return;
    measuredWidth = width;
    const probes = steps.map((step) => {
      const probe = el("div", { class: board.className, "aria-hidden": "true" });
      probe.inert = true;
      Object.assign(probe.style, { position: "absolute", visibility: "hidden", top: "0", left: "0",
        width: `${width}px`, minHeight: "" });
      fill(probe, step.board);
      return probe;
    });
    board.after(...probes);
    const tallest = Math.max(0, ...probes.map((probe) => probe.getBoundingClientRect().height));
    for (const probe of probes) probe.remove();
    board.style.minHeight = `${Math.ceil(tallest)}px`;
  }
  // Measured first by the observer's first report, which comes in the page's first frame after the mount (the
  // buttons are on screen from the page's first frame: worked-early.js), after its layout and before its paint.
  // Where the table's foot is then on screen, the measuring is done there (the reader never sees the table without
  // its room); where it is below the screen, its room grows where no reader sees it, so the measuring waits until
  // that frame is painted (a forced layout of six tables, about 25 ms of main-thread work, not in that frame). A
  // step drawn before then measures first (go). Again whenever the width changes.
  new ResizeObserver(() => {
    if (measuredWidth === -1 && !view.on() && board.getBoundingClientRect().bottom > window.innerHeight) {
      setTimeout(() => reserveBoard(), 0); // a task after this rendering update, its paint included
    } else {
      reserveBoard();
    }
  }).observe(element);

  const view = projectorView(element, {
    button: button("projector"),
    labels: { open: ui.projector, close: ui["projector-leave"] },
    keys: { next: () => go(index + 1), back: () => go(index - 1) },
    signal: engine ? engine.signal : undefined,
    onChange: () => reserveBoard(true),
  });
  buttons.previous.addEventListener("click", () => go(index - 1));
  buttons.next.addEventListener("click", () => go(index + 1));
  buttons.reset.addEventListener("click", () => go(0));

  if (engine) {
    const whatIf = whatIfBranch(element, engine, { headline, counter, board, branchSlot });
    buttons.whatif.addEventListener("click", () => {
      if (branch) return;
      branch = { from: index };
      if (view.on()) view.set(false); // the choice is made on the page: the projector view shows the guide's
      element.dataset.hfWhatif = "open";
      stepsBar.hidden = true;
      whatIf.open(steps[index], index, () => {
        branch = null;
        delete element.dataset.hfWhatif;
        stepsBar.hidden = false;
        draw(index);
        buttons.whatif.focus({ preventScroll: true });
      });
    });
  } else {
    buttons.whatif.hidden = true;
  }

  // The reader chose other cards (the footer's setting): the step on screen is said again in their words.
  document.addEventListener("hf:cards", () => {
    if (!branch) draw(index);
  }, { signal: engine ? engine.signal : undefined });

  const start = Number(new URLSearchParams(window.location.search).get("step"));
  if (Number.isInteger(start) && start > 0 && start < steps.length) {
    index = start;
    draw(start);
  }
  element.dataset.hfReady = "true";
  markInteractive();
  // Its buttons were shown before this, as the page was first drawn (worked-early.js, inline): a tap on one since
  // then was kept there, and is answered now, in order.
  const early = element.hfEarly || [];
  element.hfEarly = null;
  for (const action of early) {
    const tapped = button(action);
    if (tapped && !tapped.disabled && !tapped.hidden) tapped.click();
  }
}

/** The "What if?" branch: its choice, its requests to Python, and the way back. */
function whatIfBranch(element, engine, parts) {
  const kit = widgetKit(element, engine);
  const { ui } = kit;
  const { headline, counter, board, branchSlot } = parts;
  const cardViews = JSON.parse(element.querySelector("script[data-hf-cards]").textContent);
  const bar = element.querySelector("[data-hf-whatif-bar]");
  const back = bar.querySelector('[data-hf-action="back"]');
  const bot = bar.querySelector('[data-hf-action="bot"]');
  let requests = [];
  let legal = []; // [{target, cards, families}]: every target is asked for the same cards
  let current = "";
  let over = false;
  let chosen = null; // whom
  let family = null;
  let ready = false;
  let close = null;
  let stopStatus = null;

  // The choice, in three rows that keep their place: whom, which family (of those the player to move holds), which
  // card (its missing members). On a phone, all of it, the hand of the player to move and every count fit one
  // screen, where 26 card buttons at once did not.
  const overLine = el("p", { class: "hf-we__turn", "data-hf-whatif-over": "" }, ui.over);
  const asks = el("span", { class: "hf-play__label", "data-hf-turn": "" });
  const row = (label, box, kind) => el("div", { class: `hf-we__row hf-we__row--${kind}` }, label, box);
  const targets = el("span", { class: "hf-play__targets" });
  const families = el("span", { class: "hf-play__targets" });
  const cards = el("span", { class: "hf-play__cards" });
  const rows = el("div", {}, row(asks, targets, "whom"),
    row(el("span", { class: "hf-play__label" }, ui.family), families, "family"),
    row(el("span", { class: "hf-play__label" }, ui.card), cards, "card"));
  const message = el("p", { class: "hf-we__message", role: "alert", "data-hf-whatif-message": "" });
  // Over the choice while Python starts (so that nothing moves when it is ready): the loader's progress, or its
  // failure and Retry, and a word that the guide's example waits.
  const status = el("div", { "data-hf-status": "" });
  const loading = el("div", { class: "hf-we__loading", "data-hf-loading": "" },
    el("p", { class: "hf-we__waiting" }, ui.waiting), status); // the status last: its changes move nothing
  branchSlot.replaceChildren(el("div", { class: "hf-we__choice" }, overLine, rows, loading), message);

  function choice(value, pressed, label, onPick, disabled) {
    const picked = el("button", { type: "button", class: "hf-play__target", "aria-pressed": String(pressed),
      "aria-label": label, disabled }, value);
    picked.addEventListener("click", onPick);
    return picked;
  }

  function drawChoice() {
    const usable = ready && !over && !kit.busy;
    asks.textContent = fmt(ui.asks, { name: current });
    overLine.hidden = !over;
    if (!legal.some((g) => g.target === chosen)) chosen = legal.length === 1 ? legal[0].target : null;
    const group = legal.find((g) => g.target === chosen) || legal[0] || { cards: [], families: [] };
    const held = [...new Set(group.families)];
    if (!held.includes(family)) family = held.length === 1 ? held[0] : null;
    const pick = (set, next) => () => {
      set();
      drawChoice();
      const first = next.querySelector("button:enabled[aria-pressed='false'], .hf-play__card:enabled");
      if (first) first.focus({ preventScroll: true });
    };
    targets.replaceChildren(...legal.map((g) => choice(g.target, g.target === chosen, g.target,
      pick(() => { chosen = g.target; }, family ? cards : families), !usable)));
    families.replaceChildren(...held.map((f) => choice(f, f === family,
      fmt(ui["family-button"], { family: f }), pick(() => { family = f; }, cards), !usable)));
    const wanted = group.cards.filter((_, i) => group.families[i] === family);
    cards.replaceChildren(...wanted.map((label) => {
      const name = chosen ? fmt(ui["ask-card"], { name: chosen, card: label }) : label;
      const card = el("button", { type: "button", class: "hf-play__card", "data-hf-ask-card": label,
        "aria-label": name, disabled: !usable || !chosen }, build(cardViews[label]));
      card.addEventListener("click", () => run("ask", { target: chosen, card: label }));
      return card;
    }));
    rows.hidden = over;
    bot.disabled = !usable;
    loading.hidden = ready;
    element.dataset.hfWhatifRequests = String(requests.length);
  }

  function show(state, { drawBoard = true } = {}) {
    requests = state.setup.requests;
    if (drawBoard) fill(board, state.board);
    legal = state.legal || [];
    current = state.current || "";
    over = Boolean(state.over) || legal.length === 0;
  }

  async function run(func, request) {
    if (!close) return;
    message.textContent = "";
    const asked = kit.exclusive(() => kit.must(func, { deal: "worked-example", requests, ...request },
      { expected: isInputError, into: message }));
    drawChoice(); // busy: the choice waits for the answer
    const reply = await asked;
    if (!reply || !close) return;
    if (reply.ok) {
      if (reply.result) headline.replaceChildren(...lines([reply.result.headline]));
      show(reply.state);
    } else {
      message.textContent = replyMessage(reply);
    }
    drawChoice();
  }

  bot.addEventListener("click", () => run("bot_move", { bot: "smart" }).catch((err) => console.warn(err)));
  back.addEventListener("click", () => {
    const done = close;
    close = null;
    if (stopStatus) stopStatus();
    stopStatus = null;
    branchSlot.hidden = true;
    bar.hidden = true;
    message.textContent = "";
    if (done) done();
  });

  return {
    async open(step, n, onBack) {
      close = onBack;
      requests = step.requests;
      legal = step.legal;
      current = step.current;
      over = legal.length === 0;
      chosen = null;
      family = null;
      ready = engine.status.stage === "ready";
      // The newest event is still the step's last request (or the deal) until the reader makes one.
      headline.replaceChildren(...lines(said(step).slice(-1)));
      counter.textContent = n ? fmt(ui.from, { n }) : ui["from-deal"];
      branchSlot.hidden = false;
      bar.hidden = false;
      drawChoice();
      const header = document.querySelector(".md-header");
      const top = header ? header.getBoundingClientRect().bottom : 0;
      if (Math.abs(element.getBoundingClientRect().top - top) > 8) {
        element.querySelector(".hf-we__top").scrollIntoView({ block: "start" });
      }
      back.focus({ preventScroll: true });
      stopStatus = attachStatus(loading);
      // The same position as the step's (its picture stays: nothing moves when Python is ready). While Python
      // loads or failed to, the status says why, with Retry; a failed answer shows its message and Retry here.
      const reply = await kit.must("state", { deal: "worked-example", requests }, { into: message });
      if (close) show(reply.state, { drawBoard: false });
      if (!close) return;
      ready = true;
      drawChoice();
    },
  };
}

registerWidget(import.meta.url, mount); // mounted by the loader as soon as the page is there
