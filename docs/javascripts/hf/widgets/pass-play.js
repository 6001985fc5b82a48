// Pass and play: two to six people round one phone or tablet.
//
// The table is dealt and played by hf_core.web.pass_state / pass_ask. Every answer carries at most one hand: the one
// whose owner tapped "I am ..., show my hand"; after each request every hand is hidden again and the screen says whom
// to pass the device to. What the table has heard stays in view for everyone. The game is in the page's link (the
// play page's share format: ?v=1&players=...&seed=...&dealer=...&r=...), so it can be shared and resumed; the link is
// read by Python, never parsed as HTML here. Nothing of a hidden hand is ever in the page: the page never has it.
import { build, fill } from "../view.js";
import { markInteractive, registerWidget } from "../loader.js";
import { el, fmt, widgetKit } from "./dom.js";

const KEYS = ["v", "players", "seed", "dealer", "r", "view", "bots", "h"];

export async function mount(element, engine) {
  const kit = widgetKit(element, engine);
  const { ui, showMessage } = kit;
  const form = element.querySelector('[data-hf-form="pass"]');
  const fieldset = element.querySelector("[data-hf-fieldset]");
  const stage = element.querySelector("[data-hf-stage]");
  const resume = element.querySelector('[data-hf-action="resume"]');
  const F = form.elements;

  let setup = null; // {players, seed, dealer, requests}
  let state = null; // the last answer's state (public, plus the shown hand)
  let target = null;
  let notice = null; // {said: [...], again} after a request

  // ------------------------------------------------------------------------------------------ the stage

  const title = el("p", { class: "hf-learn__progress" }, ui.title);
  const close = el("button", { type: "button", class: "md-button hf-learn__close", "data-hf-action": "close",
    "aria-label": ui["close-long"] }, ui.close);
  const heard = el("h3", { class: "hf-pass__heard" }, ui.said);
  const before = el("details", { class: "hf-pass__before", "data-hf-before": "" });
  const said = el("ol", { class: "hf-learn__said", "data-hf-said": "" });
  const feedback = el("div", { class: "hf-learn__feedback", role: "alert", "data-hf-feedback": "" });
  const story = el("section", { class: "hf-learn__story", "aria-live": "polite", "data-hf-story": "" },
    heard, before, said, feedback);
  const board = el("div", { class: "hf-table", "data-hf-board": "" });
  const boardBox = el("div", { class: "hf-learn__board", role: "region", tabindex: "0", "aria-label": ui.title },
    board);
  const main = el("div", { class: "hf-learn__main" }, story, boardBox);
  const act = el("div", { class: "hf-learn__act", "data-hf-act": "" });
  stage.replaceChildren(el("div", { class: "hf-learn__top" }, el("div", { class: "hf-learn__meter" }, title), close),
    main, act);

  function button(label, attrs, onClick) {
    const b = el("button", { type: "button", ...attrs }, label);
    b.addEventListener("click", onClick);
    return b;
  }

  function draw() {
    const st = state;
    feedback.replaceChildren();
    // The newest sentences in view; the ones before them folded, for whoever wants to read back.
    const n = st.said_before.length;
    before.replaceChildren(el("summary", {}, n === 1 ? ui["before-one"] : fmt(ui.before, { n })),
      el("ol", {}, ...st.said_before.map((t) => el("li", {}, t))));
    before.hidden = !st.said_before.length;
    said.replaceChildren(...(st.said.length ? st.said : [ui["nothing-yet"]]).map((t) => el("li", {}, t)));
    fill(board, st.board);
    act.replaceChildren(...actions(st));
    element.dataset.hfShow = st.show || "";
    element.dataset.hfCurrent = st.current || "";
    element.dataset.hfOver = st.over ? "true" : "false";
    element.dataset.hfRequests = String(setup.requests.length);
    main.scrollTop = 0;
    const last = said.lastElementChild;
    if (last) last.scrollIntoView({ block: "nearest" });
  }

  function actions(st) {
    if (st.over) {
      const share = button(ui.share, { class: "md-button hf-learn__primary", "data-hf-action": "share" }, copyLink);
      const again = button(ui.new, { class: "md-button md-button--primary hf-learn__primary", "data-hf-action": "new" },
        () => open(false));
      return [el("p", { class: "hf-learn__prompt", "data-hf-result": "" }, st.result), again, share];
    }
    const name = st.current;
    if (st.show !== name) {
      const line = notice && notice.again ? fmt(ui.keep, { name }) : fmt(ui["pass-to"], { name });
      return [
        el("p", { class: "hf-pass__hidden" }, ui["hands-hidden"]),
        el("p", { class: "hf-learn__prompt", "data-hf-pass-to": name }, line),
        button(fmt(ui.show, { name }), { class: "md-button md-button--primary hf-learn__primary",
          "data-hf-action": "show" }, () => show(name)),
      ];
    }
    // The cards one may ask for do not depend on whom one asks (they are the cards one lacks of one's families): they
    // are shown at once, so choosing whom to ask moves nothing on the screen.
    const legal = st.legal || [];
    const group = legal.find((g) => g.target === target) || legal[0];
    const targets = el("div", { class: "hf-learn__targets", role: "group", "aria-label": fmt(ui.whom, { name }) },
      ...legal.map((g) => button(g.target, { class: "hf-learn__target", "data-hf-target": g.target,
        "aria-pressed": String(g.target === target) }, () => { target = g.target; draw(); })));
    const cards = el("div", { class: "hf-pass__cards", "data-hf-cards": "" },
      ...(group ? group.cards : []).map((label, i) => {
        const b = el("button", { type: "button", class: "hf-learn__card", "data-hf-card": label,
          "aria-label": target ? `${target}: ${label}` : label }, build(group.views[i]));
        b.addEventListener("click", () => ask(label));
        return b;
      }));
    const hide = button(ui.hide, { class: "md-button hf-learn__primary", "data-hf-action": "hide" }, () => show(null));
    return [el("p", { class: "hf-learn__prompt" }, target ? fmt(ui.which, { target }) : fmt(ui.whom, { name })),
      targets, cards, hide];
  }

  // ------------------------------------------------------------------------------------------ moves

  async function call(func, extra) {
    kit.setBusy(true);
    try {
      return await kit.call(func, { ...setup, ...extra });
    } finally {
      kit.setBusy(false);
    }
  }

  async function show(name) {
    if (kit.busy) return;
    const reply = await call("pass_state", { show: name });
    if (!reply.ok) return fail(reply);
    state = reply.state;
    target = null;
    if (name === null) notice = null;
    draw();
    focusAction();
  }

  async function ask(card) {
    if (kit.busy) return;
    if (!target) {
      feedback.replaceChildren(el("p", {}, fmt(ui.whom, { name: state.show })));
      feedback.scrollIntoView({ block: "nearest" });
      return;
    }
    const reply = await call("pass_ask", { show: state.show, target, card });
    if (!reply.ok) return fail(reply);
    setup = { ...setup, requests: reply.state.requests };
    state = reply.state; // every hand hidden again
    notice = reply.result;
    target = null;
    keep();
    draw();
    focusAction();
  }

  function fail(reply) {
    const problem = reply.refusal || reply.error || {};
    feedback.replaceChildren(el("p", {}, fmt(ui.failed, { reason: problem.message || "" })));
  }

  function focusAction() {
    const next = act.querySelector("button, a[href]");
    if (next) next.focus({ preventScroll: true });
  }

  // ------------------------------------------------------------------------------------------ the link

  function keep() {
    const url = new URL(window.location.href);
    for (const key of KEYS) url.searchParams.delete(key);
    if (state && !stage.hidden) for (const [key, value] of new URLSearchParams(state.share)) url.searchParams.set(key, value);
    window.history.replaceState(window.history.state, "", url.href);
  }

  async function copyLink() {
    const link = window.location.href;
    try {
      await navigator.clipboard.writeText(link);
      feedback.replaceChildren(el("p", {}, ui.copied));
    } catch {
      feedback.replaceChildren(el("p", {}, ui.link, " ", el("code", {}, link)));
    }
    feedback.scrollIntoView({ block: "nearest" });
  }

  // ------------------------------------------------------------------------------------------ open, close

  let inerted = [];
  function open(on) {
    stage.hidden = !on;
    document.documentElement.classList.toggle("hf-learn-open", on);
    for (const node of inerted) node.inert = false;
    inerted = [];
    for (let node = stage; on && node.parentElement && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement.children) {
        if (sibling !== node && !sibling.inert) inerted.push(sibling);
      }
    }
    for (const node of inerted) node.inert = true;
    element.dataset.hfOpen = on ? "true" : "false";
    resume.hidden = on || !state || state.over;
    keep();
    if (on) focusAction();
  }

  close.addEventListener("click", () => open(false));
  resume.addEventListener("click", () => show(null).then(() => open(true)));
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !stage.hidden) {
      event.preventDefault();
      open(false);
    }
  }, { signal: kit.signal });
  kit.signal.addEventListener("abort", () => document.documentElement.classList.remove("hf-learn-open"), { once: true });

  function showNames() {
    const n = Number(F.count.value);
    element.querySelectorAll(".hf-pass__name").forEach((label, i) => { label.hidden = i >= n; });
  }
  F.count.addEventListener("change", showNames);

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (kit.busy) return;
    const n = Number(F.count.value);
    const players = [...Array(n).keys()].map((i) => F[`name${i}`].value.trim() || F[`name${i}`].placeholder);
    const seed = crypto.getRandomValues(new Uint32Array(1))[0];
    setup = { players, seed: String(seed), dealer: n - 1, requests: [] };
    notice = null;
    const reply = await call("pass_state", { show: null });
    if (!reply.ok) {
      showMessage((reply.error || {}).message || "");
      return;
    }
    showMessage("");
    state = reply.state;
    open(true);
    draw();
    focusAction();
  });

  await kit.ready();
  const params = new URLSearchParams(window.location.search);
  if (params.has("players") && params.has("seed")) {
    const reply = await kit.call("pass_state", { query: window.location.search });
    if (reply.ok) {
      const s = reply.setup;
      setup = { players: s.players, seed: s.seed, dealer: s.players.indexOf(s.dealer), requests: s.requests };
      state = reply.state;
      F.count.value = String(s.players.length);
      s.players.forEach((name, i) => { F[`name${i}`].value = name; });
      showNames();
      open(true);
      draw();
    } else {
      showMessage((reply.error || {}).message || "");
    }
  }
  fieldset.disabled = false;
  element.dataset.hfReady = "true";
  markInteractive();
}

registerWidget(import.meta.url, mount); // mounted by the loader as soon as the page is there
