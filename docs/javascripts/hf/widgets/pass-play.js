// Pass and play: two to six people round one phone or tablet.
//
// The table is dealt and played by hf_core.web.pass_state / pass_ask. Every answer carries at most one hand: the one
// whose owner tapped "I am ..., show my hand", and only on their turn (Python refuses any other); after each request
// every hand is hidden again and the screen says whom to pass the device to (or, after a yes, to keep it). What the
// table has heard stays in view for everyone. Nothing of a hidden hand is ever in the page: the page never has it.
//
// The game (players, shuffle seed, dealer, requests) names every hand, so it is never in the address bar: it is kept
// on this device (localStorage, key "<site path>.hf-pass-play", which "Remove from this device" clears with the site's
// other keys), so a reload, the language switch or a closed tab goes on with the same game and the same names. A kept
// value that cannot be read, or that Python refuses, is removed and the reader told why. "Continue on another device"
// gives the play page's share link (?v=1&players=...&seed=...), saying that it reveals every hand: only while the
// table is closed (between turns or games) or at the end, never during a turn. Such a link, opened here, is read by
// Python (never parsed as HTML), kept on the device, and taken out of the address bar at once.
import { build, fill } from "../view.js";
import { markInteractive, registerWidget } from "../loader.js";
import { SITE_ROOT, el, fmt, isInputError, replyMessage, widgetKit } from "./dom.js";

const KEYS = ["v", "players", "seed", "dealer", "r", "view", "bots", "h"];
export const STORE_KEY = `${SITE_ROOT.pathname}.hf-pass-play`;

export async function mount(element, engine) {
  const kit = widgetKit(element, engine);
  const { ui, showMessage } = kit;
  const form = element.querySelector('[data-hf-form="pass"]');
  const fieldset = element.querySelector("[data-hf-fieldset]");
  const stage = element.querySelector("[data-hf-stage]");
  const resume = element.querySelector('[data-hf-action="resume"]');
  const F = form.elements;
  // "Continue on another device", beside "Go back to the game": offered only while the table is closed and a game
  // exists (the hidden attribute hides it: widgets.css makes [hidden] win over the theme's buttons).
  const carryOffer = element.querySelector("[data-hf-carry-offer]");
  const carryButton = carryOffer;
  const carryBox = el("div", { class: "hf-pass__carry", "data-hf-carry": "", role: "status", hidden: true });
  form.after(carryBox);
  function offerCarry(on) {
    carryOffer.hidden = !on;
  }

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
  const feedback = el("div", { class: "hf-learn__feedback", "data-hf-feedback": "" });
  // What a screen reader hears: one announcement per request (the request and its answer, and whose turn it is), or
  // per refusal (with its reason); the list of what was said is not live, so nothing is read twice.
  const live = el("div", { class: "hf-pass__announce", role: "status", "aria-live": "polite", "aria-atomic": "true",
    "data-hf-announce": "", "data-hf-announced": "0" });
  let announced = 0;
  function announce(text) {
    announced += 1;
    live.replaceChildren(el("p", {}, text));
    live.dataset.hfAnnounced = String(announced);
  }
  const story = el("section", { class: "hf-learn__story", "data-hf-story": "" }, heard, before, said, feedback);
  const board = el("div", { class: "hf-table", "data-hf-board": "" });
  const boardBox = el("div", { class: "hf-learn__board", role: "region", tabindex: "0", "aria-label": ui.title },
    board);
  const main = el("div", { class: "hf-learn__main" }, story, boardBox);
  const act = el("div", { class: "hf-learn__act", "data-hf-act": "" });
  stage.replaceChildren(el("div", { class: "hf-learn__top" }, el("div", { class: "hf-learn__meter" }, title), close),
    main, act, live);

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
    // The shown hand is drawn in the choice panel, family by family with what one may ask for, never under it.
    if (st.ask) board.querySelector("[data-hf-hand]")?.remove();
    act.replaceChildren(...actions(st));
    element.dataset.hfShow = st.show || "";
    element.dataset.hfCurrent = st.current || "";
    element.dataset.hfOver = st.over ? "true" : "false";
    element.dataset.hfRequests = String(setup.requests.length);
    main.scrollTop = 0;
    const last = said.lastElementChild;
    if (last) last.scrollIntoView({ block: "nearest" });
  }

  // What the table is told after a tap that redraws nothing (a refusal, a failure): in the feedback, below what was
  // said, and brought into view there (a long hand's panel leaves the story a few lines: it was hidden under it).
  function tell(text) {
    const line = el("p", {}, text);
    feedback.replaceChildren(line);
    line.scrollIntoView({ block: "nearest" });
  }

  function actions(st) {
    if (st.over) {
      const share = button(ui.carry, { class: "md-button hf-learn__primary", "data-hf-action": "carry" },
        () => carry(feedback));
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
    // are shown at once, so choosing whom to ask moves nothing on the screen. They are drawn in a "You ask for:" frame,
    // family by family beside the cards of that family one holds (real cards, marked "you hold it", not offered), as
    // request buttons, never as cards: the hand is the cards, the requests are the buttons.
    const legal = st.legal || [];
    const targets = el("div", { class: "hf-learn__targets", role: "group", "aria-label": fmt(ui.whom, { name }) },
      ...legal.map((g) => button(g.target, { class: "hf-learn__target", "data-hf-target": g.target,
        "aria-pressed": String(g.target === target) }, () => choose(g.target))));
    const rows = (st.ask || []).map((row) => el("div", { class: "hf-pass__family", role: "group",
      "aria-label": row.name, "data-hf-family": row.family },
      ...row.cards.map((c) => (c.held
        ? el("span", { class: "hf-pass__held", role: "img", "aria-label": c.name, title: c.name },
          build(c.view), el("span", { class: "hf-pass__tick", "aria-hidden": "true" }, "\u2713"))
        : button(c.label, { class: "hf-pass__chip", "data-hf-card": c.label, "aria-label": c.name },
          () => ask(c.label))))));
    const frame = el("fieldset", { class: "hf-pass__ask", "data-hf-cards": "", "data-hf-hand": name },
      el("legend", {}, target ? fmt(ui["ask-for-target"], { target }) : ui["ask-for"]),
      el("p", { class: "hf-pass__key" }, el("span", { class: "hf-pass__tick", "aria-hidden": "true" }, "\u2713"),
        " ", ui.held),
      el("div", { class: "hf-pass__families" }, ...rows));
    const hide = button(ui.hide, { class: "md-button hf-learn__primary", "data-hf-action": "hide" }, () => show(null));
    return [el("p", { class: "hf-pass__mine", "data-hf-mine": "" }, st.hand || ""),
      el("p", { class: "hf-learn__prompt" }, target ? fmt(ui.which, { target }) : fmt(ui.whom, { name })),
      targets, frame, hide];
  }

  function choose(name) {
    target = name;
    draw();
    // The next action is the card: focus goes to the first one offered (Tab goes on through the others).
    const first = act.querySelector("[data-hf-card]");
    if (first) first.focus({ preventScroll: true });
  }

  // ------------------------------------------------------------------------------------------ moves

  // A refusal (a request the rules refuse, a name) is said in the table's feedback; any other failure shows its
  // message there with Retry (dom.js, kit.must), and the table waits where it was.
  async function call(func, extra, { into = feedback } = {}) {
    kit.setBusy(true);
    try {
      return await kit.must(func, { ...setup, ...extra }, { expected: isInputError, into });
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
      // Refused before Python is asked: said once, with its reason, and the focus goes to whom to ask.
      tell(ui["whom-first"]);
      announce(fmt(ui.refused, { reason: ui["whom-first"] }));
      act.querySelector("[data-hf-target]")?.focus({ preventScroll: true });
      return;
    }
    const asker = state.show;
    const reply = await call("pass_ask", { show: asker, target, card });
    if (!reply.ok) return fail(reply);
    setup = { ...setup, requests: reply.state.requests };
    state = reply.state; // every hand hidden again
    notice = reply.result;
    target = null;
    keep();
    let next = "";
    if (!state.over && notice.again) {
      // A yes: the same player asks again, so their hand stays open (the turn has not passed: nobody else is here).
      const again = await call("pass_state", { show: asker });
      if (again.ok) {
        state = again.state;
        next = fmt(ui.again, { name: asker });
      }
    } else if (!state.over) {
      next = fmt(ui["pass-to"], { name: state.current });
    } else {
      next = state.result || "";
    }
    draw();
    announce([...notice.said, next].filter(Boolean).join(" "));
    focusAction();
  }

  function fail(reply) {
    const reason = replyMessage(reply);
    tell(fmt(ui.failed, { reason }));
    announce(fmt(ui.refused, { reason }));
    focusAction();
  }

  function focusAction() {
    const next = act.querySelector("[data-hf-target], [data-hf-action], button, a[href]");
    if (next) next.focus({ preventScroll: true });
  }

  // ------------------------------------------------------------------------------------------ kept on the device

  // The game on this device, never in the address bar (a game's link there is taken out at once).
  function clearAddress() {
    const url = new URL(window.location.href);
    if (KEYS.some((key) => url.searchParams.has(key))) {
      for (const key of KEYS) url.searchParams.delete(key);
      window.history.replaceState(window.history.state, "", url.href);
    }
  }

  function keep() {
    clearAddress();
    try {
      if (setup && state) {
        localStorage.setItem(STORE_KEY, JSON.stringify({ v: 1, players: setup.players, seed: setup.seed,
          dealer: setup.dealer, requests: setup.requests, open: !stage.hidden }));
      } else {
        localStorage.removeItem(STORE_KEY);
      }
    } catch {
      // no storage (a policy, private mode): the game lives as long as the page
    }
    offerCarry(stage.hidden && Boolean(state));
    if (!stage.hidden) carryBox.hidden = true;
  }

  /** The kept game, if its shape is a game's; anything else is removed, and the reader told (stored-bad). */
  function stored() {
    let text = null;
    try {
      text = localStorage.getItem(STORE_KEY);
    } catch {
      return null;
    }
    if (text === null) return null;
    let value = null;
    try {
      value = JSON.parse(text);
    } catch {
      value = null;
    }
    const names = value && Array.isArray(value.players) ? value.players : [];
    const fits = value && typeof value === "object" && value.v === 1 && names.length >= 2 && names.length <= 6
      && names.every((n) => typeof n === "string") && typeof value.seed === "string" && /^[0-9]{1,20}$/.test(value.seed)
      && Number.isInteger(value.dealer) && Array.isArray(value.requests) && value.requests.length <= 2000
      && value.requests.every((r) => Array.isArray(r) && r.length === 3 && r.every((x) => typeof x === "string"));
    if (fits) return value;
    drop(ui["stored-shape"]);
    return null;
  }

  function drop(reason) {
    try {
      localStorage.removeItem(STORE_KEY);
    } catch {
      // nothing kept, then
    }
    showMessage(fmt(ui["stored-bad"], { reason }));
  }

  // "Continue on another device": the game's link, which reveals every hand, said so plainly; copied if it can be.
  async function carry(box) {
    if (!state) return;
    const url = new URL(window.location.href);
    url.hash = "";
    url.search = `?${state.share}`;
    const link = url.href;
    let copied = false;
    try {
      await navigator.clipboard.writeText(link);
      copied = true;
    } catch {
      // shown to copy by hand
    }
    box.replaceChildren(el("p", { class: "hf-pass__warning", "data-hf-warning": "" }, el("strong", {}, ui["carry-warning"])),
      el("p", {}, copied ? ui.copied : ui.link, " ", el("code", { "data-hf-link": "" }, link)));
    box.hidden = false;
    box.scrollIntoView({ block: "nearest" });
  }

  // ------------------------------------------------------------------------------------------ open, close

  let inerted = [];
  function open(on) {
    const wasOpen = !stage.hidden;
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
    else if (wasOpen) {
      // The table closed: the focus goes to what opens it again (or deals), never to the page's start.
      (resume.hidden ? form.querySelector("button[type=submit]") : resume).focus({ preventScroll: true });
    }
  }

  close.addEventListener("click", () => open(false));
  resume.addEventListener("click", () => show(null).then(() => open(true)));
  carryButton.addEventListener("click", () => carry(carryBox));
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
    live.replaceChildren(); // the last game's last request is not this game's
    const reply = await call("pass_state", { show: null }, { into: null });
    if (!reply.ok) {
      showMessage(replyMessage(reply));
      return;
    }
    showMessage("");
    carryBox.hidden = true;
    state = reply.state;
    open(true);
    draw();
    focusAction();
  });

  await kit.ready();
  const params = new URLSearchParams(window.location.search);
  // A game's link (from "Continue on another device", or an older page that kept it in the address bar) starts that
  // game here; otherwise the game kept on this device goes on, open if the table was open.
  const linked = params.has("players") && params.has("seed");
  const kept = linked ? null : stored();
  if (linked || kept) {
    const request = linked ? { query: window.location.search } : { players: kept.players, seed: kept.seed,
      dealer: kept.dealer, requests: kept.requests };
    const reply = await kit.must("pass_state", request, { expected: isInputError });
    if (reply.ok) {
      const s = reply.setup;
      setup = { players: s.players, seed: s.seed, dealer: s.players.indexOf(s.dealer), requests: s.requests };
      state = reply.state;
      F.count.value = String(s.players.length);
      s.players.forEach((name, i) => { F[`name${i}`].value = name; });
      showNames();
      draw(); // before opening: the open table's focus goes to its next action, drawn by then
      open(linked || (kept.open === true && !state.over));
    } else if (linked) {
      clearAddress(); // the link's game is not kept (a game kept before stays), and its address goes
      showMessage(replyMessage(reply));
    } else {
      drop(replyMessage(reply));
    }
  }
  fieldset.disabled = false;
  element.dataset.hfReady = "true";
  markInteractive();
}

registerWidget(import.meta.url, mount); // mounted by the loader as soon as the page is there
