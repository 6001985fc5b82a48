"""The teaching widgets and printables, rendered at build time from hf_core (see :mod:`hf_core.site.widgets`).

Four ``hf-widget`` fences (named in :data:`hf_core.site.widgets.WIDGETS`):

- ``widget: play`` (optional ``code: XXXX-XXX``, ``bot: smart|random``): a game against the computer; the
  first deal is drawn here, ``docs/javascripts/hf/widgets/play.js`` plays it in the page;
- ``widget: exercise`` + ``exercise: <id>``: one exercise of :mod:`hf_core.teaching` (question, table,
  choices); ``exercises.js`` checks the answers with the engine;
- ``widget: card-sheet``: the 44 labelled cards, one family per row, with cut lines (static, for printing);
- ``widget: deal-sheet`` + ``code: XXXX-XXX``: each seat's hand for a class deal code; ``deal-sheet.js``
  redraws it for the code in the page's link;
- ``widget: class-deal`` (optional ``code:``, the example shown until a new one is made): the teachers' "New
  class deal" box; ``class-deal.js`` makes a code with hf_core.web.make_class_code and checks it with class_deal.

Every text from the engine is escaped; the page modules use ``textContent`` only.
"""

from __future__ import annotations

import json
from typing import Any

from hf_core import teaching, web
from hf_core.cards import HAPPY_FAMILIES
from hf_core.site.common import board_region, call, deal_summary, e, status_slot, ui_attribute
from hf_core.web import views
from hf_core.words import say

SERIES_TARGETS = (3, 5, 10, 15)  # families; a series is agreed in the set-up form, before its first deal

NAMES = {lang: tuple(teaching.seat_names(6, lang)) for lang in ("en", "fr")}  # the reader is seat 1: Sam, Camille
DEFAULT_CODE = teaching.encode_code(4, 3, 2026)  # four players, the reader on the dealer's left
PROJECTOR_ID = "projector-view"  # the play widget's id: a link ending in #projector-view opens the projector view

def _u(lang: str, key: str, **values: object) -> str:
    return say(f"play.{key}", lang, **values)


def _button(label: str, action: str, *, primary: bool = False, hidden: bool = False, disabled: bool = True,
            extra: str = "") -> str:
    cls = "md-button md-button--primary" if primary else "md-button"
    return (
        f'<button type="button" class="{cls}" data-hf-action="{action}"{" hidden" if hidden else ""}'
        f'{" disabled" if disabled else ""}{extra}>{e(label)}</button>'
    )


# ------------------------------------------------------------------------------------------------ play


def play_setup(lang: str, code: str, bot: str) -> dict[str, Any]:
    """The set-up the page's first game uses (the same in the page before and after Python loads)."""
    deal = call(web.class_deal, {"code": code, "lang": lang})
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


def render_play(lang: str, data: dict[str, Any], root: str) -> str:
    """The play widget as the page first shows it (play.js draws the same parts in the page).

    From the top: the tools (projector view, what the table knows; on a phone they go below the game), the story
    (the counter and the "Say why" switch, the requests since the reader's last one folded behind "All N
    requests", the newest request), the end of the game, the table, the picker (the prompt and the hint, whom,
    which card), the step bar (Back, Next, "Play on"; on a projector the pace), what the table knows, the code
    and the set-up form."""
    code = str(data.get("code", DEFAULT_CODE))
    bot = str(data.get("bot", "smart"))
    if bot not in ("smart", "random"):
        raise ValueError(f"bot must be smart or random, not {bot!r}")
    setup = play_setup(lang, code, bot)
    request = {k: setup[k] for k in ("players", "seed", "dealer", "viewer", "bots")}
    st = call(web.new_deal, {**request, "you": True, "lang": lang})["state"]
    you = setup["viewer"]
    mine = st["current"] == you and not st["over"]
    projector = _button(_u(lang, "projector"), "projector", extra=' aria-pressed="false"')
    knows_button = _button(_u(lang, "knows-show"), "knows", extra=' aria-pressed="false" aria-controls="hf-play-knows"')
    # The projector's pace for "Play on" (shown only in the projector view, teaching.css).
    pace = (
        f'<div class="hf-play__pace" data-hf-pace>{_button(_u(lang, "slower"), "slower")}'
        f'<span data-hf-pace-text>{e(_u(lang, "pace", s=3))}</span>{_button(_u(lang, "faster"), "faster")}</div>'
    )
    tools = f'<div class="hf-play__bar" data-hf-tools>{projector}{knows_button}{pace}</div>'
    story = (
        f'<div class="hf-play__story" data-hf-story>'
        f'<div class="hf-play__storyhead"><p class="hf-play__counter" data-hf-counter>{e(_u(lang, "start-step"))}</p>'
        f'<button type="button" class="hf-play__fold" data-hf-action="older" aria-expanded="false" '
        f'aria-controls="hf-play-older" hidden></button></div>{_say_why(lang)}'
        f'<ol class="hf-play__older" id="hf-play-older" data-hf-older tabindex="0" hidden></ol>'
        f'<p class="hf-play__narration" data-hf-narration role="status" aria-live="polite">'
        f"{e(deal_summary(lang, st))}</p>"
        f'<p class="hf-play__why" data-hf-narration-why hidden></p>'
        f'<p class="hf-play__rule" data-hf-rule hidden></p>'
        f'<p class="hf-play__keys" data-hf-keys>{e(_u(lang, "keys"))}</p></div>'
    )
    end = (
        f'<section class="hf-play__end" data-hf-end hidden><h3 data-hf-end-title>{e(_u(lang, "over"))}</h3>'
        f'<p data-hf-winners></p><ol class="hf-play__scores" data-hf-scores></ol><p data-hf-hints-used></p>'
        f'<div class="hf-play__buttons">{_button(_u(lang, "next-deal"), "next-deal", primary=True, hidden=True)}'
        f'{_button(_u(lang, "play-again"), "again", primary=True)}{_button(_u(lang, "share"), "share")}</div>'
        f'<p class="hf-play__shared" data-hf-shared role="status"></p></section>'
    )
    legal = st["legal"] or []
    targets = "".join(
        f'<button type="button" class="hf-play__target" data-hf-target="{e(g["target"])}" disabled>'
        f'{e(g["target"])}</button>'
        for g in legal
    )
    # The cards one may ask for (the same whoever is asked), waiting for a player to be chosen, as play.js draws them.
    choices = "".join(
        f'<button type="button" class="hf-play__card" data-hf-ask-card="{e(label)}" aria-label="{e(label)}" disabled>'
        f"{views.to_html(view)}</button>"
        for label, view in zip(legal[0]["cards"], legal[0]["views"], strict=True)
    ) if legal else ""
    prompt = _u(lang, "your-turn") if st["current"] == you else _u(lang, "waiting", name=st["current"])
    ask = (
        f'<div class="hf-play__ask" data-hf-ask="{"you" if mine else ""}">'
        f'<p class="hf-play__prompt" data-hf-prompt>{e(prompt)}</p>{_queued(lang)}{_hint_panel(lang)}'
        f'<div class="hf-play__choice" data-hf-targets-box{"" if legal else " hidden"}>'
        f'<div class="hf-play__labelrow"><p class="hf-play__label">{e(_u(lang, "ask-whom"))}</p>'
        f"{_hint_button(lang, mine=mine)}</div>"
        f'<div class="hf-play__targets" data-hf-targets>{targets}</div></div>'
        f'<div class="hf-play__choice" data-hf-cards-box{"" if choices else " hidden"}><p class="hf-play__label">'
        f'{e(_u(lang, "ask-what"))}</p><div class="hf-play__cards" data-hf-cards>{choices}</div></div>'
        f'<div class="hf-play__feedback" data-hf-feedback role="alert"></div></div>'
    )
    # Back / Next / "Play on": on a phone a bar fixed at the bottom of the screen (teaching.css).
    steps = (
        f'<div class="hf-play__steps" data-hf-steps>{_button(_u(lang, "back"), "back")}'
        f'{_button(_u(lang, "next"), "next")}{_button(_u(lang, "skip-to-turn"), "skip", primary=True)}</div>'
    )
    board = board_region(lang, st["board"])
    facts = "".join(f"<li>{e(f)}</li>" for f in st["knowledge"]["facts"])
    viewer_facts = (st["knowledge"].get("viewer") or {}).get("facts") or []
    knows = (
        f'<section class="hf-play__knows" id="hf-play-knows" data-hf-knows hidden>'
        f'<h3>{e(_u(lang, "knows"))}</h3><ul data-hf-facts>{facts}</ul>'
        f'<h4>{e(_u(lang, "knows-you"))}</h4><ul data-hf-mine>{"".join(f"<li>{e(f)}</li>" for f in viewer_facts)}'
        f"</ul></section>"
    )
    sheet_href = f"{root}{'fr/' if lang == 'fr' else ''}printables/deal-sheet/?code={setup['code']}"
    code_line = (
        f'<p class="hf-play__code">{e(_u(lang, "code-line"))} <strong data-hf-code>{e(setup["code"])}</strong> '
        f'(<a data-hf-sheet href="{e(sheet_href)}">{e(_u(lang, "sheet"))}</a>)</p>'
    )
    rule_href = f"{root}{'fr/' if lang == 'fr' else ''}completing/#match-total"
    series = (
        f'<section class="hf-play__series" data-hf-series hidden><h3>{e(_u(lang, "series-title"))}</h3>'
        f'<p data-hf-series-goal></p><p class="hf-play__label">{e(_u(lang, "series-totals"))} '
        f'(<a href="{e(rule_href)}">{e(_u(lang, "series-rule"))}</a>)</p>'
        f'<ul class="hf-play__scores" data-hf-totals></ul><p data-hf-series-next></p></section>'
    )
    return (
        f'<div class="hf-widget hf-play" id="{PROJECTOR_ID}" data-hf-widget="play" data-hf-lang="{lang}" '
        f'{ui_attribute(lang, "widget", "play")} '
        f'data-hf-setup="{e(json.dumps(setup, ensure_ascii=False))}" '
        f'data-hf-names="{e(json.dumps(NAMES[lang], ensure_ascii=False))}">'
        f"{status_slot(lang)}"
        f'<p class="hf-play__message" data-hf-message role="alert" hidden></p>'
        f"{tools}{series}{story}{end}{board}{ask}{steps}{knows}{code_line}{_form(lang, len(setup['players']), bot)}"
        f"</div>"
    )


def _form(lang: str, n: int, bot: str) -> str:
    """New game: how many computer players, how they play, one deal or a series, a class deal code."""
    opponents = "".join(
        f'<option value="{k}"{" selected" if k == n - 1 else ""}>{k}</option>' for k in range(1, 6)
    )
    strength = "".join(
        f'<option value="{k}"{" selected" if k == bot else ""}>{e(_u(lang, k))}</option>' for k in ("smart", "random")
    )
    lengths = f'<option value="0" selected>{e(_u(lang, "series-one"))}</option>' + "".join(
        f'<option value="{k}">{e(_u(lang, "series-to", n=k))}</option>' for k in SERIES_TARGETS
    )
    return (
        f'<form class="hf-play__setup" data-hf-form="setup"><fieldset data-hf-fieldset disabled>'
        f'<legend>{e(_u(lang, "new-game"))}</legend><div class="hf-play__fields">'
        f'<label>{e(_u(lang, "opponents"))} <select name="opponents">{opponents}</select></label>'
        f'<label>{e(_u(lang, "strength"))} <select name="bot">{strength}</select></label>'
        f'<label>{e(_u(lang, "series"))} <select name="series">{lengths}</select></label>'
        f'<label>{e(_u(lang, "code-field"))} <input type="text" name="code" maxlength="20" autocomplete="off" '
        f'autocapitalize="characters" spellcheck="false" placeholder="{e(DEFAULT_CODE)}"></label>'
        f'</div><div class="hf-play__buttons">'
        f'<button type="submit" class="md-button md-button--primary">{e(_u(lang, "start"))}</button>'
        f'{_button(_u(lang, "random-deal"), "random-deal")}</div></fieldset></form>'
    )


def _hint_button(lang: str, *, mine: bool) -> str:
    """The reader's hint button (play-why.js): shown on the reader's turn. When the built position is the reader's
    turn it is drawn (disabled until Python is ready, as the targets are), so the game does not move then."""
    button = _button(_u(lang, "hint"), "hint", extra=' aria-controls="hf-play-hint"')
    return f'<div class="hf-play__hint" data-hf-hint-box{"" if mine else " hidden"}>{button}</div>'


def _queued(lang: str) -> str:
    """A request chosen while Python loads (play.js): what waits, the loading's progress, Cancel; on a failure, Retry.
    The percentage changes often: it is kept out of what screen readers announce."""
    return (
        f'<div class="hf-play__queued" data-hf-queued hidden><p><span role="status" data-hf-queued-text></span> '
        f'<span class="hf-play__progress" data-hf-queued-progress aria-hidden="true"></span></p>'
        f'<div class="hf-play__buttons">{_button(_u(lang, "queued-cancel"), "cancel-queued", disabled=False)}'
        f'{_button(_u(lang, "queued-retry"), "retry-queued", primary=True, hidden=True, disabled=False)}</div></div>'
    )


def _hint_panel(lang: str) -> str:
    """The hint given: the best request now, its reason, and a button that makes it."""
    return (
        f'<div class="hf-play__hintpanel" id="hf-play-hint" data-hf-hint aria-live="polite" hidden>'
        f'<p data-hf-hint-ask></p><p class="hf-play__why" data-hf-hint-why></p>'
        f'{_button(_u(lang, "hint-take"), "take-hint")}</div>'
    )


def _say_why(lang: str) -> str:
    """The switch that shows each computer request's reason (play-why.js), as on the explorer."""
    return (
        f'<label class="hf-play__switch"><input type="checkbox" name="say-why" data-hf-say-why disabled> '
        f'{e(say("widget.say-why", lang))}</label>'
    )


# -------------------------------------------------------------------------------------------- exercises


def render_exercise(lang: str, data: dict[str, Any], root: str) -> str:
    ex_id = str(data.get("exercise", ""))
    try:
        ex = teaching.exercise(ex_id)
    except KeyError:
        raise ValueError(f"no exercise {ex_id!r}; known: {', '.join(e.id for e in teaching.EXERCISES)}") from None
    view = teaching.exercise_view(ex, lang)
    seats = views.table(
        (
            views.seat(lang, s["name"], s["hand"], s["count"], s["families"], current=s["current"])
            for s in view["seats"]
        ),
        board=False,
    )
    said = ""
    if view["said"]:
        said = (
            f'<div class="hf-ex__said"><p>{e(_u(lang, "said"))}</p><ol>'
            + "".join(f"<li>{e(t)}</li>" for t in view["said"])
            + "</ol></div>"
        )
    choices = "".join(
        f'<button type="button" class="hf-ex__choice" data-hf-choice="{e(c["key"])}" disabled>'
        f'{e(c["label"])}</button>'
        for c in view["choices"]
    )
    return (
        f'<div class="hf-widget hf-ex" data-hf-widget="exercises" data-hf-exercise="{e(ex.id)}" '
        f'data-hf-kind="{e(ex.kind)}" data-hf-lang="{lang}" {ui_attribute(lang, "widget", "play")}>'
        f"{status_slot(lang)}"
        f"{board_region(lang, seats, say('widget.board-exercise', lang, n=teaching.EXERCISES.index(ex) + 1))}{said}"
        f'<p class="hf-ex__question"><strong>{e(view["question"])}</strong></p>'
        f'<div class="hf-ex__choices" role="group" aria-label="{e(_u(lang, "answer"))}">{choices}</div>'
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
            f'<span class="hf-cut__corner hf-cut__corner--end" aria-hidden="true">{c}</span></div>'
            for c in HAPPY_FAMILIES.family_cards(family)
        )
        rows.append(f'<div class="hf-cutrow hf-card--{family.lower()}" data-family="{family}">{cards}</div>')
    pages = "".join(
        '<div class="hf-cutpage">' + "".join(rows[i : i + 3]) + "</div>" for i in range(0, len(rows), 3)
    )
    # Shown on screen only where the reader has chosen "Pictures" (javascripts/hf/cards.js, cards.css): the same
    # cards in our picture pack, one link away.
    link = root + ("fr/" if lang == "fr" else "") + "printables/picture-cards/"
    pictures = (
        f'<p class="hf-printable__pictures" data-hf-if-pictures>{e(_u(lang, "cards-pictures"))} '
        f'<a href="{e(link)}">{e(_u(lang, "cards-pictures-link"))}</a></p>'
    )
    return (
        f'<div class="hf-printable hf-cardsheet" data-hf-printable="cards">'
        f'<p class="hf-printable__title">{e(_u(lang, "cards-title"))}</p>'
        f'<p class="hf-printable__how">{e(_u(lang, "cards-how"))}</p>{pictures}{pages}</div>'
    )


def render_deal_sheet(lang: str, data: dict[str, Any], root: str) -> str:
    code = str(data.get("code", DEFAULT_CODE))
    # Without names typed, the seats get the play page's names (Sam, Ada, ...), so sheet and game agree.
    names = list(NAMES[lang])
    deal = call(web.class_deal, {"code": code, "lang": lang, "names": names})
    shown = ", ".join(names[: deal["players"]])
    form = (
        f'<form class="hf-dealsheet__form" data-hf-form="sheet"><fieldset data-hf-fieldset disabled>'
        f'<label>{e(_u(lang, "sheet-field"))} <input type="text" name="code" maxlength="20" autocomplete="off" '
        f'autocapitalize="characters" spellcheck="false" value="{e(deal["code"])}"></label>'
        f'<label>{e(_u(lang, "sheet-names"))} <input type="text" name="names" maxlength="140" autocomplete="off" '
        f'placeholder="{e(shown)}"></label>'
        f'<div class="hf-play__buttons"><button type="submit" class="md-button md-button--primary">'
        f'{e(_u(lang, "sheet-button"))}</button>{_button(_u(lang, "sheet-print"), "print", disabled=False)}</div>'
        f"</fieldset></form>"
    )
    sheet = "".join(views.to_html(node) for node in deal["sheet"])
    play_href = f"{root}{'fr/' if lang == 'fr' else ''}play/?code={deal['code']}"
    return (
        f'<div class="hf-widget hf-dealsheet" data-hf-widget="deal-sheet" data-hf-lang="{lang}" '
        f'{ui_attribute(lang, "widget", "play")} data-hf-code="{e(deal["code"])}" '
        f'data-hf-names="{e(json.dumps(names, ensure_ascii=False))}">{status_slot(lang)}{form}'
        f'<p class="hf-play__message" data-hf-message role="alert" hidden></p>'
        f'<p class="hf-dealsheet__play"><a data-hf-play href="{e(play_href)}">{e(_u(lang, "sheet-play"))}</a></p>'
        f'<div class="hf-printable" data-hf-printable="deal-sheet" data-hf-sheet>{sheet}</div>'
        f"</div>"
    )


# ------------------------------------------------------------------------------------------ new class deal


def _links(lang: str, root: str, code: str) -> tuple[str, str]:
    """The play page and the deal sheet of ``code``, in ``lang``."""
    base = f"{root}{'fr/' if lang == 'fr' else ''}"
    return f"{base}play/?code={code}", f"{base}printables/deal-sheet/?code={code}"


def render_class_deal(lang: str, data: dict[str, Any], root: str) -> str:
    deal = call(web.class_deal, {"code": str(data.get("code", DEFAULT_CODE)), "lang": lang})

    def t(key: str) -> str:
        return e(say(f"teacher.{key}", lang))

    play_href, sheet_href = _links(lang, root, deal["code"])
    players = "".join(
        f'<option value="{k}"{" selected" if k == deal["players"] else ""}>{k}</option>' for k in range(2, 7)
    )
    return (
        f'<div class="hf-widget hf-classdeal" data-hf-widget="class-deal" data-hf-lang="{lang}" '
        f'{ui_attribute(lang, "teacher")} data-hf-code="{e(deal["code"])}">{status_slot(lang)}'
        f'<form class="hf-classdeal__form" data-hf-form="class-deal"><fieldset data-hf-fieldset disabled>'
        f'<label>{t("players")} <select name="players">{players}</select></label> '
        f'<button type="submit" class="md-button md-button--primary">{t("make")}</button></fieldset></form>'
        f'<p class="hf-play__message" data-hf-message role="alert" hidden></p>'
        f'<div class="hf-classdeal__result" data-hf-result aria-live="polite">'
        f'<p class="hf-classdeal__label">{t("code")}</p>'
        f'<p class="hf-classdeal__code" data-hf-code-text>{e(deal["code"])}</p>'
        f'<p class="hf-classdeal__note" data-hf-note>{t("example")}</p>'
        f'<p class="hf-classdeal__links"><a class="md-button" data-hf-play href="{e(play_href)}">{t("play")}</a> '
        f'<a class="md-button" data-hf-sheet href="{e(sheet_href)}">{t("sheet")}</a> '
        f'<button type="button" class="md-button" data-hf-action="copy" disabled>{t("copy")}</button></p>'
        f'<p class="hf-classdeal__copied" data-hf-copied role="status"></p></div></div>'
    )
