// "Learn by playing": a first game against two computer players, each rule introduced when it first matters.
//
// The build told every learning deal's suggested game frame by frame (hf_core/web/learn.py) and shipped it with the
// page: what just happened, the rules met for the first time, a question asked before the answer is shown, and what
// the reader may do (whom they may ask and which cards, every request the rules forbid with the engine's refusal).
// So the whole game plays without Python: a forbidden request is explained from the frame, the suggested one moves to
// the next frame. Only a request the build did not foresee (allowed, but not the suggested one) starts the runtime:
// hf_core.web.learn_script tells the game from that request on, the same way, and the page goes on from its frames.
//
// The game opens full screen (a dialog over the page): the story and the table scroll, the controls stay in one
// place at the bottom. Its place is kept in the page's link (?learn=<frame>&deal=<n>, and &r=<requests> once the
// reader has chosen their own), so a reload or the language switch reopens it where it was.
import { build, fill } from "../view.js";
import { attachStatus, markInteractive, registerWidget } from "../loader.js";
import { SITE_ROOT, el, fmt, isInputError, replyMessage, ruleHref, widgetKit } from "./dom.js";

export function mount(element, engine) {
  const kit = widgetKit(element, engine);
  const { ui } = kit;
  const stage = element.querySelector("[data-hf-stage]");
  const startButton = element.querySelector('[data-hf-action="start"]');
  const cover = element.querySelector("[data-hf-cover]");
  const deals = Number(element.dataset.hfDeals || "1");
  const scripts = new Map(); // deal -> its script, parsed on first use

  let deal = 0;
  let told = null; // the script being played: {players, reader, total, learned, frames}
  let frames = [];
  let at = 0; // the frame on screen
  let own = null; // the requests behind a script the page asked Python for, or null (the build's)
  let met = []; // rule ids met, in order
  let view = { answered: null, target: null, refusal: null, waiting: false };

  function builtScript(n) {
    if (!scripts.has(n)) {
      scripts.set(n, JSON.parse(element.querySelector(`script[data-hf-script="${n}"]`).textContent));
    }
    return scripts.get(n);
  }

  // ------------------------------------------------------------------------------------------ the stage

  const progress = el("p", { class: "hf-learn__progress", "data-hf-progress": "" });
  const bar = el("span", { class: "hf-learn__bar", "aria-hidden": "true" }, el("span", { class: "hf-learn__fill" }));
  const close = el("button", { type: "button", class: "md-button hf-learn__close", "data-hf-action": "close",
    "aria-label": ui["close-long"] }, ui.close);
  const said = el("ol", { class: "hf-learn__said", "data-hf-said": "" });
  const question = el("p", { class: "hf-learn__question", "data-hf-question": "" });
  const feedback = el("div", { class: "hf-learn__feedback", "data-hf-feedback": "" });
  const notes = el("div", { class: "hf-learn__notes", "data-hf-notes": "" });
  const learned = el("div", { class: "hf-learn__learned", "data-hf-learned": "" });
  const story = el("section", { class: "hf-learn__story", "data-hf-story": "" },
    said, question, feedback, notes, learned);
  const board = el("div", { class: "hf-table", "data-hf-board": "" });
  const boardBox = el("div", { class: "hf-learn__board", role: "region", tabindex: "0",
    "aria-label": ui.title }, board);
  const main = el("div", { class: "hf-learn__main", "data-hf-main": "" }, story, boardBox);
  const act = el("div", { class: "hf-learn__act", "data-hf-act": "" });
  const status = el("div", { "data-hf-status": "" });
  const problem = el("p", { class: "hf-learn__feedback", role: "alert", hidden: true }); // a failed reply, Retry
  // Issue 39, item 8: one polite live region says each request and its answer once (the frame's new lines), a
  // question's answer once, and a refusal with its reason; the story and the feedback are shown, not announced, so
  // nothing is said twice. data-hf-announced counts what was said (for the tests).
  const live = el("div", { class: "hf-announce", role: "log", "aria-live": "polite", "aria-relevant": "additions",
    "data-hf-live": "" });
  let announced = 0;
  function announce(text) {
    if (!text) return;
    announced += 1;
    live.append(el("p", {}, text));
    while (live.children.length > 6) live.firstElementChild.remove();
    element.dataset.hfAnnounced = String(announced);
  }
  stage.replaceChildren(
    el("div", { class: "hf-learn__top" }, el("div", { class: "hf-learn__meter" }, progress, bar), close),
    main, status, problem, act, live);

  // ------------------------------------------------------------------------------------------ drawing

  function meet(rules) {
    for (const rule of rules) if (rule && !met.includes(rule)) met.push(rule);
  }

  function noteCard(note) {
    return el("div", { class: "hf-learn__note", "data-rule": note.id },
      el("p", { class: "hf-learn__note-title" }, el("span", { class: "hf-learn__new" }, ui["new-rule"]), " ",
        el("strong", {}, note.title)),
      el("p", { class: "hf-learn__note-text" }, note.text),
      el("details", { class: "hf-learn__rule" }, el("summary", {}, ui["the-rule"]),
        el("p", {}, note.explain), el("p", {}, el("a", { href: ruleHref(note.url) }, ui["read-rule"]))));
  }

  function refusalBox(refusal) {
    return el("div", { class: "hf-learn__refusal", "data-rule": refusal.id, "data-case": refusal.case || "" },
      // The reason is said once, in a beginner's words; the rule is named by its title, linked to its section.
      el("p", {}, el("strong", {}, ...linkedTitle(ui["not-allowed"], refusal))),
      el("p", {}, refusal.text, " ", ui["choose-again"]));
  }

  function linkedTitle(template, rule) {
    const [before, after = ""] = template.split("{title}");
    return [before, el("a", { href: ruleHref(rule.url) }, rule.title), after];
  }

  function button(label, attrs, onClick) {
    const b = el("button", { type: "button", ...attrs }, label);
    b.addEventListener("click", onClick);
    return b;
  }

  function draw() {
    const f = frames[at];
    const q = f.question;
    const answered = !q || view.answered !== null;
    said.replaceChildren(...f.said.map((t) => el("li", {}, t)), ...(answered ? f.after : []).map((t) =>
      el("li", {}, t)));
    question.textContent = q ? q.prompt : "";
    question.hidden = !q;
    feedback.replaceChildren();
    if (q && answered) {
      const right = view.answered === q.answer;
      feedback.append(el("p", { class: right ? "hf-learn__right" : "hf-learn__wrong" },
        el("strong", {}, right ? ui.right : ui.wrong), " ", q.explain));
    }
    if (view.refusal) feedback.append(refusalBox(view.refusal));
    if (view.waiting) feedback.append(el("p", { class: "hf-learn__waiting" }, ui["own-choice"]));
    const shown = [...f.notes, ...(q && answered ? q.notes : []), ...(answered ? f.action_notes : []),
      ...(answered && view.target ? f.card_notes : [])];
    meet(shown.map((n) => n.id));
    if (view.refusal) meet([view.refusal.id]);
    notes.replaceChildren(...shown.map(noteCard));
    learned.replaceChildren();
    fill(board, f.board);
    readableBoard();
    boardBox.classList.toggle("is-quiz", Boolean(q && q.kind === "next" && !answered));
    act.replaceChildren(...actions(f, answered));
    showSuggested();
    if (f.action === "end" && answered) drawLearned();
    progress.textContent = fmt(ui.progress, { n: met.length, total: told.total });
    bar.firstChild.style.width = `${Math.round((100 * met.length) / told.total)}%`;
    element.dataset.hfFrame = String(at);
    element.dataset.hfStep = answered ? f.action : "question";
    element.dataset.hfMet = String(met.length);
    element.dataset.hfDeal = String(deal);
    element.dataset.hfOwn = own ? "true" : "false";
    keepPlace(newest);
    newest = null;
  }

  function actions(f, answered) {
    const q = f.question;
    if (!answered) {
      return [el("div", { class: "hf-learn__choices", role: "group", "aria-label": q.prompt },
        ...q.choices.map((c) => button(c.label, { class: "md-button hf-learn__choice", "data-hf-choice": c.key },
          () => answer(c.key))))];
    }
    if (view.waiting) return [el("p", { class: "hf-learn__prompt" }, ui["own-choice"])];
    if (f.action === "continue") {
      return [button(ui.continue, { class: "md-button md-button--primary hf-learn__primary",
        "data-hf-action": "continue" }, () => go(at + 1))];
    }
    if (f.action === "next" || f.action === "playon") {
      // "Ben and Cara play on: 6 requests": the computer players play through what teaches nothing new.
      return [handStrip(f), button(f.action === "playon" ? f.playon : f.next, {
        class: "md-button md-button--primary hf-learn__primary", "data-hf-action": f.action }, () => go(at + 1))];
    }
    if (f.action === "end") {
      const play = el("a", { class: "md-button md-button--primary hf-learn__primary", "data-hf-action": "play",
        href: new URL(element.dataset.hfPlay || "play/", SITE_ROOT).href }, ui["play-real"]);
      const again = button(ui.again, { class: "md-button hf-learn__primary", "data-hf-action": "again" },
        () => startDeal((deal + 1) % deals));
      return [el("div", { class: "hf-learn__end" }, play, again)];
    }
    return [handStrip(f), ...picker(f.turn)];
  }

  // The reader's own hand, always in the controls (the choice never covers it), cards drawn as held.
  function handStrip(f) {
    if (!f.hand || !f.hand.cards.length) return el("p", { class: "hf-learn__mine", "data-hf-mine": "", hidden: true });
    // Read as one line of text ("Your hand: B1, B2, D1"); the cards' pictures are kept out of it.
    const labels = f.hand.cards.map((c) => (c[1] && c[1]["data-card"]) || "").filter(Boolean);
    return el("div", { class: "hf-learn__mine", "data-hf-mine": "" },
      el("span", { class: "hf-announce", "data-hf-mine-text": "" }, handText(labels)),
      el("span", { class: "hf-learn__mine-label", "aria-hidden": "true" }, f.hand.label),
      ...f.hand.cards.map((c) => { const card = build(c); card.setAttribute("aria-hidden", "true"); return card; }));
  }

  function handText(labels) {
    return fmt(ui["hand-text"], { cards: labels.join(", ") });
  }

  // The hand in the reader's seat on the board, read the same way: one line of text, its pictures (a family's letter
  // and a member's number each) kept from screen readers, which read them letter by letter.
  function readableBoard() {
    for (const hand of board.querySelectorAll(`[data-player="${CSS.escape(told.reader)}"] .hf-hand`)) {
      const labels = [...hand.querySelectorAll("[data-card]")].map((c) => c.dataset.card);
      if (!labels.length) continue;
      hand.setAttribute("aria-hidden", "true");
      hand.before(el("span", { class: "hf-announce", "data-hf-board-hand": "" }, handText(labels)));
    }
  }

  function picker(turn) {
    const prompt = el("p", { class: "hf-learn__prompt", "data-hf-prompt": "" },
      view.target ? fmt(ui["which-card"], { target: view.target }) : ui["your-turn"]);
    const targets = el("div", { class: "hf-learn__targets", role: "group", "aria-label": ui["your-turn"] },
      ...turn.targets.map((t) => button(fmt(ui["target-count"], { name: t.name, n: t.count }), {
        class: `hf-learn__target${t.name === turn.suggested.target ? " is-suggested" : ""}${t.refusal ? " is-empty" : ""}`,
        "data-hf-target": t.name, "aria-pressed": String(view.target === t.name),
      }, () => chooseTarget(t))));
    const rows = turn.families.map((row) => el("div", { class: "hf-learn__row", "data-family": row.family },
      ...row.cards.map((c) => {
        const suggested = view.target === turn.suggested.target && c.label === turn.suggested.card;
        const b = el("button", { type: "button", "data-hf-card": c.label,
          class: `hf-learn__card${c.held ? " is-held" : ""}${suggested ? " is-suggested" : ""}`,
          "aria-label": c.held ? `${c.label}: ${ui.held}` : suggested ? `${c.label}: ${ui["suggested-mark"]}`
            : c.label }, build(c.view));
        b.addEventListener("click", () => chooseCard(c));
        return b;
      }),
      button(row.whole_label, { class: "hf-learn__whole", "data-hf-whole": row.family },
        () => refuse(row.whole))));
    // The grid keeps the height of the game's largest one: nothing above it moves when a family is laid down.
    const grid = el("div", { class: "hf-learn__grid", "data-hf-grid": "" }, ...rows);
    grid.style.setProperty("--hf-learn-rows", String(reservedRows()));
    const suggest = el("details", { class: "hf-learn__suggest", "data-hf-suggest": "" },
      el("summary", {}, turn.suggested.text), el("p", {}, turn.suggested.why));
    return [prompt, targets, grid, suggest];
  }

  // Once the player is chosen, the grid (which scrolls in its reserved space) shows the suggested card.
  function showSuggested() {
    const grid = act.querySelector("[data-hf-grid]");
    const card = grid && view.target ? grid.querySelector(".hf-learn__card.is-suggested") : null;
    if (!card) return;
    const top = card.getBoundingClientRect().top - grid.getBoundingClientRect().top;
    const bottom = top + card.getBoundingClientRect().height;
    if (top < 0 || bottom > grid.clientHeight) grid.scrollTop += top - 4;
  }

  function reservedRows() {
    return Math.max(1, ...frames.filter((f) => f.turn).map((f) => f.turn.families.length));
  }

  // A new frame shows its story from the top (the newest request first, then the new rules); what a tap adds to a
  // frame (an answer, a refusal, the rules of choosing a card) is brought into view where it appears.
  let newest = null; // "feedback" or "notes": what the last tap added, or null for a new frame
  function keepPlace(what) {
    if (what === "same") return;
    if (what === "feedback" && feedback.firstChild) feedback.scrollIntoView({ block: "nearest" });
    else if (what === "notes" && notes.lastChild) notes.lastChild.scrollIntoView({ block: "nearest" });
    else {
      main.scrollTop = 0;
      story.scrollTop = 0;
      // the newest line in view, even when the story is longer than the space above the controls
      if (said.lastChild) said.lastChild.scrollIntoView({ block: "nearest" });
    }
  }

  // ------------------------------------------------------------------------------------------ moves

  function answer(key) {
    view.answered = key;
    newest = "feedback";
    draw();
    focusAction();
    const q = frames[at].question;
    announce([key === q.answer ? ui.right : ui.wrong, q.explain, ...frames[at].after,
      ...rulesSaid([...q.notes, ...frames[at].action_notes])].filter(Boolean).join(" "));
  }

  // The new rules a tap shows, as the live region says them (in the same announcement as what led to them).
  function rulesSaid(notes) {
    return notes.map((n) => fmt(ui["new-rule-said"], { title: n.title, text: n.text }));
  }

  // What a new frame says: the request(s) that led here and their answers, then the rules it shows at once.
  function arrival(f) {
    return [...f.said, ...rulesSaid([...f.notes, ...(f.question ? [] : f.action_notes)])].join(" ");
  }

  function chooseTarget(t) {
    view.refusal = null;
    if (t.refusal) {
      refuse(t.refusal);
      return;
    }
    const first = view.target === null; // the rules of choosing a card are shown (and said) once
    view.target = t.name;
    newest = frames[at].card_notes.length ? "notes" : "same";
    draw();
    // The next action: the card to ask for (the suggested one when shown, else the first not in the hand).
    const card = act.querySelector(".hf-learn__card.is-suggested") || act.querySelector(".hf-learn__card:not(.is-held)");
    if (card) card.focus({ preventScroll: true });
    if (first) announce(rulesSaid(frames[at].card_notes).join(" "));
  }

  // The control that has the focus, found again once the controls are drawn anew.
  function focusKey() {
    const a = document.activeElement;
    if (!a || !act.contains(a) || !a.dataset) return null;
    for (const attr of ["hfCard", "hfTarget", "hfWhole", "hfChoice", "hfAction"]) {
      if (a.dataset[attr] !== undefined) {
        const name = attr.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
        return `[data-${name}="${CSS.escape(a.dataset[attr])}"]`;
      }
    }
    return null;
  }

  function refuse(refusal) {
    const was = focusKey();
    view.refusal = refusal;
    newest = "feedback";
    draw();
    // Said once, with its reason; the focus stays on the control just refused, to choose again from there.
    const again = was && act.querySelector(was);
    if (again) again.focus({ preventScroll: true });
    else focusAction();
    announce(refusalText(refusal));
  }

  function refusalText(refusal) {
    const title = fmt(ui["not-allowed"], { title: refusal.title });
    return [/[.!?]$/.test(title) ? title : `${title}.`, refusal.text, ui["choose-again"]].join(" ");
  }

  function chooseCard(c) {
    if (c.refusal) {
      refuse(c.refusal);
      return;
    }
    if (!view.target) {
      view.refusal = null;
      newest = "same";
      draw();
      feedback.append(el("p", { class: "hf-learn__hint" }, ui["your-turn"]));
      feedback.scrollIntoView({ block: "nearest" });
      const first = act.querySelector(".hf-learn__target:not(.is-empty)") || act.querySelector("[data-hf-target]");
      if (first) first.focus({ preventScroll: true });
      announce(ui["your-turn"]);
      return;
    }
    const f = frames[at];
    const move = [told.reader, view.target, c.label];
    if (f.move && f.move[1] === move[1] && f.move[2] === move[2]) {
      go(at + 1);
      return;
    }
    ownRequest(move);
  }

  // A request the build did not foresee: Python tells the game from it on (the requests before it, the computer
  // players' run included, are the script's own).
  async function ownRequest(move) {
    if (kit.busy) return;
    const requests = [...(told.requests || []).slice(0, frames[at].at), move];
    view = { ...view, refusal: null, waiting: true };
    draw();
    // While the computer players answer, the focus waits on what says so (the card pressed is gone).
    const waiting = act.querySelector(".hf-learn__prompt");
    if (waiting) {
      waiting.tabIndex = -1;
      waiting.focus({ preventScroll: true });
    }
    const stop = attachStatus(status);
    kit.setBusy(true);
    try {
      const reply = await kit.must("learn_script", { deal, requests }, { expected: isInputError, into: problem });
      if (reply.ok) {
        adopt(reply, requests);
        view = fresh();
        at = reply.start;
        draw();
        keep();
        focusAction();
        announce(arrival(frames[at]));
      } else {
        view = { ...view, waiting: false, refusal: reply.refusal || null };
        draw();
        if (!reply.refusal) feedback.append(el("p", {}, fmt(ui.failed, { reason: replyMessage(reply) })));
        focusAction();
        announce(reply.refusal ? refusalText(reply.refusal) : fmt(ui.failed, { reason: replyMessage(reply) }));
      }
    } finally {
      kit.setBusy(false);
      stop();
      status.hidden = true;
    }
  }

  function fresh() {
    return { answered: null, target: null, refusal: null, waiting: false };
  }

  function go(i, { say = true } = {}) {
    if (i < 0 || i >= frames.length) return;
    at = i;
    view = fresh();
    draw();
    keep();
    focusAction();
    if (say) announce(arrival(frames[at])); // the request(s) that led here, their answers and new rules, once
  }

  function focusAction() {
    const target = act.querySelector("button:not([disabled]), a[href]");
    if (target) target.focus({ preventScroll: true });
  }

  function startDeal(n) {
    deal = n;
    told = builtScript(n);
    frames = told.frames;
    own = null;
    met = [];
    go(0, { say: false });
    sayOpening();
  }

  // A deal's opening (its first frame: the deal and the rules it shows) is said once, when the game opens on it, so
  // that a reader who cannot see the screen hears it before the first Continue. Said two frames on, once the stage
  // is shown: words put in a live region as it appears are taken for its content, not said as news. Not said if the
  // reader has moved on or closed the game meanwhile.
  function sayOpening() {
    const opened = { deal, frames };
    requestAnimationFrame(() => requestAnimationFrame(() => {
      if (stage.hidden || at !== 0 || deal !== opened.deal || frames !== opened.frames) return;
      announce([ui.opening, arrival(frames[0])].filter(Boolean).join(" "));
    }));
  }

  function drawLearned() {
    const list = el("ul", {}, ...told.learned.map((r) => el("li", { "data-rule": r.id,
      class: met.includes(r.id) ? "is-met" : "" }, el("a", { href: ruleHref(r.url) }, r.title))));
    learned.replaceChildren(el("h3", {}, ui.learned),
      el("p", {}, fmt(ui["learned-count"], { n: met.length, total: told.total })), list);
  }

  // ------------------------------------------------------------------------------------------ the link

  function keep() {
    const url = new URL(window.location.href);
    if (stage.hidden) {
      for (const key of ["learn", "deal", "r"]) url.searchParams.delete(key);
    } else {
      url.searchParams.set("learn", String(at));
      if (deal) url.searchParams.set("deal", String(deal));
      else url.searchParams.delete("deal");
      if (own) url.searchParams.set("r", own.map(([asker, target, card]) =>
        `${told.players.indexOf(asker)}${told.players.indexOf(target)}${card}`).join("-"));
      else url.searchParams.delete("r");
    }
    window.history.replaceState(window.history.state, "", url.href);
  }

  // The requests of a link (&r=), as the page keeps them: the seat that asked, the seat asked and the card.
  function readMoves(text, players) {
    const moves = [];
    for (const item of text.split("-").slice(0, 200)) {
      const m = /^([0-5])([0-5])([A-Ka-k][1-4])$/.exec(item);
      if (!m || Number(m[1]) >= players.length || Number(m[2]) >= players.length) return null;
      moves.push([players[Number(m[1])], players[Number(m[2])], m[3].toUpperCase()]);
    }
    return moves;
  }

  // ------------------------------------------------------------------------------------------ open, close

  let inerted = [];
  function open(on) {
    stage.hidden = !on;
    cover.hidden = on; // behind the game, the page's copy of the start is not offered
    document.documentElement.classList.toggle("hf-learn-open", on);
    for (const node of inerted) node.inert = false;
    inerted = [];
    for (let node = stage; on && node.parentElement && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement.children) {
        if (sibling !== node && !sibling.inert && sibling.tagName !== "SCRIPT") inerted.push(sibling);
      }
    }
    for (const node of inerted) node.inert = true;
    element.dataset.hfOpen = on ? "true" : "false";
    keep();
    if (on) focusAction();
    else startButton.focus({ preventScroll: true });
  }

  // Arrows move between the buttons of one group (whom to ask, the answers of a question, a family's cards); up and
  // down in the cards go to the row above or below, at the same place. Tab still reaches every control.
  const STEP = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };
  act.addEventListener("keydown", (event) => {
    if (!(event.key in STEP) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const from = event.target.closest && event.target.closest("button");
    const box = from && from.closest(".hf-learn__row, .hf-learn__targets, .hf-learn__choices");
    if (!box) return;
    let to = null;
    if (box.classList.contains("hf-learn__row") && (event.key === "ArrowUp" || event.key === "ArrowDown")) {
      const rows = [...box.parentElement.children];
      const row = rows[rows.indexOf(box) + STEP[event.key]];
      if (row) to = row.children[Math.min([...box.children].indexOf(from), row.children.length - 1)];
    } else {
      const items = [...box.querySelectorAll("button:not([disabled])")];
      to = items[items.indexOf(from) + STEP[event.key]] || null;
    }
    event.preventDefault();
    if (to) to.focus();
  });

  close.addEventListener("click", () => open(false));
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !stage.hidden) {
      event.preventDefault();
      open(false);
    }
  }, { signal: kit.signal });
  kit.signal.addEventListener("abort", () => {
    document.documentElement.classList.remove("hf-learn-open");
  }, { once: true });
  startButton.addEventListener("click", () => {
    if (!element.dataset.hfFrame) startDeal(deal);
    open(true);
  });

  // ------------------------------------------------------------------------------------------ start

  const params = new URLSearchParams(window.location.search);
  const wanted = Number(params.get("deal") || "0");
  deal = Number.isInteger(wanted) && wanted >= 0 && wanted < deals ? wanted : 0;
  told = builtScript(deal);
  frames = told.frames;
  startButton.disabled = false;
  if (params.has("learn")) {
    const frame = Number(params.get("learn"));
    const moves = params.get("r") ? readMoves(params.get("r").slice(0, 1000), told.players) : null;
    open(true);
    if (moves && moves.length) {
      replay(moves, frame); // the reader's own requests: Python tells that game
    } else {
      go(Number.isInteger(frame) && frame >= 0 && frame < frames.length ? frame : 0, { say: false });
      for (let i = 0; i < at; i += 1) meetFrame(frames[i]);
      draw();
      if (at === 0) sayOpening(); // a link to the opening: said as when Start opens it
    }
  }
  element.dataset.hfReady = "true";
  markInteractive();

  function meetFrame(f) {
    meet([...f.notes, ...(f.question ? f.question.notes : []), ...f.action_notes, ...f.card_notes].map((n) => n.id));
  }

  // Python's game for the reader's own requests replaces the build's from here on.
  function adopt(reply, requests) {
    told = reply;
    frames = reply.frames;
    own = requests;
  }

  async function replay(requests, frame) {
    view = { ...fresh(), waiting: true };
    at = 0;
    draw();
    const stop = attachStatus(status);
    try {
      const reply = await kit.must("learn_script", { deal, requests }, { expected: isInputError, into: problem });
      if (reply.ok) {
        adopt(reply, requests);
        at = Number.isInteger(frame) && frame >= 0 && frame < frames.length ? frame : reply.start;
        for (let i = 0; i < at; i += 1) meetFrame(frames[i]);
      }
    } finally {
      stop();
      status.hidden = true;
      view = fresh();
      draw();
      keep();
    }
  }
}

registerWidget(import.meta.url, mount); // mounted by the loader as soon as the page is there
