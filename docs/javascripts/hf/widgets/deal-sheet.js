// The deal sheet of a class deal code: each seat's hand, from hf_core.web.class_deal.
//
// The build draws the example code's sheet (overrides/hooks/teaching.py). Here the code (and optional
// names) come from the page's link (?code=...&names=...) or the form; the sheet is redrawn with
// textContent only, and a malformed code gets a message in the page language (never HTML).
import { el, fmt, parseReply, pageLang, readUi } from "./dom.js";

export function sheetNodes(ui, deal) {
  const seats = deal.seats;
  const dealer = seats[deal.dealer].name;
  const left = seats[(deal.dealer + 1) % seats.length].name;
  const rows = seats.map((s) => {
    const groups = new Map();
    for (const label of s.hand) {
      if (!groups.has(label[0])) groups.set(label[0], []);
      groups.get(label[0]).push(label);
    }
    const hand = [...groups.values()].map((g) => g.join(" ")).join(" · ");
    const th = el("th", { scope: "row" }, fmt(ui["sheet-seat"], { n: s.seat }), el("br"),
      el("span", { class: "hf-dealsheet__name" }, s.name));
    if (s.dealer) th.append(" ", el("span", { class: "hf-badge" }, ui["sheet-dealer"]));
    return el("tr", { "data-seat": s.seat }, th, el("td", {}, fmt(ui["sheet-cards"], { n: s.count })),
      el("td", { class: "hf-dealsheet__hand", "data-hand": s.hand.join(" ") }, hand));
  });
  const nodes = [
    el("p", { class: "hf-printable__title" }, `${ui["sheet-title"]} · `,
      el("span", { "data-hf-sheet-code": "" }, fmt(ui["sheet-code"], { code: deal.code }))),
    el("p", {}, `${fmt(ui["sheet-how"], { dealer, left })} ${fmt(ui["sheet-first"], { name: deal.first })}`),
    el("table", { class: "hf-dealsheet__table" }, el("tbody", {}, rows)),
  ];
  const complete = seats.filter((s) => s.families.length).map((s) => `${s.name} ${s.families.join(" ")}`);
  if (complete.length) nodes.push(el("p", {}, fmt(ui["sheet-complete"], { families: complete.join(", ") })));
  return nodes;
}

export async function mount(element, engine) {
  const ui = readUi(element);
  const lang = pageLang(element);
  const form = element.querySelector('[data-hf-form="sheet"]');
  const sheet = element.querySelector("[data-hf-sheet]");
  const message = element.querySelector("[data-hf-message]");
  const fieldset = element.querySelector("[data-hf-fieldset]");
  const F = form.elements;

  function showMessage(text) {
    message.textContent = text || "";
    message.hidden = !text;
  }

  async function show(code, names, { updateUrl = true } = {}) {
    const request = { code, lang };
    const list = names.split(",").map((n) => n.trim());
    if (list.some((n) => n)) request.names = list;
    const reply = parseReply(await engine.call("class_deal", JSON.stringify(request)));
    if (!reply.ok) {
      showMessage(reply.error ? reply.error.message : "");
      element.dataset.hfError = "true";
      return;
    }
    element.dataset.hfError = "false";
    showMessage("");
    sheet.replaceChildren(...sheetNodes(ui, reply));
    element.dataset.hfCode = reply.code;
    const play = element.querySelector("[data-hf-play]");
    const href = new URL(play.href, window.location.href);
    href.search = `?code=${encodeURIComponent(reply.code)}`;
    play.href = href.href;
    F.code.value = reply.code;
    if (updateUrl) {
      const url = new URL(window.location.href);
      url.search = "";
      url.searchParams.set("code", reply.code);
      if (request.names) url.searchParams.set("names", request.names.join(","));
      history.replaceState(history.state, "", url.href);
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    show(F.code.value, F.names.value);
  });
  element.querySelector('[data-hf-action="print"]').addEventListener("click", () => window.print());

  await engine.ready();
  fieldset.disabled = false;
  const params = new URLSearchParams(window.location.search);
  const code = params.get("code");
  if (code !== null) {
    F.code.value = code.slice(0, 40);
    F.names.value = (params.get("names") || "").slice(0, 140);
    await show(code.slice(0, 40), F.names.value, { updateUrl: false });
  }
  element.dataset.hfReady = "true";
}
