"""The teaching widgets and printables, rendered at build time from hf_core (like overrides/hooks/widgets.py).

This hook registers four ``hf-widget`` fences with the widgets hook (``EXTRA_WIDGETS``):

- ``widget: play`` (optional ``code: XXXX-XXX``, ``bot: smart|random``): a game against the computer; the
  first deal is drawn here, ``docs/javascripts/hf/widgets/play.js`` plays it in the page;
- ``widget: exercise`` + ``exercise: <id>``: one exercise of :mod:`hf_core.teaching` (question, table,
  choices); ``exercises.js`` checks the answers with the engine;
- ``widget: card-sheet``: the 44 labelled cards, one family per row, with cut lines (static, for printing);
- ``widget: deal-sheet`` + ``code: XXXX-XXX``: each seat's hand for a class deal code; ``deal-sheet.js``
  redraws it for the code in the page's link.

Every text from the engine is escaped; the page modules use ``textContent`` only.
"""

from __future__ import annotations

import html
import json
from types import ModuleType
from typing import Any

from mkdocs.config.defaults import MkDocsConfig

from hf_core import teaching, web
from hf_core.cards import HAPPY_FAMILIES

KEYS = {"exercise", "code", "bot"}
SERIES_TARGETS = (3, 5, 10, 15)  # families; a series is agreed in the set-up form, before its first deal

NAMES = {
    "en": ("Sam", "Ada", "Bram", "Cleo", "Dev", "Esme"),  # the reader is Sam (the CLI's default name too)
    "fr": ("Camille", "Aline", "Basile", "Capucine", "Dorian", "Élise"),
}
DEFAULT_CODE = teaching.encode_code(4, 3, 2026)  # four players, the reader on the dealer's left

UI: dict[str, dict[str, str]] = {
    "en": {
        "you": "you",
        "new-game": "New game",
        "opponents": "Computer players",
        "strength": "How the computer plays",
        "smart": "carefully (remembers what was said)",
        "random": "at random (any allowed request)",
        "code-field": "Class deal code (optional)",
        "start": "Deal",
        "random-deal": "New deal",
        "projector": "Projector view",
        "projector-leave": "Leave projector view",
        "knows-show": "Show what the table knows",
        "knows-hide": "Hide what the table knows",
        "knows": "What the table knows",
        "knows-you": "What you know besides",
        "back": "Back",
        "next": "Next",
        "next-bot": "Next: {name} asks",
        "skip": "Skip to my turn",
        "your-turn": "Your turn: choose a player, then the card to ask for.",
        "ask-whom": "Ask whom?",
        "ask-what": "For which card?",
        "waiting": "{name} is thinking. Press Next to hear the request.",
        "your-hand-empty": "Your hand is empty: you ask no more, but you keep your families. Press Next.",
        "step": "Request {n} of {total}",
        "start-step": "The deal",
        "reviewing": "You are looking back. Press Next to return to the game.",
        "over": "The game is over.",
        "scores": "Families",
        "winner": "{names} wins.",
        "winners": "{names} share the victory.",
        "you-win": "You win!",
        "you-share": "You share the victory!",
        "code-line": "Class deal code",
        "sheet": "deal sheet for this code",
        "keys": "Keys: → or Space next, ← back, Esc leaves.",
        "play-again": "Play again",
        "exercise": "Exercise",
        "said": "Already said at the table:",
        "answer": "Your answer",
        "check-rule": "Read the rule:",
        "sheet-title": "Deal sheet",
        "sheet-code": "Class deal code {code}",
        "sheet-how": "Seats are numbered clockwise. {dealer} deals every card face down, one at a time, "
        "clockwise, starting with {left}. Then each player checks their hand against this sheet.",
        "sheet-seat": "Seat {n}",
        "sheet-dealer": "dealer",
        "sheet-first": "{name} asks first.",
        "sheet-cards": "{n} cards",
        "sheet-complete": "Complete from the deal, laid down at once: {families}.",
        "sheet-field": "Class deal code",
        "sheet-button": "Show this deal",
        "sheet-names": "Names, clockwise (optional, separated by commas)",
        "sheet-print": "Print",
        "sheet-play": "Play this deal against the computer (you take seat 1)",
        "cards-title": "The 44 cards, A1 to K4",
        "cards-how": "Cut along the dashed lines. Each row is one family; the number is the member, not a rank.",
        "series": "How long",
        "series-one": "one deal",
        "series-to": "a series to {n} families",
        "series-title": "Series",
        "series-goal": "A series to {target} families, deal {n}.",
        "series-totals": "Running totals (families)",
        "series-rule": "how a series works",
        "next-deal": "Next deal",
    },
    "fr": {
        "you": "vous",
        "new-game": "Nouvelle partie",
        "opponents": "Joueurs virtuels",
        "strength": "Jeu de l'ordinateur",
        "smart": "attentif (se souvient de ce qui a été dit)",
        "random": "au hasard (n'importe quelle demande permise)",
        "code-field": "Code de donne de la classe (facultatif)",
        "start": "Distribuer",
        "random-deal": "Nouvelle donne",
        "projector": "Mode projection",
        "projector-leave": "Quitter le mode projection",
        "knows-show": "Afficher ce que sait la table",
        "knows-hide": "Masquer ce que sait la table",
        "knows": "Ce que sait la table",
        "knows-you": "Ce que vous savez en plus",
        "back": "Retour",
        "next": "Suivant",
        "next-bot": "Suivant : {name} demande",
        "skip": "Passer jusqu'à mon tour",
        "your-turn": "À vous : choisissez un joueur, puis la carte à demander.",
        "ask-whom": "À qui demander ?",
        "ask-what": "Quelle carte ?",
        "waiting": "{name} réfléchit. Appuyez sur Suivant pour entendre sa demande.",
        "your-hand-empty": "Votre main est vide : vous ne demandez plus, mais vous gardez vos familles. "
        "Appuyez sur Suivant.",
        "step": "Demande {n} sur {total}",
        "start-step": "La donne",
        "reviewing": "Vous revenez en arrière. Appuyez sur Suivant pour retrouver la partie.",
        "over": "La partie est finie.",
        "scores": "Familles",
        "winner": "{names} gagne.",
        "winners": "{names} se partagent la victoire.",
        "you-win": "Vous gagnez !",
        "you-share": "Vous partagez la victoire !",
        "code-line": "Code de donne",
        "sheet": "feuille de donne de ce code",
        "keys": "Touches : → ou Espace pour avancer, ← pour revenir, Échap pour quitter.",
        "play-again": "Rejouer",
        "exercise": "Exercice",
        "said": "Déjà dit à la table :",
        "answer": "Votre réponse",
        "check-rule": "Relire la règle :",
        "sheet-title": "Feuille de donne",
        "sheet-code": "Code de donne {code}",
        "sheet-how": "Les places sont numérotées dans le sens des aiguilles d'une montre. {dealer} distribue "
        "toutes les cartes face cachée, une à une, en commençant par {left}. Chacun vérifie ensuite sa main "
        "sur cette feuille.",
        "sheet-seat": "Place {n}",
        "sheet-dealer": "donneur",
        "sheet-first": "{name} demande en premier.",
        "sheet-cards": "{n} cartes",
        "sheet-complete": "Familles complètes dès la donne, posées aussitôt : {families}.",
        "sheet-field": "Code de donne",
        "sheet-button": "Afficher cette donne",
        "sheet-names": "Noms, dans le sens horaire (facultatif, séparés par des virgules)",
        "sheet-print": "Imprimer",
        "sheet-play": "Jouer cette donne contre l'ordinateur (vous prenez la place 1)",
        "cards-title": "Les 44 cartes, de A1 à K4",
        "cards-how": "Découpez en suivant les pointillés. Chaque ligne est une famille ; le chiffre désigne le "
        "membre, pas une valeur.",
        "series": "Durée",
        "series-one": "une seule donne",
        "series-to": "une série en {n} familles",
        "series-title": "Série",
        "series-goal": "Série en {target} familles, donne {n}.",
        "series-totals": "Totaux cumulés (familles)",
        "series-rule": "la règle des séries",
        "next-deal": "Donne suivante",
    },
}

_widgets: ModuleType | None = None


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _fr(text: str, lang: str) -> str:
    """French spacing before ? ! : (non-breaking)."""
    if lang != "fr":
        return text
    return text.replace(" ?", "\u00a0?").replace(" !", "\u00a0!").replace(" :", "\u00a0:")


def _u(lang: str, key: str, **values: object) -> str:
    return _fr(UI[lang][key].format(**values), lang)


def _w() -> ModuleType:
    if _widgets is None:
        raise RuntimeError("the widgets hook (overrides/hooks/widgets.py) is not loaded")
    return _widgets


def _ui_json(lang: str) -> str:
    table = {**_w().UI[lang], **{k: _fr(v, lang) for k, v in UI[lang].items()}}
    return _e(json.dumps(table, ensure_ascii=False, separators=(",", ":")))


def _call(func: Any, request: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(func(json.dumps(request)))
    if not answer.get("ok"):
        raise ValueError(f"hf_core.web refused: {answer.get('error') or answer.get('refusal')}")
    return answer


def _button(label: str, action: str, *, primary: bool = False, hidden: bool = False, disabled: bool = True,
            extra: str = "") -> str:
    cls = "md-button md-button--primary" if primary else "md-button"
    return (
        f'<button type="button" class="{cls}" data-hf-action="{action}"{" hidden" if hidden else ""}'
        f'{" disabled" if disabled else ""}{extra}>{_e(label)}</button>'
    )


# ------------------------------------------------------------------------------------------------ play


def play_setup(lang: str, code: str, bot: str) -> dict[str, Any]:
    """The set-up the page's first game uses (the same in the page before and after Python loads)."""
    deal = _call(web.class_deal, {"code": code, "lang": lang})
    names = list(NAMES[lang][: deal["players"]])
    return {
        "players": names,
        "seed": deal["seed"],
        "dealer": deal["dealer"],
        "viewer": names[0],
        "bots": names[1:],
        "requests": [],
        "code": deal["code"],
        "bot": bot,
    }


def you_badge(lang: str, board: str, you: str) -> str:
    """Mark the reader's seat with a "you" badge (play.js does the same in the page)."""
    name = f'<span class="hf-seat__name">{_e(you)}</span>'
    return board.replace(name, f'{name} <span class="hf-badge hf-badge--you">{_e(_u(lang, "you"))}</span>', 1)


def render_play(lang: str, data: dict[str, Any], root: str) -> str:
    code = str(data.get("code", DEFAULT_CODE))
    bot = str(data.get("bot", "smart"))
    if bot not in ("smart", "random"):
        raise ValueError(f"bot must be smart or random, not {bot!r}")
    setup = play_setup(lang, code, bot)
    request = {k: setup[k] for k in ("players", "seed", "dealer", "viewer", "bots")}
    st = _call(web.new_deal, {**request, "lang": lang})["state"]
    w = _w()
    you = setup["viewer"]
    n = len(setup["players"])
    opponents = "".join(
        f'<option value="{k}"{" selected" if k == n - 1 else ""}>{k}</option>' for k in range(1, 6)
    )
    strength = "".join(
        f'<option value="{k}"{" selected" if k == bot else ""}>{_e(_u(lang, k))}</option>' for k in ("smart", "random")
    )
    lengths = f'<option value="0" selected>{_e(_u(lang, "series-one"))}</option>' + "".join(
        f'<option value="{k}">{_e(_u(lang, "series-to", n=k))}</option>' for k in SERIES_TARGETS
    )
    form = (
        f'<form class="hf-play__setup" data-hf-form="setup"><fieldset data-hf-fieldset disabled>'
        f'<legend>{_e(_u(lang, "new-game"))}</legend><div class="hf-play__fields">'
        f'<label>{_e(_u(lang, "opponents"))} <select name="opponents">{opponents}</select></label>'
        f'<label>{_e(_u(lang, "strength"))} <select name="bot">{strength}</select></label>'
        f'<label>{_e(_u(lang, "series"))} <select name="series">{lengths}</select></label>'
        f'<label>{_e(_u(lang, "code-field"))} <input type="text" name="code" maxlength="20" autocomplete="off" '
        f'autocapitalize="characters" spellcheck="false" placeholder="{_e(DEFAULT_CODE)}"></label>'
        f'</div><div class="hf-play__buttons">'
        f'<button type="submit" class="md-button md-button--primary">{_e(_u(lang, "start"))}</button>'
        f'{_button(_u(lang, "random-deal"), "random-deal")}</div></fieldset></form>'
    )
    sheet_href = f"{root}{'fr/' if lang == 'fr' else ''}printables/deal-sheet/?code={setup['code']}"
    projector = _button(_u(lang, "projector"), "projector", extra=' aria-pressed="false"')
    knows_button = _button(_u(lang, "knows-show"), "knows", extra=' aria-pressed="false" aria-controls="hf-play-knows"')
    bar = (
        f'<div class="hf-play__bar">{projector}{knows_button}'
        f'<p class="hf-play__code">{_e(_u(lang, "code-line"))} <strong data-hf-code>{_e(setup["code"])}</strong> '
        f'(<a data-hf-sheet href="{_e(sheet_href)}">{_e(_u(lang, "sheet"))}</a>)</p></div>'
    )
    dealt = [f"{s['name']} ({', '.join(s['dealt_families'])})" for s in st["seats"] if s["dealt_families"]]
    begins = w._u(lang, "begins", first=st["first"], dealer=st["dealer"]) + " " + (
        w._u(lang, "from-deal", list=", ".join(dealt)) if dealt else w._u(lang, "from-deal-none")
    )
    narration = (
        f'<div class="hf-play__story">'
        f'<p class="hf-play__counter" data-hf-counter>{_e(_u(lang, "start-step"))}</p>'
        f'<p class="hf-play__narration" data-hf-narration role="status" aria-live="polite">{_e(begins)}</p>'
        f'<p class="hf-play__rule" data-hf-rule hidden></p>'
        f'<div class="hf-play__steps">{_button(_u(lang, "back"), "back")}'
        f'{_button(_u(lang, "next"), "next", primary=True)}{_button(_u(lang, "skip"), "skip")}</div>'
        f'<p class="hf-play__keys" data-hf-keys hidden>{_e(_u(lang, "keys"))}</p></div>'
    )
    legal = st["legal"] or []
    targets = "".join(
        f'<button type="button" class="hf-play__target" data-hf-target="{_e(g["target"])}" disabled>'
        f'{_e(g["target"])}</button>'
        for g in legal
    )
    prompt = _u(lang, "your-turn") if st["current"] == you else _u(lang, "waiting", name=st["current"])
    ask = (
        f'<div class="hf-play__ask" data-hf-ask>'
        f'<p class="hf-play__prompt" data-hf-prompt>{_e(prompt)}</p>'
        f'<div class="hf-play__choice" data-hf-targets-box{"" if legal else " hidden"}>'
        f'<p class="hf-play__label">{_e(_u(lang, "ask-whom"))}</p>'
        f'<div class="hf-play__targets" data-hf-targets>{targets}</div></div>'
        f'<div class="hf-play__choice" data-hf-cards-box hidden><p class="hf-play__label">'
        f'{_e(_u(lang, "ask-what"))}</p><div class="hf-play__cards" data-hf-cards></div></div>'
        f'<div class="hf-play__feedback" data-hf-feedback role="alert"></div></div>'
    )
    board = (
        f'<div class="hf-we__board" role="region" tabindex="0" aria-label="{_e(w._u(lang, "board"))}">'
        f'<div class="hf-table" data-hf-board>{you_badge(lang, w.explorer_board(lang, st), you)}</div></div>'
    )
    facts = "".join(f"<li>{_e(f)}</li>" for f in st["knowledge"]["facts"])
    mine = (st["knowledge"].get("viewer") or {}).get("facts") or []
    knows = (
        f'<section class="hf-play__knows" id="hf-play-knows" data-hf-knows hidden>'
        f'<h3>{_e(_u(lang, "knows"))}</h3><ul data-hf-facts>{facts}</ul>'
        f'<h4>{_e(_u(lang, "knows-you"))}</h4><ul data-hf-mine>{"".join(f"<li>{_e(f)}</li>" for f in mine)}</ul>'
        f"</section>"
    )
    end = (
        f'<section class="hf-play__end" data-hf-end hidden><h3 data-hf-end-title>{_e(_u(lang, "over"))}</h3>'
        f'<p data-hf-winners></p><ol class="hf-play__scores" data-hf-scores></ol>'
        f'{_button(_u(lang, "next-deal"), "next-deal", primary=True, hidden=True)}'
        f'{_button(_u(lang, "play-again"), "again", primary=True)}</section>'
    )
    rule_href = f"{root}{'fr/' if lang == 'fr' else ''}completing/#match-total"
    series = (
        f'<section class="hf-play__series" data-hf-series hidden><h3>{_e(_u(lang, "series-title"))}</h3>'
        f'<p data-hf-series-goal></p><p class="hf-play__label">{_e(_u(lang, "series-totals"))} '
        f'(<a href="{_e(rule_href)}">{_e(_u(lang, "series-rule"))}</a>)</p>'
        f'<ul class="hf-play__scores" data-hf-totals></ul><p data-hf-series-next></p></section>'
    )
    return (
        f'<div class="hf-widget hf-play" data-hf-widget="play" data-hf-lang="{lang}" data-hf-ui="{_ui_json(lang)}" '
        f'data-hf-setup="{_e(json.dumps(setup, ensure_ascii=False))}" '
        f'data-hf-names="{_e(json.dumps(NAMES[lang], ensure_ascii=False))}">'
        f"{w.STATUS_SLOT}"
        f'<p class="hf-play__message" data-hf-message role="alert" hidden></p>'
        f"{bar}{series}{narration}{end}{ask}{board}{knows}{form}</div>"
    )


# -------------------------------------------------------------------------------------------- exercises


def render_exercise(lang: str, data: dict[str, Any], root: str) -> str:
    ex_id = str(data.get("exercise", ""))
    try:
        ex = teaching.exercise(ex_id)
    except KeyError:
        raise ValueError(f"no exercise {ex_id!r}; known: {', '.join(e.id for e in teaching.EXERCISES)}") from None
    view = teaching.exercise_view(ex, lang)
    w = _w()
    seats = "".join(
        w.seat_html(lang, s["name"], s["hand"], s["count"], s["families"], current=s["current"]) for s in view["seats"]
    )
    said = ""
    if view["said"]:
        said = (
            f'<div class="hf-ex__said"><p>{_e(_u(lang, "said"))}</p><ol>'
            + "".join(f"<li>{_e(t)}</li>" for t in view["said"])
            + "</ol></div>"
        )
    choices = "".join(
        f'<button type="button" class="hf-ex__choice" data-hf-choice="{_e(c["key"])}" disabled>'
        f'{_e(c["label"])}</button>'
        for c in view["choices"]
    )
    return (
        f'<div class="hf-widget hf-ex" data-hf-widget="exercises" data-hf-exercise="{_e(ex.id)}" '
        f'data-hf-kind="{_e(ex.kind)}" data-hf-lang="{lang}" data-hf-ui="{_ui_json(lang)}">'
        f"{w.STATUS_SLOT}"
        f'<div class="hf-we__board" role="region" tabindex="0" aria-label="{_e(w._u(lang, "board"))}">'
        f'<div class="hf-table">{seats}</div></div>{said}'
        f'<p class="hf-ex__question"><strong>{_e(view["question"])}</strong></p>'
        f'<div class="hf-ex__choices" role="group" aria-label="{_e(_u(lang, "answer"))}">{choices}</div>'
        f'<div class="hf-ex__feedback" data-hf-feedback role="status" aria-live="polite"></div></div>'
    )


# ------------------------------------------------------------------------------------------- printables


def render_card_sheet(lang: str, data: dict[str, Any], root: str) -> str:
    """The 44 cards, three families per printed page, each family on one row, cut lines between cards."""
    rows = []
    for family in HAPPY_FAMILIES.families:
        cards = "".join(
            f'<div class="hf-cut" data-label="{c}"><span class="hf-cut__corner">{c}</span>'
            f'<span class="hf-cut__family">{c.family}</span><span class="hf-cut__member">{c.member}</span>'
            f'<span class="hf-cut__pips" aria-hidden="true">'
            + "".join(f'<span class="hf-pip{" is-on" if m == c.member else ""}"></span>' for m in range(1, 5))
            + f'</span><span class="hf-cut__corner hf-cut__corner--end" aria-hidden="true">{c}</span></div>'
            for c in HAPPY_FAMILIES.family_cards(family)
        )
        rows.append(f'<div class="hf-cutrow hf-card--{family.lower()}" data-family="{family}">{cards}</div>')
    pages = "".join(
        '<div class="hf-cutpage">' + "".join(rows[i : i + 3]) + "</div>" for i in range(0, len(rows), 3)
    )
    return (
        f'<div class="hf-printable hf-cardsheet" data-hf-printable="cards">'
        f'<p class="hf-printable__title">{_e(_u(lang, "cards-title"))}</p>'
        f'<p class="hf-printable__how">{_e(_u(lang, "cards-how"))}</p>{pages}</div>'
    )


def deal_sheet_body(lang: str, deal: dict[str, Any]) -> str:
    """The printed part of a deal sheet (deal-sheet.js builds the same markup in the page)."""
    seats = deal["seats"]
    dealer = seats[deal["dealer"]]["name"]
    left = seats[(deal["dealer"] + 1) % len(seats)]["name"]
    rows = []
    for s in seats:
        groups: dict[str, list[str]] = {}
        for label in s["hand"]:
            groups.setdefault(label[0], []).append(label)
        hand = " · ".join(" ".join(g) for g in groups.values())
        role = f' <span class="hf-badge">{_e(_u(lang, "sheet-dealer"))}</span>' if s["dealer"] else ""
        rows.append(
            f'<tr data-seat="{s["seat"]}"><th scope="row">{_e(_u(lang, "sheet-seat", n=s["seat"]))}<br>'
            f'<span class="hf-dealsheet__name">{_e(s["name"])}</span>{role}</th>'
            f'<td>{_e(_u(lang, "sheet-cards", n=s["count"]))}</td>'
            f'<td class="hf-dealsheet__hand" data-hand="{_e(" ".join(s["hand"]))}">{_e(hand)}</td></tr>'
        )
    complete = [f"{s['name']} {' '.join(s['families'])}" for s in seats if s["families"]]
    extra = f'<p>{_e(_u(lang, "sheet-complete", families=", ".join(complete)))}</p>' if complete else ""
    return (
        f'<p class="hf-printable__title">{_e(_u(lang, "sheet-title"))} · '
        f'<span data-hf-sheet-code>{_e(_u(lang, "sheet-code", code=deal["code"]))}</span></p>'
        f'<p>{_e(_u(lang, "sheet-how", dealer=dealer, left=left))} '
        f'{_e(_u(lang, "sheet-first", name=deal["first"]))}</p>'
        f'<table class="hf-dealsheet__table"><tbody>{"".join(rows)}</tbody></table>{extra}'
    )


def render_deal_sheet(lang: str, data: dict[str, Any], root: str) -> str:
    code = str(data.get("code", DEFAULT_CODE))
    deal = _call(web.class_deal, {"code": code, "lang": lang})
    form = (
        f'<form class="hf-dealsheet__form" data-hf-form="sheet"><fieldset data-hf-fieldset disabled>'
        f'<label>{_e(_u(lang, "sheet-field"))} <input type="text" name="code" maxlength="20" autocomplete="off" '
        f'autocapitalize="characters" spellcheck="false" value="{_e(deal["code"])}"></label>'
        f'<label>{_e(_u(lang, "sheet-names"))} <input type="text" name="names" maxlength="140" autocomplete="off">'
        f"</label>"
        f'<div class="hf-play__buttons"><button type="submit" class="md-button md-button--primary">'
        f'{_e(_u(lang, "sheet-button"))}</button>{_button(_u(lang, "sheet-print"), "print", disabled=False)}</div>'
        f"</fieldset></form>"
    )
    w = _w()
    play_href = f"{root}{'fr/' if lang == 'fr' else ''}play/?code={deal['code']}"
    return (
        f'<div class="hf-widget hf-dealsheet" data-hf-widget="deal-sheet" data-hf-lang="{lang}" '
        f'data-hf-ui="{_ui_json(lang)}" data-hf-code="{_e(deal["code"])}">{w.STATUS_SLOT}{form}'
        f'<p class="hf-play__message" data-hf-message role="alert" hidden></p>'
        f'<p class="hf-dealsheet__play"><a data-hf-play href="{_e(play_href)}">{_e(_u(lang, "sheet-play"))}</a></p>'
        f'<div class="hf-printable" data-hf-printable="deal-sheet" data-hf-sheet>{deal_sheet_body(lang, deal)}</div>'
        f"</div>"
    )


RENDERERS = {
    "play": render_play,
    "exercise": render_exercise,
    "card-sheet": render_card_sheet,
    "deal-sheet": render_deal_sheet,
}


# ---------------------------------------------------------------------------------------- mkdocs glue


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    """Register the teaching widgets with the widgets hook (loaded by mkdocs as another hook module)."""
    global _widgets
    for module in (config.hooks or {}).values():
        if isinstance(module, ModuleType) and hasattr(module, "EXTRA_WIDGETS") and hasattr(module, "seat_html"):
            _widgets = module
    if _widgets is None:
        raise RuntimeError("overrides/hooks/teaching.py needs overrides/hooks/widgets.py in mkdocs.yml hooks")
    _widgets.EXTRA_WIDGETS.update(RENDERERS)
    _widgets.EXTRA_KEYS.update(KEYS)
    return config
