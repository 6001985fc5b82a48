"""One sentence per event, in English or in French, and error messages in both languages.

The sentences are what a player would say at the table; they never use "he"/"she" ("il"/"elle"), since a name
says nothing about who sits behind it.

>>> from hf_core.cards import Card
>>> from hf_core.events import Asked, Denied
>>> narrate(Asked("Alice", "Ben", Card.parse("A3")))
'Alice asks Ben for A3.'
>>> narrate(Asked("Alice", "Ben", Card.parse("A3")), "fr")
'Alice demande A3 à Ben.'
>>> narrate(Denied("Cara", "Alice", Card.parse("B2")), "fr")
'Cara répond non\\xa0: pas de B2.'
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, Final

from hf_core.cards import Card, Pack
from hf_core.errors import HappyFamiliesError, IllegalAsk
from hf_core.events import (
    Asked,
    AskedFamily,
    Dealt,
    Denied,
    DeniedFamily,
    Drew,
    Event,
    Exposed,
    GameOver,
    Given,
    GivenFamily,
    HandEmptied,
    TurnPassed,
)
from hf_core.rules import RULES
from hf_core.words import CATALOGUE, LANGS, Phrase, has, say

__all__ = [
    "CARD_NAMES",
    "LANGS",
    "TEMPLATES",
    "card_names",
    "card_phrase",
    "error_message",
    "join_names",
    "naming",
    "narrate",
    "narrate_all",
    "narrate_match",
    "refusal",
]

# The narration's messages, by their id in the catalogue (hf_core/words/narration.py), for the code that lists
# them. Every sentence is said through the catalogue.
TEMPLATES: Final[Mapping[str, Mapping[str, str]]] = {
    key: entry for key, entry in CATALOGUE.items() if key.startswith(("event.", "narrate.", "match."))
}


CARD_NAMES: Final = ("labels", "pictures")
"""How a sentence names a card: by its label ("A3", the guide's teaching pack), or as our picture pack does, the
label kept ("the Firefighters’ child (A3)"). The reader chooses on the device (docs/javascripts/hf/cards.js); the
page sends the choice with every call (``"cards"``) and :func:`hf_core.web.boundary.facade` says it with
:func:`card_names`."""

_naming: list[str] = ["labels"]  # the way in force: one Python per page, one call at a time


@contextmanager
def card_names(names: object) -> Iterator[str]:
    """Name cards the ``names`` way (one of :data:`CARD_NAMES`; anything else is "labels") inside the block.

    >>> from hf_core.events import Asked
    >>> with card_names("pictures"):
    ...     narrate(Asked("Alice", "Ben", Card.parse("B4"))), narrate(Asked("Alice", "Ben", Card.parse("C3")), "fr")
    ('Alice asks Ben for the Bakers’ baby (B4).', 'Alice demande à Ben l’enfant des Apiculteur (C3).')
    >>> naming()
    'labels'
    """
    chosen = names if isinstance(names, str) and names in CARD_NAMES else "labels"
    _naming.append(chosen)
    try:
        yield chosen
    finally:
        _naming.pop()


def naming() -> str:
    """The way cards are named now (:func:`card_names`)."""
    return _naming[-1]


def named(msg_id: str) -> str:
    """The message to say with cards named the way in force: ``<msg_id>.named`` where the picture pack's names need
    words of their own (French puts the long name last: « Alice demande à Ben le bébé des Boulanger (B4) »), else
    ``msg_id``."""
    if naming() == "pictures" and has(f"{msg_id}.named"):
        return f"{msg_id}.named"
    return msg_id


def card_phrase(card: str | Card) -> str | Phrase:
    """A card as a sentence names it now: its label, or with pictures the phrase of :func:`card_names`.

    >>> card_phrase("A3")
    'A3'
    >>> with card_names("pictures"):
    ...     say("event.denied.named", "fr", target="Ben", asker="Alice", card=card_phrase("K1"))
    'Ben répond non\xa0: le grand-parent des Astronome (K1) n’est pas dans sa main.'
    """
    label = str(card)
    if naming() != "pictures":
        return label
    c = Card.parse(label)
    whose = Phrase(f"pack.pictures.whose.{c.family}")
    return Phrase("pack.pictures.card", whose=whose, member=Phrase(f"pack.pictures.the-member.{c.member}"), card=label)


def family_phrase(family: str) -> str | Phrase:
    """A family as a sentence names it now: its letter, or with pictures "the Bakers' family (B)".

    >>> with card_names("pictures"):
    ...     say("pack.pictures.family-of", "fr", whose=Phrase("pack.pictures.whose.B"), family="B")
    'la famille des Boulanger (B)'
    """
    if naming() != "pictures":
        return family
    return Phrase("pack.pictures.family-of", whose=Phrase(f"pack.pictures.whose.{family}"), family=family)


def _lang(lang: str) -> str:
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}: choose one of {', '.join(LANGS)}")
    return lang


def join_names(names: Sequence[str], lang: str = "en") -> str:
    """``"Ann, Ben and Cara"`` / ``"Ann, Ben et Cara"``.

    >>> join_names(["Ann", "Ben", "Cara"], "fr")
    'Ann, Ben et Cara'
    """
    _lang(lang)
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} {say('words.and', lang)} {names[-1]}"


def _family(family: str, lang: str, pack: Pack | None) -> str:
    if pack is not None and pack.names_families and family in pack.families:
        return say("narrate.named-family", lang, label=family, name=pack.family_name(family, lang))
    return family


def _pairs(players: Sequence[str] | None, values: Sequence[int], lang: str) -> str:
    if players is not None and len(players) == len(values):
        return ", ".join(
            say("narrate.score", lang, player=name, score=value) for name, value in zip(players, values, strict=True)
        )
    return ", ".join(str(v) for v in values)


def _game_over(event: GameOver, lang: str, players: Sequence[str] | None) -> str:
    scores = _pairs(players, event.scores, lang)
    best = max(event.scores) if event.scores else 0
    if len(event.winners) == 1:
        key = "event.game-over.won.one" if best == 1 else "event.game-over.won"
        return say(key, lang, scores=scores, winner=event.winners[0], best=best)
    key = {0: "event.game-over.tie.none", 1: "event.game-over.tie.one"}.get(best, "event.game-over.tie")
    return say(key, lang, scores=scores, winners=join_names(event.winners, lang), best=best)


def narrate(
    event: Event,
    lang: str = "en",
    *,
    players: Sequence[str] | None = None,
    pack: Pack | None = None,
) -> str:
    """One sentence for one event.

    ``players`` (seat order) lets the deal and the final scores name each player; ``pack`` adds the family
    names of packs that have them (the ordinary-pack adaptation).

    >>> from hf_core.events import GameOver, TurnPassed
    >>> narrate(TurnPassed("Cara", "ask.failure-passes-to-asked"))
    'Having said no, Cara takes the turn.'
    >>> narrate(GameOver((4, 4, 3), ("Alice", "Ben")), "fr", players=["Alice", "Ben", "Cara"])
    'Partie terminée, toutes les familles sont posées (Alice 4, Ben 4, Cara 3). Alice et Ben sont à égalité avec 4 familles et se partagent la victoire.'
    """  # noqa: E501
    _lang(lang)
    if isinstance(event, Dealt):
        counts = _pairs(players, event.counts, lang)
        dealt = sum(event.counts)
        key = "event.dealt.stock" if event.stock else "event.dealt"
        if event.dealer is None:
            key += ".no-dealer"
        return say(key, lang, dealer=event.dealer, total=dealt, dealt=dealt, counts=counts, stock=event.stock)
    if isinstance(event, Asked):
        return say(named("event.asked"), lang, asker=event.asker, target=event.target, card=card_phrase(event.card))
    if isinstance(event, Given):
        card = card_phrase(event.card)
        return say(named("event.given"), lang, giver=event.giver, receiver=event.receiver, card=card)
    if isinstance(event, Denied):
        return say(named("event.denied"), lang, target=event.target, asker=event.asker, card=card_phrase(event.card))
    if isinstance(event, Exposed):
        key = "event.exposed.deal" if event.from_deal else "event.exposed"
        if pack is None and naming() == "pictures":  # "completes the Bakers' family (B)", as the cards are named
            return say(f"{key}.named", lang, player=event.player, family=family_phrase(event.family))
        return say(key, lang, player=event.player, family=_family(event.family, lang, pack))
    if isinstance(event, HandEmptied):
        return say("event.hand-emptied", lang, player=event.player)
    if isinstance(event, TurnPassed):
        key = f"event.turn.{event.reason}"
        return say(key if has(key) else "event.turn.other", lang, player=event.player)
    if isinstance(event, AskedFamily):
        family = _family(event.family, lang, pack)
        return say("event.asked-family", lang, asker=event.asker, target=event.target, family=family)
    if isinstance(event, GivenFamily):
        cards = join_names([str(c) for c in event.cards], lang)
        return say("event.given-family", lang, giver=event.giver, receiver=event.receiver, cards=cards)
    if isinstance(event, DeniedFamily):
        return say("event.denied-family", lang, target=event.target, family=_family(event.family, lang, pack))
    if isinstance(event, Drew):
        if event.card is not None:
            return say("event.drew.lucky", lang, player=event.player, card=card_phrase(event.card))
        return say(f"event.drew.{event.rule}", lang, player=event.player)
    if isinstance(event, GameOver):
        return _game_over(event, lang, players)
    raise TypeError(f"not an event: {event!r}")


def narrate_all(
    events: Iterable[Event],
    lang: str = "en",
    *,
    players: Sequence[str] | None = None,
    pack: Pack | None = None,
) -> list[str]:
    """One sentence per event, in order.

    >>> from hf_core import Game
    >>> from hf_core.scenarios import WORKED_EXAMPLE
    >>> g = Game.from_hands(WORKED_EXAMPLE, first="Alice")
    >>> _ = g.ask("Alice", "Ben", "A3")
    >>> for line in narrate_all(g.events[-3:], "fr"):
    ...     print(line)
    Alice demande A3 à Ben.
    Ben donne A3 à Alice.
    Alice complète la famille A et la pose face visible.
    """
    return [narrate(e, lang, players=players, pack=pack) for e in events]


def error_message(exc: BaseException, lang: str = "en") -> str:
    """The message of an hf_core error in ``lang``; any other exception gives its own text.

    >>> from hf_core import Card
    >>> try:
    ...     Card.parse("Z")
    ... except ValueError as exc:
    ...     print(error_message(exc, "fr"))
    'Z' n’est pas une carte : écrivez une famille et un membre, par exemple A3.
    """
    _lang(lang)
    if isinstance(exc, HappyFamiliesError):
        return exc.message(lang)
    return str(exc)


def refusal(exc: IllegalAsk, lang: str = "en") -> str:
    """A refused request, naming the rule it breaks: id, short title and the full message.

    >>> from hf_core import Game
    >>> from hf_core.scenarios import WORKED_EXAMPLE
    >>> g = Game.from_hands(WORKED_EXAMPLE, first="Alice")
    >>> try:
    ...     g.ask("Alice", "Ben", "A1")
    ... except IllegalAsk as exc:
    ...     print(refusal(exc, "en"))
    Refused (rule ask.not-own-card, Never ask for a card you hold): Alice already holds A1: you may not ask for a card you hold.
    """  # noqa: E501
    _lang(lang)
    title = RULES[exc.rule].title(lang) if exc.rule in RULES else exc.rule
    return say("narrate.refusal", lang, rule=exc.rule, title=title, message=exc.message(lang))


def narrate_match(facts: Sequence[tuple[str, Mapping[str, Any]]], lang: str = "en") -> list[str]:
    """Where a match stands, one sentence per fact of :meth:`hf_core.match.Match.facts`.

    >>> from hf_core.match import Match
    >>> m = Match(["Ann", "Ben"], target=10).record_scores({"Ann": 6, "Ben": 5})
    >>> narrate_match(m.facts(), "fr")
    ['Série jusqu’à 10 familles.', 'Après 1 donne\xa0: Ann 6, Ben 5.', 'Donne suivante\xa0: Ben distribue.']
    """
    _lang(lang)
    out: list[str] = []
    for code, values in facts:
        if code in ("target", "deals"):
            n = values["n"]
            out.append(say(f"match.{code}.one" if n == 1 else f"match.{code}", lang, n=n))
        elif code == "after":
            totals = ", ".join(say("narrate.score", lang, player=p, score=t) for p, t in values["totals"].items())
            n = values["n"]
            out.append(say("match.after.one" if n == 1 else "match.after", lang, n=n, totals=totals))
        elif code == "won":
            out.append(say("match.won", lang, name=values["winners"][0]))
        elif code == "shared":
            out.append(say("match.shared", lang, names=join_names(values["winners"], lang)))
        elif code == "next":
            out.append(say("match.next", lang, dealer=values["dealer"]))
        elif code == "extra":
            out.append(say("match.extra", lang, names=join_names(values["players"], lang), dealer=values["dealer"]))
        else:
            raise ValueError(f"not a match fact: {code!r}")
    return out
