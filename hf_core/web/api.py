"""The functions the page calls (through its Pyodide worker) and the build calls (to draw each widget's first
state): one JSON string in, one JSON string out; see :mod:`hf_core.web`."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any, Final

from hf_core.errors import HappyFamiliesError, IllegalAsk
from hf_core.events import Exposed, Given
from hf_core.game import Game
from hf_core.rules import rule_title, rule_url
from hf_core.scenarios import WORKED_EXAMPLE_REQUESTS, WORKED_EXAMPLE_STEPS
from hf_core.web import session, steps, views
from hf_core.web.boundary import WebError, error_reply, facade, show, text
from hf_core.web.position import state_view
from hf_core.web.setups import (
    DEFAULT_PLAYERS,
    DEFAULT_SEED,
    MAX_REQUESTS,
    Setup,
    check_dealer,
    check_names,
    check_seed,
    check_text,
    read_setup,
    read_share,
    replay,
    share_query,
    start_game,
    worked_setup,
)
from hf_core.web.steps import labels

if TYPE_CHECKING:
    from hf_core.bots import Decision

BOTS: Final = ("smart", "random")


def bot_request(game: Game, kind: str) -> tuple[str, str, str]:
    """The request a computer player makes now, decided only from what that player could see.

    Deterministic: the bot's seed is made from the deal, the number of requests so far and the seat, so a
    shared link with the same requests replays the same game, asking twice gives the same move, and the same
    deal is played the same way whatever the players are called (the play page names them in its language).
    """
    asker, decision = bot_decision(game, kind)
    return asker, decision.target, str(decision.wanted)


def bot_decision(game: Game, kind: str) -> tuple[str, Decision]:
    """:func:`bot_request` with the computer player's reason (the same request: ``choose`` is ``decide``)."""
    asker = game.current
    assert asker is not None
    seed = f"{game.seed if game.seed is not None else 'hands'}|{len(game.requests)}|{game.players.index(asker)}"
    from hf_core.bots import RandomBot, SmartBot, observe  # imported on first use

    bot = SmartBot(seed) if kind == "smart" else RandomBot(seed)
    return asker, bot.decide(observe(game, asker))


def why(decision: Decision, game: Game, lang: str) -> dict[str, Any]:
    """A decision's reason for the page: ``reason`` (the data) and ``why`` (its sentence in ``lang``)."""
    from hf_core.bots import reason_sentence

    return {"reason": decision.reason.to_dict(), "why": reason_sentence(decision.reason, lang, game.rules.pack)}


def ping(request: str) -> str:
    """Answer a ping: echo the request's ``"echo"`` value and name the Python running.

    >>> import json
    >>> json.loads(ping('{"echo": "hello"}'))["echo"]
    'hello'
    >>> json.loads(ping("{}"))["ok"]
    True
    >>> json.loads(ping("[1]"))["error"]["code"]
    'bad-object'
    """
    return _ping(request)


def _ping_impl(data: dict[str, Any], lang: str) -> dict[str, Any]:
    return {
        "ok": True,
        "echo": data.get("echo"),
        "python": ".".join(str(part) for part in sys.version_info[:3]),
        "platform": sys.platform,
    }


_ping = facade(_ping_impl)


def _worked_example_steps(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """The guide's worked example, in ``lang``: one step per public event of its first two requests, or, with
    ``"story": true``, one step per step of the page that tells it (Steps 1 to 5, each of one or more requests)."""
    setup = worked_setup()
    game = start_game(setup)
    story = data.get("story") is True
    for asker, target, card in (
        [r for chapter in WORKED_EXAMPLE_STEPS for r in chapter] if story else WORKED_EXAMPLE_REQUESTS
    ):
        game.ask(asker, target, card)
    first = WORKED_EXAMPLE_REQUESTS[0]
    return {
        "ok": True,
        "lang": lang,
        "players": list(game.players),
        "dealer": game.dealer,
        "steps": (
            steps.story(game, lang, [len(c) for c in WORKED_EXAMPLE_STEPS], focus=first)
            if story
            else steps.steps_of(game, lang, focus=first)
        ),
    }


def _log_from(data: dict[str, Any]) -> int:
    """How many log entries the page has already (it gets only the rest); 0 if it says nothing useful."""
    value = data.get("log_from", 0)
    return value if type(value) is int and 0 <= value <= 10 * MAX_REQUESTS else 0


def _new_deal(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """A fresh deal (no requests yet): players, seed, dealer, optional viewer."""
    setup = read_setup({**data, "requests": []})
    return {"ok": True, "state": state_view(session.build(setup, lang), lang)}


def _state(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """The position after the given requests."""
    t = session.table(data, lang)
    return {"ok": True, "state": state_view(t, lang, log_from=_log_from(data))}


def _ask(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """One request by the current player (or ``asker``): the new position, or the rule it breaks.

    With ``why`` (a computer player's kind, as ``bot_move``'s ``bot``), a request by a computer seat that is
    the one that computer player would make now carries its reason, as from ``bot_move`` (``result.reason``,
    ``result.why``): a page replaying a shared link's computer requests says why as it did first."""
    t = session.table(data, lang)
    asker = check_text(data, "asker", t.game.current) or ""
    target = check_text(data, "target") or ""
    card = check_text(data, "card") or ""
    kind = data.get("why")
    decision, said = None, {}
    if kind in BOTS and asker == t.game.current and asker in t.setup.bots and not t.game.is_over:
        decision = bot_decision(t.game, str(kind))[1]
        said = why(decision, t.game, lang)
    answer = _ask_in(t, asker, target, card, lang, _log_from(data))
    if decision is not None and answer.get("ok"):
        result = answer["result"]
        if (result["target"], result["card"]) == (decision.target, str(decision.wanted)):
            result.update(said)
    return answer


def _ask_in(t: session.Table, asker: str, target: str, card: str, lang: str, log_from: int) -> dict[str, Any]:
    """Make one request at the kept table ``t``: the result and the new position, or the rule it breaks."""
    if len(t.setup.requests) >= MAX_REQUESTS:
        raise WebError("too-many", "requests", count=len(t.setup.requests) + 1, limit=MAX_REQUESTS)
    start = len(t.game.events)
    try:
        session.play(t, asker, target, card)
    except IllegalAsk as exc:
        return {
            "ok": False,
            "refusal": {
                "rule": exc.rule,
                "title": rule_title(exc.rule, lang),
                "message": exc.message(lang),
                "url": rule_url(exc.rule, lang),
            },
        }
    events = t.game.events[start:]
    last = t.game.requests[-1]
    result = {
        "asker": last[0],
        "target": last[1],
        "card": str(last[2]),
        "success": any(isinstance(e, Given) for e in events),
        "completed": next((e.family for e in events if isinstance(e, Exposed)), None),
        "text": " ".join(entry["text"] for entry in t.log[start:]),
        "lines": [entry["text"] for entry in t.log[start:]],  # the same, one event a line (play's last request)
        "headline": " ".join(steps.headlines(events, lang)),  # the same, in one short line
    }
    return {"ok": True, "result": result, "state": state_view(t, lang, log_from=log_from)}


def _bot_move(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """The current player's request chosen by a computer player (``bot``: "smart" or "random"), with its reason:
    ``result.reason`` (data, see :class:`hf_core.bots.Reason`) and ``result.why`` (the sentence in ``lang``)."""
    kind = data.get("bot", "smart")
    if kind not in BOTS:
        raise WebError("bot", "bot", bot=show(kind), known=" / ".join(BOTS))
    t = session.table(data, lang)
    if t.game.is_over:
        raise WebError("no-bot-move")
    asker, decision = bot_decision(t.game, str(kind))
    said = why(decision, t.game, lang)
    answer = _ask_in(t, asker, decision.target, str(decision.wanted), lang, _log_from(data))
    if answer.get("ok"):
        answer["result"].update(said)
    return answer


def _parse_share(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """Read a shared link's query (``{"query": "?players=...&seed=..."}``) into a set-up and its position.

    A bad link answers ``ok: false`` with a message in ``lang`` *and* a fresh default position to show.
    """
    query = data.get("query", "")
    try:
        if not isinstance(query, str):
            raise WebError("field", "query", name="query")
        setup = read_share(query)
        t = session.build(setup, lang)
    except (WebError, HappyFamiliesError) as exc:
        reason = exc.message(lang)
        fresh = Setup()
        return {
            "ok": False,
            "error": {"code": "share", "message": text(lang, "share-failed", reason=reason), "field": "query"},
            "setup": fresh.to_dict(),
            "state": state_view(session.build(fresh, lang), lang),
        }
    return {"ok": True, "setup": setup.to_dict(), "state": state_view(t, lang)}


def _make_share(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """The query string of a link to the set-up and requests given."""
    setup = read_setup(data)
    replay(setup)
    return {"ok": True, "query": share_query(setup)}


worked_example_steps = facade(_worked_example_steps)
new_deal = facade(_new_deal)
state = facade(_state)
ask = facade(_ask)
bot_move = facade(_bot_move)
parse_share = facade(_parse_share)
make_share = facade(_make_share)


# ------------------------------------------------------------------ teaching (hf_core/teaching.py)
# Class deal codes for the deal sheet and the play page, and the self-checking exercises.


def _class_deal(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """The deal a class deal code names: each seat's hand as dealt, the dealer, who begins.

    ``names`` (optional) names the seats; by default the table's names in ``lang`` (Sam, Ada, ...).
    """
    from hf_core import teaching

    text = check_text(data, "code") or ""
    try:
        cc = teaching.decode_code(text)
    except teaching.ClassCodeError as exc:
        return error_reply("class-code", exc.message(lang), "code")
    names = teaching.seat_names(cc.players, lang)
    if data.get("names"):
        given = check_names(data["names"])
        if len(given) != cc.players:
            given = (*given[: cc.players], *names[len(given) :])
        names = [g or names[i] for i, g in enumerate(given)]
        if len(set(names)) != len(names):
            names = teaching.seat_names(cc.players, lang)
    game = Game.deal(names, seed=cc.seed, dealer=cc.dealer)
    seats = [
        {
            "seat": seat + 1,
            "name": name,
            "hand": labels(game.initial_hand(name)),
            "count": len(game.initial_hand(name)),
            "dealer": seat == cc.dealer,
            "families": list(game.families(name)),
        }
        for seat, name in enumerate(game.players)
    ]
    answer = {
        "ok": True,
        "code": cc.code,
        "players": cc.players,
        "dealer": cc.dealer,
        "seed": str(cc.seed),
        "first": game.current,
        "names": list(game.players),
        "seats": seats,
    }
    answer["sheet"] = views.deal_sheet(lang, answer)
    return answer


def _make_class_code(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """The class deal code of ``players`` (2 to 6), ``dealer`` (seat, 0-based) and ``seed``."""
    from hf_core import teaching

    values = [data.get(k) for k in ("players", "dealer", "seed")]
    if not all(type(v) is int for v in values):
        raise WebError("field", "code", name="players / dealer / seed")
    try:
        code = teaching.encode_code(*values)  # type: ignore[arg-type]
    except teaching.ClassCodeError as exc:
        return error_reply("class-code", exc.message(lang), "code")
    return {"ok": True, "code": code}


def _exercises(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """Every exercise as the page shows it before an answer (question, table, what was said, choices)."""
    from hf_core import teaching

    return {"ok": True, "exercises": [teaching.exercise_view(ex, lang) for ex in teaching.EXERCISES]}


def _check_exercise(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """Check one answer with the engine: ``correct``, an explanation in ``lang`` and the rule to read."""
    from hf_core import teaching

    ex_id = check_text(data, "id") or ""
    choice = check_text(data, "choice") or ""
    try:
        answer = teaching.check(ex_id, choice, lang)
    except KeyError:
        raise WebError("field", "choice", name=show(f"{ex_id}/{choice}")) from None
    return {"ok": True, **answer}


class_deal = facade(_class_deal)
make_class_code = facade(_make_class_code)
exercises = facade(_exercises)
check_exercise = facade(_check_exercise)


# ------------------------------------------------------------------ other rules (the other-rules page)


def _compare(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """One deal, the same sequence of requests under our rules and under another profile (``profile``, one of
    :data:`hf_core.compare.COMPARABLE`), side by side: see :mod:`hf_core.compare`."""
    from hf_core.compare import COMPARABLE, MAX_STEPS, comparison
    from hf_core.errors import InvalidSetup, both

    profile = data.get("profile", COMPARABLE[0])
    if profile not in COMPARABLE:
        raise InvalidSetup(
            "profile",
            problem=both(
                f"{show(profile)} is not one of {', '.join(COMPARABLE)}",
                f"{show(profile)} n'est pas l'un de {', '.join(COMPARABLE)}",
            ),
        )
    players = check_names(data.get("players", list(DEFAULT_PLAYERS)))
    seed = check_seed(data.get("seed", DEFAULT_SEED))
    dealer = check_dealer(data.get("dealer", 0), players)
    steps = data.get("steps", 12)
    if type(steps) is not int or not 1 <= steps <= MAX_STEPS:
        raise WebError("field", "steps", name="steps")
    c = comparison(str(profile), players, seed, dealer, steps, lang)
    return {"ok": True, "comparison": c, "view": views.comparison(lang, c)}


compare = facade(_compare)


def _match_state(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """A series of deals (rule ``match.total``): the agreement (``target`` families or ``deals``, and
    ``tie_break``: "share" or "extra-deal"), the ``results`` so far (each ``{"players", "scores"}``), and the
    answer: running totals, whether it is over, the winners, who plays and deals next, and a summary in
    ``lang``. See :class:`hf_core.match.Match`."""
    from hf_core.errors import InvalidSetup, both
    from hf_core.match import Match

    players = check_names(data.get("players", list(DEFAULT_PLAYERS)))
    m = Match(
        players,
        target=data.get("target"),
        deals=data.get("deals"),
        tie_break=str(data.get("tie_break", "share")),
        seed=check_seed(data.get("seed", 0)),
    )
    results = data.get("results", [])
    if not isinstance(results, list) or len(results) > MAX_REQUESTS:
        raise WebError("field", "results", name="results")
    for n, result in enumerate(results, start=1):
        try:
            if not isinstance(result, dict):
                raise ValueError("not an object")
            m.record_scores(dict(zip(result["players"], result["scores"], strict=True)))
        except (ValueError, KeyError, TypeError):
            raise InvalidSetup(
                "profile",
                problem=both(
                    f"deal {n} of the results does not fit this match", f"la donne {n} ne correspond pas à cette série"
                ),
            ) from None
    over = m.is_over
    return {
        "ok": True,
        "match": m.to_dict(),
        "totals": m.totals,
        "is_over": over,
        "in_tie_break": m.in_tie_break,
        "winners": list(m.winners()) if over else [],
        "next_players": [] if over else list(m.next_players()),
        "next_dealer": None if over else m.next_players()[m.next_dealer()],
        "next_seed": None if over else m.next_seed(),
        "summary": m.summary(lang),
    }


match_state = facade(_match_state)


# ------------------------------------------------------------------ many games ("Does it pay to begin?")


def _tally_games(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """Play ``games`` (0 to :data:`~hf_core.web.tallies.MAX_BATCH`) complete games between computer players of
    ``kinds`` (3 to 6, each "random", "smart" or "strong"; seat 0 deals, seat 1 begins), deals ``first_seed``,
    ``first_seed + 1``...; add the tally to ``so_far`` (the page's tally of the games before, or null). The
    answer: the ``tally`` (see :func:`hf_core.bots.tally_games`) and its ``view`` (charts and table)."""
    from hf_core.bots import add_tallies, tally_games
    from hf_core.web import tallies

    kinds = tallies.check_kinds(data.get("kinds"))
    games = tallies.check_whole(data.get("games", 0), tallies.MAX_BATCH, "tally-games", "games")
    first = tallies.check_whole(data.get("first_seed", 0), tallies.MAX_SEED, "tally-seed", "first_seed")
    so_far = tallies.check_so_far(data.get("so_far"), kinds)
    tally = tally_games(kinds, games, first)
    if so_far is not None:
        tally = add_tallies(so_far, tally)
    return {"ok": True, "tally": tally, "view": tallies.chart(lang, tally)}


tally_games = facade(_tally_games)


# ------------------------------------------------------------------ a hint for the reader (the play page)


def _hint(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """The best request the player to ask can make now, with its reason, worked out from what that player sees
    (:func:`hf_core.bots.hint`): ``hint`` (``asker``, ``target``, ``card``, ``reason``, ``why``), and the
    position with one more hint counted (``state.setup.hints``, and in the share link as ``h``)."""
    from dataclasses import replace

    from hf_core.bots import hint

    t = session.table(data, lang)
    if t.game.is_over or t.game.current is None:
        raise WebError("hint-over")
    asker = t.game.current
    decision = hint(t.game, asker)
    t.setup = replace(t.setup, hints=min(t.setup.hints + 1, MAX_REQUESTS))
    return {
        "ok": True,
        "hint": {
            "asker": asker,
            "target": decision.target,
            "card": str(decision.wanted),
            **why(decision, t.game, lang),
        },
        "state": state_view(t, lang, log_from=_log_from(data)),
    }


hint = facade(_hint)
