"""The guided game ("Learn by playing") as the page shows it: :mod:`hf_core.learning`'s frames said in the reader's
language and drawn as view trees, with everything a frame offers the reader worked out by the engine: whom they may
ask and which cards, each request the rules forbid with the engine's refusal (the rule it breaks, by its title,
and its reason said once, for a beginner), the suggested request and why, the questions and their answers.

The build ships the suggested game of every learning deal with the page (:func:`script`); the page calls
:func:`learn_script` only when the reader makes a request the build did not foresee (one the rules allow, other
than the suggested one): the game from that request on is told the same way.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final

from hf_core.cards import HAPPY_FAMILIES
from hf_core.errors import IllegalAsk
from hf_core.events import Asked, Dealt, Denied, Event, Exposed, GameOver, Given, HandEmptied, TurnPassed
from hf_core.game import Game
from hf_core.narrate import card_phrase, family_phrase, named, narrate
from hf_core.rules import RULES, rule_title, rule_url
from hf_core.web import views
from hf_core.web.boundary import WebError, facade, join
from hf_core.web.setups import read_requests
from hf_core.words import say

if TYPE_CHECKING:  # hf_core.learning (and the computer players) load on first use: pages start quicker
    from hf_core.learning import Frame, Note, Question

__all__ = ["learn_script", "script"]

READER: Final = "Sam"  # hf_core.learning.READER, without importing the computer players to say so


def _l(key: str, lang: str, **values: object) -> str:
    return say(f"learn.{key}", lang, **values)


def _name(player: str, lang: str) -> str:
    """How a choice names a player: the reader is "You (Sam)"."""
    return _l("you", lang) if player == READER else player


# ------------------------------------------------------------------------------------------------ notes


def _note_text(note: Note, lang: str) -> str:
    v = dict(note.values)
    rule = note.rule
    if rule == "deal.all-cards":
        v["counts"] = join([_l("count-to.you", lang, n=n) if p == READER else _l("count-to", lang, name=p, n=n)
                            for p, n in v["counts"].items()], lang)
    elif rule == "deal.complete-families":
        v["families"] = "; ".join(
            _l("families-of.you", lang, families=join(fams, lang)) if p == READER
            else _l("families-of", lang, name=p, families=join(fams, lang))
            for p, fams in v["families"].items()
        )
    elif rule == "turn.first" and v["first"] == READER:
        return _l("note.turn.first.you", lang, **v)
    elif rule == "end.all-families":
        winners, scores = v["winners"], v["scores"]
        best = max(scores.values())
        others = [w for w in winners if w != READER]
        if READER in winners:
            v["result"] = (_l("result-tie.you", lang, names=join(others, lang), n=best) if others
                           else _l("result-win.you", lang, n=best))
        else:
            v["result"] = (
                _l("result-tie", lang, names=join(winners, lang), n=best)
                if len(winners) > 1
                else _l("result-win", lang, name=winners[0], n=best)
            )
    elif READER in (v.get("player"), v.get("asker")) and rule in (
        "ask.success-continues", "family.expose", "hand.empty"
    ):
        return _l(f"note.{rule}.you", lang, **v)
    elif rule == "ask.failure-passes-to-asked":
        key = "note.ask.failure-passes-to-asked" + (".left" if v["left"] == v["target"] else "")
        return _l(key + (".you" if v["asker"] == READER else ""), lang, **v)
    return _l(f"note.{rule}", lang, **v)


def _rule(rule: str, lang: str) -> dict[str, str]:
    return {"id": rule, "title": rule_title(rule, lang), "url": rule_url(rule, lang)}


def note_view(note: Note, lang: str) -> dict[str, str]:
    """A rule met: its title, the one or two sentences a beginner reads, the rule's own sentence (its paragraph,
    one tap away) and the link to its section on the rules page."""
    return {**_rule(note.rule, lang), "text": _note_text(note, lang), "explain": RULES[note.rule].explanation(lang)}


# --------------------------------------------------------------------------------------------- refusals


def refusal_view(exc: IllegalAsk, lang: str, card: str = "") -> dict[str, str]:
    """A request the rules forbid: its reason said once, in a beginner's words, and the rule it breaks (its id for
    the page to mark, its title and its link for the reader: the id is never shown)."""
    values: dict[str, Any] = {"card": card, **exc.params}
    if exc.rule == "ask.exact-member":
        values["family"] = str(exc.params.get("text", ""))
    key = f"learn.refusal.{exc.rule}/{exc.case}" if exc.case else f"learn.refusal.{exc.rule}"
    return {**_rule(exc.rule, lang), "case": exc.case, "text": say(key, lang, **values)}


def _refused(game: Game, asker: str, target: str, card: str) -> IllegalAsk | None:
    try:
        game.verify_ask(asker, target, card)
    except IllegalAsk as exc:
        return exc
    return None


def turn_view(game: Game, lang: str) -> dict[str, Any]:
    """What the reader may do on their turn: every other player (a refusal where the rules forbid asking them),
    every card of each family still in play (held or not, a refusal where forbidden), asking for a whole family
    (refused), and the suggested request with its reason. Every refusal is the engine's."""
    me = READER
    seat = game.players.index(me)
    others = [game.players[(seat + k) % len(game.players)] for k in range(1, len(game.players))]
    open_target = next((p for p in others if game.hand_count(p)), others[0])
    targets = []
    for p in others:
        refused = _refused(game, me, p, _any_card(game))
        targets.append({"name": p, "count": game.hand_count(p),
                        "refusal": refusal_view(refused, lang) if refused and refused.rule.startswith("ask.opp")
                        else None})
    laid = {f for p in game.players for f in game.families(p)}
    hand = game.hand(me)
    rows = []
    for family in HAPPY_FAMILIES.families:
        if family in laid:
            continue
        cards = []
        for c in HAPPY_FAMILIES.family_cards(family):
            refused = _refused(game, me, open_target, str(c))
            cards.append({"label": str(c), "view": views.card(c), "held": c in hand,
                          "refusal": refusal_view(refused, lang, str(c)) if refused else None})
        whole = _refused(game, me, open_target, family)
        rows.append({"family": family, "cards": cards, "whole": refusal_view(whole, lang) if whole else None,
                     "whole_label": _l("whole", lang, family=family)})
    from hf_core.bots import reason_sentence
    from hf_core.learning import suggestion

    decision = suggestion(game)
    return {
        "targets": targets,
        "families": rows,
        "rows": len(rows),
        "suggested": {
            "target": decision.target,
            "card": str(decision.wanted),
            "text": _l("suggested", lang, target=decision.target, card=str(decision.wanted)),
            "why": _l("why", lang, why=reason_sentence(decision.reason, lang, game.rules.pack)),
        },
    }


def _any_card(game: Game) -> str:
    """A card the reader may ask for by the card rules (so that a refusal names the player, not the card)."""
    hand = game.hand(READER)
    held = {c.family for c in hand}
    return next((str(c) for c in HAPPY_FAMILIES.cards() if c.family in held and c not in hand), "A1")


# --------------------------------------------------------------------------------------------- questions


def question_view(q: Question, lang: str) -> dict[str, Any]:
    """A question, its choices, the engine's answer and what is said once it is answered."""
    v = dict(q.values)
    if q.kind == "next":
        prompt = _l("q.next", lang, **v)
        choices = [{"key": p, "label": _name(p, lang)} for p in q.choices]
        explain = _l("answer.next", lang, target=v["target"])
    else:
        key = "q.empty-you" if q.kind == "empty" and v["current"] == READER else f"q.{q.kind}"
        prompt = _l(key, lang, **v)
        choices = [{"key": c, "label": _l(c, lang)} for c in q.choices]
        values = {"current": v.get("current", ""), "target": v.get("empty", v.get("target", ""))}
        explain = say(f"learn.refusal.{q.rule}/{q.case}" if q.case else f"learn.refusal.{q.rule}", lang, **values)
    return {
        "kind": q.kind,
        "prompt": prompt,
        "choices": choices,
        "answer": q.answer,
        "explain": explain,
        "rule": _rule(q.rule, lang),
        "notes": [note_view(n, lang) for n in q.notes],
    }


# ------------------------------------------------------------------------------------------------ frames


def _you(e: Event, lang: str) -> str | None:
    """An event that names the reader, told to them ("you"), or None."""
    me = READER
    if isinstance(e, Asked) and me in (e.asker, e.target):
        key = "asked.you" if e.asker == me else "asked.of-you"
        return say(named(f"learn.ev.{key}"), lang, asker=e.asker, target=e.target, card=card_phrase(e.card))
    if isinstance(e, Given) and me in (e.giver, e.receiver):
        key = "given.you" if e.giver == me else "given.to-you"
        return say(named(f"learn.ev.{key}"), lang, giver=e.giver, receiver=e.receiver, card=card_phrase(e.card))
    if isinstance(e, Denied) and e.target == me:
        return say(named("learn.ev.denied.you"), lang, card=card_phrase(e.card))
    if isinstance(e, Exposed) and e.player == me:
        key = "learn.ev.exposed.deal.you" if e.from_deal else "learn.ev.exposed.you"
        return say(named(key), lang, family=family_phrase(e.family))
    if isinstance(e, HandEmptied) and e.player == me:
        return _l("ev.hand-emptied.you", lang)
    if isinstance(e, TurnPassed) and e.player == me:
        return _l("ev.turn.you", lang)
    return None


def _said(events: Sequence[Event], game: Game, lang: str) -> list[str]:
    """The events as the story tells them to the reader: "you" for Sam, the end said by the end's own note."""
    out = []
    for e in events:
        if isinstance(e, Dealt) or (isinstance(e, TurnPassed) and e.reason == "turn.first"):
            continue
        if isinstance(e, GameOver):
            out.append(_l("over", lang))
            continue
        out.append(_you(e, lang) or narrate(e, lang, players=game.players))
    return out


def seat(game: Game, name: str, lang: str, *, show_hand: bool) -> views.Node:
    """One seat, compact for a phone: name and badges, the card count, the hand if shown, the families laid down
    (by letter) and the score."""
    count = game.hand_count(name)
    fams = list(game.families(name))
    head: list[Any] = ["p", {"class": "hf-seat__head"}, ["span", {"class": "hf-seat__name"}, name]]
    if name == READER:
        head += [" ", ["span", {"class": "hf-badge hf-badge--you"}, say("play.you", lang)]]
    if game.current == name:
        head += [" ", ["span", {"class": "hf-seat__turn"}, say("widget.turn", lang)]]
    if game.dealer == name:
        head += [" ", ["span", {"class": "hf-badge"}, say("widget.dealer", lang)]]
    cards = say("widget.card", lang) if count == 1 else say("widget.cards", lang, n=count)
    head += [" ", ["span", {"class": "hf-seat__count"}, cards if count else say("widget.no-cards", lang)]]
    body: list[views.Node] = [head]
    if show_hand and count:
        body.append(["span", {"class": "hf-hand"}, *(views.card(c) for c in sorted(game.hand(name)))])
    line = say("widget.families", lang, families=", ".join(fams)) if fams else ""
    apart: list[views.Node] = [line, *views.apart()] if line else []
    body.append(["p", {"class": "hf-learn__fams"}, *apart, ["strong", {}, say("widget.score", lang, n=len(fams))]])
    classes = "hf-seat hf-learn__seat" + (" is-current" if game.current == name else "")
    return ["div", {"class": classes, "data-player": name, "data-count": str(count), "data-families": " ".join(fams)},
            *body]


def board(game: Game, lang: str) -> views.Node:
    """The table as the reader sees it: Sam's hand, the others' card counts, every family laid down."""
    return views.table(seat(game, name, lang, show_hand=name == READER) for name in game.players)


def frame_view(frame: Frame, game: Game, lang: str) -> dict[str, Any]:
    """One frame as the page shows it (``game``: the position the frame is at)."""
    out: dict[str, Any] = {
        "at": frame.at,
        "action": frame.action,
        "actor": frame.actor,
        "said": _said(frame.said, game, lang),
        "after": _said(frame.after, game, lang),
        "notes": [note_view(n, lang) for n in frame.notes],
        "question": question_view(frame.question, lang) if frame.question else None,
        "action_notes": [note_view(n, lang) for n in frame.action_notes],
        "card_notes": [note_view(n, lang) for n in frame.card_notes],
        "board": board(game, lang),
        "move": list(frame.move) if frame.move else None,
        "run": frame.run,
        "hand": {"label": _l("your-hand", lang), "cards": [views.card(c) for c in sorted(game.hand(READER))]},
    }
    if frame.action == "turn":
        out["turn"] = turn_view(game, lang)
    elif frame.action == "next":
        out["next"] = _l("next", lang, name=frame.actor)
    elif frame.action == "end":
        winners = game.winners()
        out["end"] = {
            "winners": list(winners),
            "scores": [
                {"name": p, "n": len(game.families(p)), "text": _l("score", lang, name=p, n=len(game.families(p))),
                 "winner": p in winners}
                for p in game.players
            ],
        }
    return out


def script(deal: int | Mapping[str, Sequence[str]], lang: str,
           requests: Sequence[Sequence[str]] = ()) -> dict[str, Any]:
    """The guided game of a learning deal, frame by frame, in ``lang``: the ``requests`` given, then the suggested
    ones (and the computer players' own)."""
    from hf_core.learning import LEARNED, learning_game, walk

    game, frames = walk(deal, requests)
    fresh = learning_game(deal)
    played = list(game.requests)
    views_: list[dict[str, Any]] = []
    position = fresh
    done = 0
    before: Frame | None = None
    for frame in frames:
        while done < frame.at:
            asker, target, card = played[done]
            position.ask(asker, target, card)
            done += 1
        view = frame_view(frame, position, lang)
        if frame.action == "playon":
            view["playon"] = _play_on(played[frame.at : frame.at + frame.run], "play-on", lang)
        if before is not None and before.action == "playon":
            view["said"] = [_played_on(played[before.at : before.at + before.run], frame.passed, lang),
                            *view["said"]]
        views_.append(view)
        before = frame
    met: list[dict[str, str]] = []
    for f in views_:
        for n in [*f["notes"], *(f["question"]["notes"] if f["question"] else []), *f["action_notes"],
                  *f["card_notes"]]:
            if n["id"] not in [m["id"] for m in met]:
                met.append({k: n[k] for k in ("id", "title", "url")})
    return {
        "deal": deal if isinstance(deal, int) else None,
        "players": list(game.players),
        "reader": READER,
        "total": len(LEARNED),
        "learned": met,
        "frames": views_,
        "requests": [[a, t, str(c)] for a, t, c in played],
    }


def _played_on(requests: Sequence[tuple[str, str, Any]], passed: Sequence[Event], lang: str) -> str:
    """What the computer players' run changed, in one or two sentences: the requests, the families laid down by
    whom, a hand emptied."""
    out = [_play_on(requests, "played-on", lang)]
    laid: dict[str, list[str]] = {}
    for e in passed:
        if isinstance(e, Exposed):
            laid.setdefault(e.player, []).append(e.family)
    if laid:
        out.append(_l("laid-on-way", lang, laid="; ".join(
            _l("count", lang, name=p, n=join(fams, lang)) for p, fams in laid.items())))
    out += [_you(e, lang) or narrate(e, lang) for e in passed if isinstance(e, HandEmptied)]
    return " ".join(out)


def _play_on(requests: Sequence[tuple[str, str, Any]], key: str, lang: str) -> str:
    """ "Ben and Cara play on: 6 requests" (``key`` "play-on"), or what they did once done ("played-on")."""
    askers = {str(a) for a, _, _ in requests}
    seats: tuple[str, ...] = ("Sam", "Ben", "Cara")  # hf_core.learning.PLAYERS: clockwise, as they sit
    names = [p for p in seats if p in askers] or sorted(askers)
    return _l(key if len(names) > 1 else f"{key}-one", lang, names=join(names, lang), n=len(requests))


def _learn_script(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """The guided game of learning deal ``deal`` from the ``requests`` made so far (the reader's own choices
    included), told frame by frame; ``start`` is the first frame after those requests."""
    from hf_core.learning import LEARNING_DEALS, learning_game

    deal = data.get("deal", 0)
    if type(deal) is not int or not 0 <= deal < len(LEARNING_DEALS):
        raise WebError("field", "deal", name="deal")
    requests = read_requests(data.get("requests"))
    game = learning_game(deal)
    for asker, target, card in requests:
        try:
            game.ask(asker, target, card)
        except IllegalAsk as exc:
            return {"ok": False, "refusal": refusal_view(exc, lang, card)}
    told = script(deal, lang, requests)
    start = next((i for i, f in enumerate(told["frames"]) if f["at"] >= len(requests) and i > 0), 0)
    return {"ok": True, **told, "start": start}


learn_script = facade(_learn_script)
