// The deal and request explorer, with what the table knows and a shareable link.
//
// The build renders the first deal (hf_core/site/widgets.py). Once Python is ready, every change
// goes through hf_core.web (new_deal, state, ask, bot_move, parse_share): the page keeps only the
// set-up (players, seed, dealer, requests, viewer, computer seats) and redraws from each reply.
// A link's query (?v=1&players=...&seed=...&dealer=...&r=...) is read by parse_share; a bad link
// gets a message in the page language and a fresh deal. Nothing from the URL becomes HTML.
import { el, fmt, isInputError, replyMessage, ruleHref, widgetKit } from "./dom.js";
import { fill } from "../view.js";
import { markInteractive, registerWidget } from "../loader.js";

const SHARE_KEYS = ["v", "deal", "players", "seed", "dealer", "r", "view", "bots"];
const BOT_DELAY_MS = 350;
const MAX_AUTO_MOVES = 2000;

export async function mount(element, engine) {
  const kit = widgetKit(element, engine);
  const { ui, showMessage, setBusy } = kit;
  const q = (selector) => element.querySelector(selector);
  const dealForm = q('[data-hf-form="deal"]');
  const askForm = q('[data-hf-form="ask"]');
  const fieldsets = [...element.querySelectorAll("[data-hf-fieldset]")];
  const summary = q("[data-hf-summary]");
  const board = q("[data-hf-board]");
  const turn = q("[data-hf-turn]");
  const feedback = q("[data-hf-feedback]");
  const facts = q("[data-hf-facts]");
  const viewerFacts = q("[data-hf-viewer-facts]");
  const log = q("[data-hf-log]");
  const share = q("[data-hf-share]");
  const copy = q('[data-hf-action="copy"]');
  const undo = q('[data-hf-action="undo"]');
  const D = dealForm.elements;
  const A = askForm.elements;

  let setup = JSON.parse(element.dataset.hfSetup || "{}");
  let st = null;
  let logEntries = []; // the log so far: each reply brings only the entries after the ones kept here
  let autoplay = false;

  // The worker keeps the game between calls (st.session names it), and the page keeps the log it has. A reply
  // refused for the reader's input is said here (refusalNodes); any other failure waits on the kit's Retry.
  const call = (func, request, expected = isInputError) => kit.must(func, {
    ...request, log_from: logEntries.length, session: st ? st.session : null,
  }, { expected });

  function say(...nodes) {
    feedback.replaceChildren(...nodes);
  }

  function refusalNodes(reply) {
    if (reply.refusal) {
      const r = reply.refusal;
      return [el("p", { class: "hf-x__refusal", "data-hf-refusal": r.rule },
        el("strong", {}, el("a", { href: ruleHref(r.url), "data-hf-rule-link": r.rule }, r.title)), " ", r.message)];
    }
    const text = reply.error ? reply.error.message : "";
    return [el("p", { class: "hf-x__refusal", "data-hf-error": reply.error ? reply.error.code : "" }, text)];
  }

  // ------------------------------------------------------------------------------ drawing

  function options(select, values, selected) {
    select.replaceChildren(...values.map(([value, label]) => {
      const option = el("option", { value }, label);
      if (value === selected) option.selected = true;
      return option;
    }));
  }

  function syncDealForm() {
    const players = setup.players;
    D.count.value = String(players.length);
    players.forEach((name, i) => { D[`name${i}`].value = name; });
    showNames(players.length);
    options(D.dealer, players.map((p, i) => [String(i), p]), String(players.indexOf(st.dealer)));
    options(D.view, [["", ui["view-all"]], ...players.map((p, i) => [String(i), fmt(ui["view-one"], { name: p })])],
      st.viewer === null ? "" : String(players.indexOf(st.viewer)));
    D.seed.value = setup.seed ?? "";
  }

  function showNames(n) {
    element.querySelectorAll(".hf-x__name").forEach((label, i) => { label.hidden = i >= n; });
  }

  function namesFromForm() {
    const n = Number(D.count.value);
    const names = [];
    for (let i = 0; i < n; i += 1) names.push(D[`name${i}`].value.trim());
    return names;
  }

  function refreshDealerChoices() {
    const names = namesFromForm();
    const dealer = Math.min(Number(D.dealer.value) || 0, names.length - 1);
    options(D.dealer, names.map((p, i) => [String(i), p || fmt(ui.player, { n: i + 1 })]), String(dealer));
    const view = D.view.value;
    options(D.view, [["", ui["view-all"]], ...names.map((p, i) => [String(i), fmt(ui["view-one"], { name: p || fmt(ui.player, { n: i + 1 }) })])],
      Number(view) < names.length ? view : "");
  }

  function draw(state, { updateUrl = true } = {}) {
    const kept = log.children.length === logEntries.length && state.log_start === logEntries.length;
    logEntries = logEntries.slice(0, state.log_start).concat(state.log);
    st = state;
    setup = state.setup;
    syncDealForm();
    const dealt = state.seats.filter((s) => s.dealt_families.length)
      .map((s) => `${s.name} (${s.dealt_families.join(", ")})`);
    summary.textContent = `${fmt(ui.begins, { first: state.first, dealer: state.dealer })} ${
      dealt.length ? fmt(ui["from-deal"], { list: dealt.join(", ") }) : ui["from-deal-none"]}`;
    fill(board, state.board);
    turn.textContent = state.over
      ? `${ui["over-line"]} ${logEntries.length ? logEntries[logEntries.length - 1].text : ""}`
      : fmt(ui["turn-line"], { name: state.current });

    const legal = state.legal || [];
    const target = legal.some((g) => g.target === A.target.value) ? A.target.value : (legal[0] || {}).target;
    options(A.target, legal.map((g) => [g.target, g.target]), target);
    drawCards();
    A.target.disabled = A.card.disabled = !legal.length;
    askForm.querySelector('button[type="submit"]').disabled = !legal.length;
    options(A["free-asker"], state.players.map((p) => [p, p]), state.current || state.players[0]);
    const freeTarget = state.players.includes(A["free-target"].value) ? A["free-target"].value
      : state.players.find((p) => p !== state.current);
    options(A["free-target"], state.players.map((p) => [p, p]), freeTarget);
    drawBotSeats(state);
    undo.disabled = !setup.requests.length;

    facts.replaceChildren(...state.knowledge.facts.map((f) => el("li", {}, f)));
    const mine = state.knowledge.viewer;
    if (mine && mine.facts.length) {
      viewerFacts.replaceChildren(el("h4", {}, fmt(ui["knows-viewer"], { name: mine.name })),
        el("ul", {}, mine.facts.map((f) => el("li", {}, f))));
      viewerFacts.hidden = false;
    } else {
      viewerFacts.replaceChildren();
      viewerFacts.hidden = true;
    }
    if (kept) log.append(...state.log.map((item) => el("li", {}, item.text)));
    else log.replaceChildren(...logEntries.map((item) => el("li", {}, item.text)));

    const url = new URL(window.location.href);
    url.search = `?${state.share}`;
    url.hash = "";
    share.href = url.href;
    if (updateUrl) history.replaceState(history.state, "", url.href);
    element.dataset.hfCurrent = state.current || "";
    element.dataset.hfRequests = String(setup.requests.length);
    element.dataset.hfOver = state.over ? "true" : "false";
  }

  function drawCards() {
    const group = (st.legal || []).find((g) => g.target === A.target.value);
    const keep = A.card.value;
    const cards = group ? group.cards : [];
    options(A.card, cards.map((c) => [c, c]), cards.includes(keep) ? keep : cards[0]);
  }

  function drawBotSeats(state) {
    const box = q("[data-hf-botseats]");
    box.replaceChildren(...state.players.map((p, i) => {
      const input = el("input", { type: "checkbox", name: `bot${i}`, value: p });
      input.checked = state.setup.bots.includes(p);
      input.addEventListener("change", onBotSeats);
      return el("label", { class: "hf-x__check" }, input, " ", fmt(ui["bot-seat"], { name: p }));
    }));
  }

  // ------------------------------------------------------------------------------ actions

  async function run(func, request, { after } = {}) {
    if (kit.busy) return null;
    setBusy(true);
    try {
      const reply = await call(func, request);
      if (reply.state) draw(reply.state);
      if (after) after(reply);
      return reply;
    } catch (err) {
      say(el("p", { class: "hf-x__refusal" }, String(err && err.message ? err.message : err)));
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function deal(seed) {
    showMessage("");
    const names = namesFromForm();
    const request = {
      players: names,
      seed: seed ?? D.seed.value.trim(),
      dealer: Number(D.dealer.value) || 0,
      viewer: D.view.value === "" ? null : names[Number(D.view.value)] ?? null,
      bots: setup.bots.filter((b) => names.includes(b)),
    };
    const reply = await run("new_deal", request);
    if (reply && !reply.ok) showMessage(replyMessage(reply));
    else if (reply) {
      say();
      await botTurns();
    }
  }

  async function ask(asker, target, cardLabel) {
    const reply = await run("ask", { ...setup, asker, target, card: cardLabel });
    if (!reply) return;
    if (reply.ok) {
      say(el("p", { class: "hf-x__result", "data-hf-success": String(reply.result.success) }, reply.result.text));
      await botTurns();
    } else {
      say(...refusalNodes(reply));
    }
  }

  async function botMove() {
    const reply = await run("bot_move", { ...setup, bot: A["bot-kind"].value });
    if (!reply) return false;
    if (reply.ok) {
      const why = A["say-why"] && A["say-why"].checked && reply.result.why;
      say(el("p", { class: "hf-x__result" }, reply.result.text),
        why ? el("p", { class: "hf-x__why", "data-hf-why": reply.result.reason.kind }, fmt(ui.why, { why })) : "");
      return true;
    }
    say(...refusalNodes(reply));
    return false;
  }

  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  // Computer seats play in turn, one visible request at a time, until a person's turn or the end.
  async function botTurns() {
    let moves = 0;
    while (st && !st.over && (autoplay || st.setup.bots.includes(st.current)) && moves < MAX_AUTO_MOVES) {
      await pause(autoplay ? 0 : BOT_DELAY_MS);
      if (!(await botMove())) break;
      moves += 1;
    }
  }

  async function onBotSeats() {
    const bots = [...element.querySelectorAll("[data-hf-botseats] input")].filter((i) => i.checked).map((i) => i.value);
    const reply = await run("state", { ...setup, bots });
    if (reply && reply.ok) await botTurns();
  }

  // ------------------------------------------------------------------------------ wiring

  D.count.addEventListener("change", () => {
    showNames(Number(D.count.value));
    refreshDealerChoices();
  });
  element.querySelectorAll(".hf-x__name input").forEach((input) =>
    input.addEventListener("change", refreshDealerChoices));
  dealForm.addEventListener("submit", (event) => {
    event.preventDefault();
    deal();
  });
  q('[data-hf-action="again"]').addEventListener("click", () => {
    const random = new Uint32Array(1);
    crypto.getRandomValues(random);
    D.seed.value = String(random[0] % 1000000);
    deal(D.seed.value);
  });
  A.target.addEventListener("change", drawCards);
  askForm.addEventListener("submit", (event) => {
    event.preventDefault();
    if (st && !st.over) ask(st.current, A.target.value, A.card.value);
  });
  q('[data-hf-action="free"]').addEventListener("click", () => {
    ask(A["free-asker"].value, A["free-target"].value, A["free-card"].value);
  });
  undo.addEventListener("click", () => {
    run("state", { ...setup, requests: setup.requests.slice(0, -1) }, { after: () => say() });
  });
  q('[data-hf-action="bot"]').addEventListener("click", async () => {
    if (st && !st.over) await botMove();
  });
  q('[data-hf-action="auto"]').addEventListener("click", async () => {
    autoplay = true;
    try {
      await botTurns();
    } finally {
      autoplay = false;
    }
  });
  if (navigator.clipboard && window.isSecureContext) {
    copy.hidden = false;
    copy.addEventListener("click", async () => {
      try {
        await navigator.clipboard.writeText(share.href);
        say(el("p", {}, ui.copied));
      } catch {
        // the link itself stays there to copy by hand
      }
    });
  }

  // ------------------------------------------------------------------------------ start

  await kit.ready();
  const params = new URLSearchParams(window.location.search);
  const shared = SHARE_KEYS.some((key) => params.has(key));
  if (shared) {
    const reply = await call("parse_share", { query: window.location.search });
    if (reply.state) draw(reply.state, { updateUrl: reply.ok });
    else draw((await call("state", setup, null)).state); // the page's own game: only ok goes on
    if (!reply.ok) showMessage(replyMessage(reply));
  } else {
    const reply = await call("state", setup, null);
    draw(reply.state, { updateUrl: false });
  }
  for (const fieldset of fieldsets) fieldset.disabled = false;
  element.dataset.hfReady = "true";
  markInteractive(); // for benchmarks/page.py: the first position answered, its forms usable
  await botTurns();
}

registerWidget(import.meta.url, mount); // mounted by the loader as soon as the page is there
