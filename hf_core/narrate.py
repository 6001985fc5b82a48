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
'Cara répond non : pas de B2.'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Final

from hf_core.cards import Pack
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
from hf_core.rules import RULE_IDS, VARIANT_RULES_DOC, rule_title

__all__ = ["LANGS", "TEMPLATES", "error_message", "join_names", "narrate", "narrate_all", "refusal"]

LANGS: Final = ("en", "fr")

# key -> {lang: template}. Every key exists in both languages (checked by the tests).
TEMPLATES: Final[Mapping[str, Mapping[str, str]]] = {
    "dealt": {
        "en": "{dealer} deals all {total} cards: {counts}.",
        "fr": "{dealer} distribue les {total} cartes : {counts}.",
    },
    "dealt.no-dealer": {
        "en": "All {total} cards are dealt: {counts}.",
        "fr": "Les {total} cartes sont toutes distribuées : {counts}.",
    },
    "asked": {
        "en": "{asker} asks {target} for {card}.",
        "fr": "{asker} demande {card} à {target}.",
    },
    "given": {
        "en": "{giver} hands {card} to {receiver}.",
        "fr": "{giver} donne {card} à {receiver}.",
    },
    "denied": {
        "en": "{target} says no: no {card} in that hand.",
        "fr": "{target} répond non : pas de {card}.",
    },
    "exposed": {
        "en": "{player} completes family {family} and lays it face up.",
        "fr": "{player} complète la famille {family} et la pose face visible.",
    },
    "exposed.deal": {
        "en": "{player} was dealt family {family} complete and lays it face up at once.",
        "fr": "{player} reçoit la famille {family} au complet dès la donne et la pose aussitôt face visible.",
    },
    "hand-emptied": {
        "en": "{player} has no cards left: no more asking, but the families laid down still count.",
        "fr": "{player} n'a plus de cartes : fini les demandes, mais les familles posées comptent toujours.",
    },
    "turn.turn.first": {
        "en": "{player} begins.",
        "fr": "{player} commence.",
    },
    "turn.ask.failure-passes-to-asked": {
        "en": "Having said no, {player} takes the turn.",
        "fr": "Après ce non, c'est à {player} de demander.",
    },
    "turn.hand.empty": {
        "en": "The turn passes clockwise to the next hand with cards: {player}.",
        "fr": "Le tour passe dans le sens horaire à la prochaine main qui a des cartes : {player}.",
    },
    "turn.variant.miss-clockwise": {
        "en": "After the no, the turn passes clockwise: {player} asks next.",
        "fr": "Après ce non, le tour passe dans le sens horaire : à {player} de demander.",
    },
    "turn.other": {
        "en": "It is {player}'s turn.",
        "fr": "C'est au tour de {player}.",
    },
    "game-over": {
        "en": "Game over, every family is complete ({scores}).",
        "fr": "Partie terminée, toutes les familles sont posées ({scores}).",
    },
    "winner": {
        "en": "{winners} wins with {families}.",
        "fr": "{winners} gagne avec {families}.",
    },
    "winners.tie": {
        "en": "{winners} share the win with {families} each.",
        "fr": "{winners} sont à égalité avec {families} et se partagent la victoire.",
    },
    "families.one": {"en": "{count} family", "fr": "{count} famille"},
    "families.many": {"en": "{count} families", "fr": "{count} familles"},
    "pack.named-family": {"en": "{label} ({name})", "fr": "{label} ({name})"},
    "refusal": {
        "en": "Refused (rule {rule}, {title}): {message}",
        "fr": "Refusé (règle {rule}, {title}) : {message}",
    },
    "and": {"en": "and", "fr": "et"},
    # The other profiles (never our default).
    "dealt.stock": {
        "en": "{dealer} deals {dealt} cards ({counts}); the other {stock} cards stay face down as a stock.",
        "fr": "{dealer} distribue {dealt} cartes ({counts}) ; les {stock} autres restent face cachée : "
        "c'est la pioche.",
    },
    "dealt.stock.no-dealer": {
        "en": "{dealt} cards are dealt ({counts}); the other {stock} cards stay face down as a stock.",
        "fr": "{dealt} cartes sont distribuées ({counts}) ; les {stock} autres restent face cachée : "
        "c'est la pioche.",
    },
    "asked-family": {
        "en": "{asker} asks {target} for every card of family {family}.",
        "fr": "{asker} demande à {target} toutes ses cartes de la famille {family}.",
    },
    "given-family": {
        "en": "{giver} hands over {cards} to {receiver}.",
        "fr": "{giver} donne {cards} à {receiver}.",
    },
    "denied-family": {
        "en": "{target} says no: no card of family {family} in that hand.",
        "fr": "{target} répond non : aucune carte de la famille {family}.",
    },
    "drew.variant.stock-draw": {
        "en": "{player} draws a card from the stock.",
        "fr": "{player} pioche une carte.",
    },
    "drew.lucky": {
        "en": "Lucky draw! {player} draws {card}, shows it, and asks again.",
        "fr": "Bonne pioche ! {player} tire {card}, la montre et rejoue.",
    },
    "drew.variant.stock-refill": {
        "en": "{player}'s hand is empty, so {player} draws a card from the stock and stays in play.",
        "fr": "La main de {player} est vide : {player} pioche une carte et reste en jeu.",
    },
}


def _lang(lang: str) -> str:
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}: choose one of {', '.join(LANGS)}")
    return lang


def _t(key: str, lang: str, **params: object) -> str:
    return TEMPLATES[key][lang].format(**params)


def join_names(names: Sequence[str], lang: str = "en") -> str:
    """``"Ann, Ben and Cara"`` / ``"Ann, Ben et Cara"``.

    >>> join_names(["Ann", "Ben", "Cara"], "fr")
    'Ann, Ben et Cara'
    """
    _lang(lang)
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} {_t('and', lang)} {names[-1]}"


def _families(count: int, lang: str) -> str:
    # French keeps the singular for 0 and 1 ("0 famille"), English only for 1.
    one = count == 1 or (lang == "fr" and count == 0)
    return _t("families.one" if one else "families.many", lang, count=count)


def _family(family: str, lang: str, pack: Pack | None) -> str:
    if pack is not None and pack.family_names_en and family in pack.families:
        return _t("pack.named-family", lang, label=family, name=pack.family_name(family, lang))
    return family


def _pairs(players: Sequence[str] | None, values: Sequence[int]) -> str:
    if players is not None and len(players) == len(values):
        return ", ".join(f"{name} {value}" for name, value in zip(players, values, strict=True))
    return ", ".join(str(v) for v in values)


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
    if isinstance(event, Dealt) and event.stock:
        counts = _pairs(players, event.counts)
        key = "dealt.stock" if event.dealer is not None else "dealt.stock.no-dealer"
        return _t(key, lang, dealer=event.dealer, dealt=sum(event.counts), counts=counts, stock=event.stock)
    if isinstance(event, Dealt):
        counts = _pairs(players, event.counts)
        total = sum(event.counts)
        if event.dealer is None:
            return _t("dealt.no-dealer", lang, total=total, counts=counts)
        return _t("dealt", lang, dealer=event.dealer, total=total, counts=counts)
    if isinstance(event, Asked):
        return _t("asked", lang, asker=event.asker, target=event.target, card=event.card)
    if isinstance(event, Given):
        return _t("given", lang, giver=event.giver, receiver=event.receiver, card=event.card)
    if isinstance(event, Denied):
        return _t("denied", lang, target=event.target, asker=event.asker, card=event.card)
    if isinstance(event, Exposed):
        key = "exposed.deal" if event.from_deal else "exposed"
        return _t(key, lang, player=event.player, family=_family(event.family, lang, pack))
    if isinstance(event, HandEmptied):
        return _t("hand-emptied", lang, player=event.player)
    if isinstance(event, TurnPassed):
        key = f"turn.{event.reason}"
        return _t(key if key in TEMPLATES else "turn.other", lang, player=event.player)
    if isinstance(event, AskedFamily):
        family = _family(event.family, lang, pack)
        return _t("asked-family", lang, asker=event.asker, target=event.target, family=family)
    if isinstance(event, GivenFamily):
        cards = join_names([str(c) for c in event.cards], lang)
        return _t("given-family", lang, giver=event.giver, receiver=event.receiver, cards=cards)
    if isinstance(event, DeniedFamily):
        return _t("denied-family", lang, target=event.target, family=_family(event.family, lang, pack))
    if isinstance(event, Drew):
        if event.card is not None:
            return _t("drew.lucky", lang, player=event.player, card=event.card)
        return _t(f"drew.{event.rule}", lang, player=event.player)
    if isinstance(event, GameOver):
        text = _t("game-over", lang, scores=_pairs(players, event.scores))
        best = max(event.scores) if event.scores else 0
        if len(event.winners) == 1:
            return f"{text} {_t('winner', lang, winners=event.winners[0], families=_families(best, lang))}"
        tie = _t("winners.tie", lang, winners=join_names(event.winners, lang), families=_families(best, lang))
        return f"{text} {tie}"
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
    'Z' n'est pas une carte : écrivez une famille et un membre, par exemple A3.
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
    known = exc.rule in RULE_IDS or exc.rule in VARIANT_RULES_DOC
    title = rule_title(exc.rule, lang) if known else exc.rule
    return _t("refusal", lang, rule=exc.rule, title=title, message=exc.message(lang))
