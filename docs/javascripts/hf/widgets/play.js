// Play a whole game against 1 to 5 computer players, at the reader's pace, with a projector view.
//
// The build draws the first deal (hf_core/site/teaching.py, widget "play"). Every position comes
// from hf_core.web (new_deal, ask, bot_move, class_deal, make_class_code): the page keeps the set-up and
// the list of positions seen so far, so Back and Next step through them; a computer player's request is
// asked for only when the reader presses Next (no timers). The link keeps the class deal code
// (?code=...), the computer's strength (&bot=random) and the projector view (&view=projector).
// A series of deals (rule match.total) is agreed in the set-up form before its first deal; hf_core.web's
// match_state keeps the running totals, says who deals next and who wins; each next deal is a class deal
// code made from the series' seed, so it can still be printed and shared.
// Nothing from the URL or the engine is parsed as HTML.
import { MAX_CODE_SEED, el, fmt, randomInt, widgetKit } from "./dom.js";
import { build, fill } from "../view.js";
import { markInteractive } from "../loader.js";
import { hintsAndReasons } from "./play-why.js";
import { projectorView } from "./projector.js";

export async function mount(element, engine) {
  const kit = widgetKit(element, engine);
  const { ui, showMessage, setBusy } = kit;
  const q = (selector) => element.querySelector(selector);
  const NAMES = JSON.parse(element.dataset.hfNames || "[]");
  const form = q('[data-hf-form="setup"]');
  const F = form.elements;
  const fieldset = q("[data-hf-fieldset]");
  const message = q("[data-hf-message]");
  const board = q("[data-hf-board]");
  const counter = q("[data-hf-counter]");
  const narration = q("[data-hf-narration]");
  const backButton = q('[data-hf-action="back"]');
  const nextButton = q('[data-hf-action="next"]');
  const skipButton = q('[data-hf-action="skip"]');
  const projectorButton = q('[data-hf-action="projector"]');
  const knowsButton = q('[data-hf-action="knows"]');
  const knows = q("[data-hf-knows]");
  const facts = q("[data-hf-facts]");
  const mine = q("[data-hf-mine]");
  const prompt = q("[data-hf-prompt]");
  const targetsBox = q("[data-hf-targets-box]");
  const targets = q("[data-hf-targets]");
  const cardsBox = q("[data-hf-cards-box]");
  const cards = q("[data-hf-cards]");
  const feedback = q("[data-hf-feedback]");
  const saidBox = q("[data-hf-said]");
  const saidList = q("[data-hf-said-list]");
  const end = q("[data-hf-end]");
  const codeText = q("[data-hf-code]");
  const sheetLink = q("[data-hf-sheet]");
  const keysHint = q("[data-hf-keys]");
  const seriesBox = q("[data-hf-series]");
  const againButton = q('[data-hf-action="again"]');
  const nextDealButton = q('[data-hf-action="next-deal"]');

  let setup = JSON.parse(element.dataset.hfSetup || "{}");
  let history = []; // [{state, text, by}] : the deal, then the position after each request (by: who asked)
  let pos = 0;
  let linked = false; // the link names the game (a code was given or chosen, or a request was made)
  let chosenTarget = null;
  // A series: {target, players (clockwise from the first dealer), seed, results, state (match_state's reply)}
  let series = null;

  const { call } = kit;
  const gameRequest = () => ({
    players: setup.players, seed: setup.seed, dealer: setup.dealer, viewer: setup.viewer,
    bots: setup.bots, requests: setup.requests, you: true, hints: hints.count(),
    session: history.length ? history[latest()].state.session : null, // the worker keeps the game
  });
  const latest = () => history.length - 1;
  const you = () => setup.viewer;
  // The hint and the computer's reasons (issue 15): play-why.js, called in at a few places below.
  const hints = hintsAndReasons(element, kit, {
    requests: () => latest(),
    myTurn: () => pos === latest() && !history[pos].state.over && history[pos].state.current === you(),
    request: () => gameRequest(),
    ask: (target, label) => ask(target, label),
    changed: () => draw(),
    feedback: (text) => feedback.replaceChildren(el("p", {}, text)),
  });

  // ------------------------------------------------------------------------------ drawing

  function dealText(st) {
    const dealt = st.seats.filter((s) => s.dealt_families.length).map((s) => `${s.name} (${s.dealt_families.join(", ")})`);
    return `${fmt(ui.begins, { first: st.first, dealer: st.dealer })} ${
      dealt.length ? fmt(ui["from-deal"], { list: dealt.join(", ") }) : ui["from-deal-none"]}`;
  }

  function draw() {
    const entry = history[pos];
    const st = entry.state;
    const atEnd = pos === latest();
    const myTurn = atEnd && !st.over && st.current === you();
    const botTurn = atEnd && !st.over && st.current !== you();

    fill(board, st.board);
    counter.textContent = pos === 0 ? ui["start-step"] : fmt(ui.step, { n: pos, total: latest() });
    narration.textContent = entry.text;

    backButton.disabled = pos === 0;
    nextButton.disabled = !(pos < latest() || botTurn);
    nextButton.textContent = botTurn ? fmt(ui["next-bot"], { name: st.current }) : ui.next;
    skipButton.disabled = !botTurn;
    const handEmpty = !st.seats.find((s) => s.name === you()).count;
    skipButton.textContent = handEmpty ? ui["skip-to-end"] : ui["skip-to-turn"];
    drawSaid(atEnd);
    hints.drawHint(myTurn);
    hints.drawNarrationWhy(entry);
    updateUrl();

    // The request picker: only at the newest position, on the reader's turn.
    if (!atEnd) prompt.textContent = ui.reviewing;
    else if (st.over) prompt.textContent = ui.over;
    else if (myTurn) prompt.textContent = ui["your-turn"];
    else if (!st.seats.find((s) => s.name === you()).count) prompt.textContent = ui["your-hand-empty"];
    else prompt.textContent = fmt(ui.waiting, { name: st.current });
    prompt.hidden = atEnd && st.over; // the end section says it, once (issue 12, item 4)
    const legal = myTurn ? st.legal || [] : [];
    if (!legal.some((g) => g.target === chosenTarget)) chosenTarget = legal.length === 1 ? legal[0].target : null;
    targets.replaceChildren(...legal.map((g) => {
      const button = el("button", { type: "button", class: "hf-play__target", "data-hf-target": g.target,
        "aria-pressed": String(g.target === chosenTarget) }, g.target);
      button.addEventListener("click", () => {
        chosenTarget = g.target;
        draw();
        const first = cards.querySelector("button");
        if (first) first.focus();
      });
      return button;
    }));
    targetsBox.hidden = !legal.length;
    const group = legal.find((g) => g.target === chosenTarget);
    cards.replaceChildren(...(group ? group.cards : []).map((label, i) => {
      const button = el("button", { type: "button", class: "hf-play__card", "data-hf-ask-card": label,
        "aria-label": `${chosenTarget}: ${label}` }, build(group.views[i]));
      button.addEventListener("click", () => ask(chosenTarget, label));
      return button;
    }));
    cardsBox.hidden = !group;

    facts.replaceChildren(...st.knowledge.facts.map((f) => el("li", {}, f)));
    const viewerFacts = (st.knowledge.viewer && st.knowledge.viewer.facts) || [];
    mine.replaceChildren(...viewerFacts.map((f) => el("li", {}, f)));

    end.hidden = !(atEnd && st.over);
    if (atEnd && st.over) drawEnd(st);
    drawSeries(atEnd && st.over);

    codeText.textContent = setup.code;
    const sheet = new URL(sheetLink.href, window.location.href);
    sheet.search = `?code=${encodeURIComponent(setup.code)}`;
    sheetLink.href = sheet.href;

    element.dataset.hfPos = String(pos);
    element.dataset.hfRequests = String(latest());
    element.dataset.hfCurrent = st.current || "";
    element.dataset.hfOver = st.over ? "true" : "false";
    element.dataset.hfTurn = myTurn ? "you" : botTurn ? "computer" : "none";
  }

  // What happened since the reader's last request (that request, then each computer request), drawn where the
  // picker was: after tapping a card, or after "Play on to my turn", the reader reads it without scrolling.
  function drawSaid(atEnd) {
    let first = latest();
    while (first > 1 && history[first].by !== you()) first -= 1;
    const lines = atEnd ? history.slice(Math.max(first, 1)) : [];
    saidList.replaceChildren(...lines.map((h) => el("li", {}, h.text, hints.whyNode(h))));
    saidBox.hidden = !lines.length;
  }

  function drawEnd(st) {
    const winners = st.winners;
    let line;
    if (winners.includes(you())) line = winners.length > 1 ? ui["you-share"] : ui["you-win"];
    else line = fmt(winners.length > 1 ? ui.winners : ui.winner, { names: winners.join(", ") });
    q("[data-hf-winners]").textContent = line;
    const seats = [...st.seats].sort((a, b) => b.score - a.score);
    q("[data-hf-scores]").replaceChildren(...seats.map((s) =>
      el("li", { "data-player": s.name, "data-score": s.score, class: winners.includes(s.name) ? "is-winner" : "" },
        `${s.name}: ${s.score}`)));
    hints.drawEnd();
  }

  function drawSeries(dealOver) {
    seriesBox.hidden = !series;
    const ms = series && series.state;
    const matchOver = Boolean(ms && ms.is_over && dealOver);
    againButton.hidden = Boolean(series) && !matchOver;
    nextDealButton.hidden = !series || matchOver || !dealOver;
    nextDealButton.disabled = nextDealButton.hidden;
    element.dataset.hfSeries = !series ? "none" : matchOver ? "over" : "playing";
    if (!ms) return;
    const n = series.results.length + (dealOver ? 0 : 1);
    q("[data-hf-series-goal]").textContent = fmt(ui["series-goal"], { target: series.target, n });
    q("[data-hf-totals]").replaceChildren(...setup.players.map((name) =>
      el("li", { "data-player": name, "data-total": ms.totals[name],
        class: matchOver && ms.winners.includes(name) ? "is-winner" : "" }, `${name}: ${ms.totals[name]}`)));
    // After a deal: the summary's last line says who deals next, or who won the series.
    q("[data-hf-series-next]").textContent = dealOver ? ms.summary[ms.summary.length - 1] : "";
  }

  async function seriesState() {
    const reply = await call("match_state", { players: series.players, target: series.target, seed: series.seed,
      results: series.results });
    if (reply.ok) series.state = reply;
    else showMessage(reply.error ? reply.error.message : "");
  }

  // A finished deal counts once in the series' totals.
  async function recordDeal(st) {
    if (!series || !st.over || series.recorded) return;
    series.recorded = true;
    series.results.push({ players: st.seats.map((s) => s.name), scores: st.seats.map((s) => s.score) });
    await seriesState();
  }

  // ------------------------------------------------------------------------------ moves

  async function push(func, request, by) {
    if (kit.busy) return;
    setBusy(true);
    try {
      const reply = await call(func, request);
      if (reply.ok) {
        feedback.replaceChildren();
        setup = { ...setup, requests: reply.state.setup.requests };
        history.push({ state: reply.state, text: reply.result.text, by, ...hints.whyOf(reply.result) });
        pos = latest();
        chosenTarget = null;
        await recordDeal(reply.state);
        draw();
      } else {
        const text = reply.refusal ? reply.refusal.message : reply.error ? reply.error.message : "";
        feedback.replaceChildren(el("p", {}, text));
      }
    } catch (err) {
      feedback.replaceChildren(el("p", {}, String(err && err.message ? err.message : err)));
    } finally {
      setBusy(false);
    }
  }

  function ask(target, label) {
    const st = history[latest()].state;
    if (pos !== latest() || st.over || st.current !== you()) return;
    return keepPlace(() => push("ask", { ...gameRequest(), asker: you(), target, card: label }, you()));
  }

  // The picker closes after a request: whatever the page drew, the ask area stays where it was on the screen
  // (no jump) and what happened is shown there, in view.
  async function keepPlace(run) {
    const askBox = q("[data-hf-ask]");
    const top = askBox.getBoundingClientRect().top;
    askBox.style.minHeight = `${askBox.getBoundingClientRect().height}px`; // the closing picker moves nothing below
    try {
      await run();
    } finally {
      askBox.style.minHeight = "";
    }
    const wanted = askBox.getBoundingClientRect().top + window.scrollY - top;
    if (Math.abs(wanted - window.scrollY) >= 1) window.scrollTo(0, wanted);
    if (!saidBox.hidden) {
      const box = saidBox.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight) saidBox.scrollIntoView({ block: "nearest" });
      saidBox.focus({ preventScroll: true });
    }
  }

  async function next() {
    if (kit.busy || !history.length) return;
    if (pos < latest()) {
      pos += 1;
      draw();
      return;
    }
    const st = history[pos].state;
    if (!st.over && st.current !== you()) await push("bot_move", { ...gameRequest(), bot: setup.bot }, st.current);
  }

  // Every computer request up to the reader's turn (or the end), each one kept for Back to show.
  async function skip() {
    if (pos < latest()) pos = latest();
    await keepPlace(async () => {
      for (let n = 0; n < 500; n += 1) {
        const st = history[latest()].state;
        if (kit.busy || st.over || st.current === you()) break;
        const before = latest();
        await push("bot_move", { ...gameRequest(), bot: setup.bot }, st.current);
        if (latest() === before) break;
      }
    });
  }

  function back() {
    if (kit.busy || pos === 0) return;
    pos -= 1;
    draw();
  }

  // ------------------------------------------------------------------------------ deals

  // The link keeps the place: the code, the requests made (&r=, seat asked and card, as share links write
  // them: 1A3-2B1) and the position shown (&at=, when Back was used), so a reload or the language switch
  // (lang-switch.js) reopens the same game at the same request.
  function updateUrl() {
    if (!setup.code || (!linked && !(setup.requests || []).length)) return; // a fresh page keeps its bare link
    linked = true;
    const url = new URL(window.location.href);
    url.searchParams.set("code", setup.code);
    if (setup.bot === "random") url.searchParams.set("bot", "random");
    else url.searchParams.delete("bot");
    const moves = (setup.requests || []).map(([, target, card]) => `${setup.players.indexOf(target)}${card}`);
    if (moves.length) url.searchParams.set("r", moves.join("-"));
    else url.searchParams.delete("r");
    if (pos < latest()) url.searchParams.set("at", String(pos));
    else url.searchParams.delete("at");
    hints.writeLink(url);
    history_replace(url);
  }

  // The requests of a link (&r=), asked again one by one so that Back can show each; stops at the first
  // one that is malformed or refused (its message is shown).
  async function replayLink(text, at) {
    for (const item of text.split("-").slice(0, 500)) {
      const match = /^([0-5])([A-Za-z0-9][1-9])$/.exec(item);
      const st = history[latest()].state;
      if (!match || st.over || Number(match[1]) >= setup.players.length) break;
      const before = latest();
      await push("ask", { ...gameRequest(), asker: st.current, target: setup.players[Number(match[1])],
        card: match[2].toUpperCase(), why: setup.bot }, st.current); // why: a computer request says why again
      if (latest() === before) break;
    }
    if (/^[0-9]{1,4}$/.test(at || "") && Number(at) < latest()) pos = Number(at);
  }

  function history_replace(url) {
    window.history.replaceState(window.history.state, "", url.href);
  }

  async function startGame(code, bot) {
    showMessage("");
    const deal = await call("class_deal", { code });
    if (!deal.ok) {
      showMessage(deal.error ? deal.error.message : "");
      element.dataset.hfError = "true";
      return false;
    }
    element.dataset.hfError = "false";
    const players = NAMES.slice(0, deal.players);
    const next = { players, seed: deal.seed, dealer: deal.dealer, viewer: players[0], bots: players.slice(1),
      requests: [], code: deal.code, bot };
    const reply = await call("new_deal", { ...next, code: undefined, bot: undefined });
    if (!reply.ok) {
      showMessage(reply.error ? reply.error.message : "");
      return false;
    }
    setup = next;
    linked = true;
    history = [{ state: reply.state, text: dealText(reply.state), by: null }];
    pos = 0;
    chosenTarget = null;
    hints.reset();
    feedback.replaceChildren();
    if (series) {
      if (!series.players) {
        // Clockwise from this first deal's dealer, so the deal passes to the left after each one.
        series.players = [...players.slice(deal.dealer), ...players.slice(0, deal.dealer)];
        series.seed = deal.seed;
        await seriesState();
      }
      series.recorded = false;
      await recordDeal(reply.state);
    }
    F.opponents.value = String(deal.players - 1);
    F.bot.value = bot;
    draw();
    updateUrl();
    return true;
  }

  // What the set-up form agrees before the first deal: one deal, or a series to a family total.
  function agree() {
    const target = Number(F.series.value);
    series = target > 0 ? { target, players: null, seed: 0, results: [], state: null, recorded: false } : null;
  }

  async function nextDeal() {
    if (kit.busy || !series || !series.state || series.state.is_over) return;
    setBusy(true);
    try {
      const ms = series.state;
      const reply = await call("make_class_code", { players: setup.players.length,
        dealer: setup.players.indexOf(ms.next_dealer), seed: ms.next_seed % (MAX_CODE_SEED + 1) });
      if (reply.ok) await startGame(reply.code, setup.bot);
    } finally {
      setBusy(false);
    }
    element.scrollIntoView({ block: "start", behavior: "smooth" });
  }

  async function randomGame() {
    const players = Number(F.opponents.value) + 1;
    const reply = await call("make_class_code", {
      players, dealer: randomInt(players), seed: randomInt(MAX_CODE_SEED + 1),
    });
    return reply.ok ? startGame(reply.code, F.bot.value) : false;
  }

  // Until the reader first uses the game, the narration and the ask area keep the room the page was built with
  // (the default deal's): a link's own deal (?code=, often a computer's turn, no picker, a shorter first line)
  // does not pull the game up under the reader's eyes as Python starts (issue 12, item 4).
  function keepRoomUntilUsed(boxes) {
    for (const box of boxes) box.style.minHeight = `${box.getBoundingClientRect().height}px`;
    const release = () => {
      for (const box of boxes) box.style.minHeight = "";
      for (const type of ["click", "keydown"]) element.removeEventListener(type, release, true);
    };
    for (const type of ["click", "keydown"]) element.addEventListener(type, release, true);
  }

  // ------------------------------------------------------------------------------ wiring

  // The set-up form sits below the table: after a new deal (or a bad code), show the top of the game.
  async function fromForm(run) {
    const ok = await run();
    (ok ? element : message).scrollIntoView({ block: "start", behavior: "smooth" });
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const code = F.code.value.trim();
    agree();
    fromForm(() => (code ? startGame(code, F.bot.value) : randomGame()));
  });
  q('[data-hf-action="random-deal"]').addEventListener("click", () => {
    F.code.value = "";
    agree();
    fromForm(randomGame);
  });
  againButton.addEventListener("click", () => {
    agree();
    fromForm(randomGame);
  });
  nextDealButton.addEventListener("click", () => nextDeal());
  nextButton.addEventListener("click", () => next());
  skipButton.addEventListener("click", () => skip());
  backButton.addEventListener("click", () => back());
  knowsButton.addEventListener("click", () => {
    const show = knows.hidden;
    knows.hidden = !show;
    knowsButton.setAttribute("aria-pressed", String(show));
    knowsButton.textContent = show ? ui["knows-hide"] : ui["knows-show"];
    // It opens below the table: bring it on screen, inside the projector view too (issue 12, item 9).
    if (show) knows.scrollIntoView({ block: "nearest" });
  });
  projectorView(element, {
    button: projectorButton,
    labels: { open: ui.projector, close: ui["projector-leave"] },
    keys: { next, back },
    signal: kit.signal,
    onChange: (on) => {
      keysHint.hidden = !on;
    },
  });
  keepRoomUntilUsed([q(".hf-play__story"), q("[data-hf-ask]")]);

  const params = new URLSearchParams(window.location.search);
  projectorButton.disabled = false;
  knowsButton.disabled = false;

  await kit.ready();
  const bot = params.get("bot") === "random" ? "random" : setup.bot || "smart";
  const code = params.get("code");
  let started = false;
  if (code !== null) {
    F.code.value = code.slice(0, 40);
    started = await startGame(code.slice(0, 40), bot);
    if (started && params.get("r")) await replayLink(params.get("r").slice(0, 2000), params.get("at"));
    if (started) hints.readLink(params);
  }
  if (!started) {
    const reply = await call("new_deal", gameRequest());
    setup = { ...setup, bot };
    history = [{ state: reply.state, text: dealText(reply.state), by: null }];
    pos = 0;
    draw();
  }
  fieldset.disabled = false;
  for (const button of element.querySelectorAll("[data-hf-action]")) {
    if (![backButton, nextButton, skipButton, nextDealButton].includes(button)) button.disabled = false;
  }
  draw();
  element.dataset.hfReady = "true";
  markInteractive();
}
