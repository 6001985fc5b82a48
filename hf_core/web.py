"""The browser facade: JSON strings in, JSON strings out.

The page's Pyodide worker (``docs/javascripts/hf/worker.js``) calls the functions of this module by
name with one JSON string and sends the JSON string each returns back to the page. Nothing here
imports ``js`` or keeps a Python object alive between calls: each call rebuilds the game from its
set-up (players, seed or named deal, dealer) and the requests so far, so the same functions run and
are tested on CPython like the rest of ``hf_core``, and the build renders each widget's first state
with them (``overrides/hooks/widgets.py``).

Every public function takes a JSON object and answers a JSON object with ``"ok"``:

- ``{"ok": true, ...}`` with the answer;
- ``{"ok": false, "refusal": {rule, title, message, url}}`` when :func:`ask` breaks a rule;
- ``{"ok": false, "error": {code, message, field}}`` for anything else (malformed JSON, unknown
  names, huge seeds, too many requests, a hostile link...). Messages are in the request's ``lang``
  (``"en"`` or ``"fr"``). No exception crosses the boundary.

>>> reply = json.loads(ask('{"deal": "worked-example", "asker": "Alice", "target": "Ben", "card": "A3"}'))
>>> reply["ok"], reply["result"]["success"], reply["result"]["completed"], reply["state"]["current"]
(True, True, 'A', 'Alice')
>>> reply = json.loads(ask('{"deal": "worked-example", "target": "Ben", "card": "Z1", "lang": "fr"}'))
>>> reply["ok"], reply["error"]["message"]
(False, 'Z1 ne fait pas partie de ce jeu (happy-families).')
>>> json.loads(parse_share('{"query": "?players=Ann,Ben&seed=7&dealer=0"}'))["setup"]["players"]
['Ann', 'Ben']
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from hf_core.cards import Card
from hf_core.errors import HappyFamiliesError, IllegalAsk
from hf_core.events import Asked, Dealt, Denied, Event, Exposed, GameOver, Given, HandEmptied, TurnPassed
from hf_core.game import Game
from hf_core.narrate import narrate
from hf_core.rules import RULES_DOC, rule_title, rule_url
from hf_core.scenarios import WORKED_EXAMPLE, WORKED_EXAMPLE_DEALER, WORKED_EXAMPLE_REQUESTS

__all__ = [
    "ask",
    "bot_move",
    "make_share",
    "new_deal",
    "parse_share",
    "ping",
    "state",
    "worked_example_steps",
]

LANGS: Final = ("en", "fr")
MAX_INPUT_CHARS: Final = 200_000
MAX_QUERY_CHARS: Final = 4_000
MAX_NAME_CHARS: Final = 20
MAX_SEED: Final = (1 << 64) - 1
MAX_REQUESTS: Final = 2_000
DEFAULT_PLAYERS: Final = ("Alice", "Ben", "Cara")
DEFAULT_SEED: Final = 2026
SHARE_VERSION: Final = "1"
NAMED_DEALS: Final = ("worked-example",)
BOTS: Final = ("smart", "random")

_NAME_RE = re.compile(r"^[^\x00-\x1f\x7f,<>&\"'`\\]+$")
_DIGITS_RE = re.compile(r"^[0-9]{1,20}$")
_SHARE_REQUEST_RE = re.compile(r"^([0-5])([A-Za-z0-9][1-9])$")

# ------------------------------------------------------------------------------------- wording

TEXT: Final[Mapping[str, Mapping[str, str]]] = {
    "en": {
        "and": "and",
        "bad-json": "The request could not be read ({detail}).",
        "bad-object": "The request must be a JSON object.",
        "too-long": "The request is too long ({size} characters; at most {limit}).",
        "players-type": "The players must be a list of names.",
        "name-type": "Player {n}: a name is text.",
        "name-long": "Player {n}: a name has at most {limit} characters.",
        "name-chars": "Player {n}: a name may not contain commas, quotes, angle brackets or control characters.",
        "seed": "A deal number (seed) is a whole number from 0 to 18446744073709551615, not {seed}.",
        "dealer": "The dealer must be one of the players (a name or a seat from 0 to {high}), not {dealer}.",
        "deal": "There is no named deal {deal}: use {known}.",
        "requests-type": "The requests must be a list of [asker, target, card].",
        "request-shape": "Request {n} must be [asker, target, card].",
        "too-many": "Too many requests ({count}; at most {limit}).",
        "replay": "Request {n} ({asker} asks {target} for {card}) cannot be replayed: {reason}",
        "viewer": "{viewer} is not at this table: show every hand or one player's.",
        "bot": "A computer player is {known}, not {bot}.",
        "no-bot-move": "The game is over: no computer player has anything to ask.",
        "field": "{name} must be text.",
        "query-long": "This link is too long ({size} characters; at most {limit}).",
        "query-key": "This link has a parameter this page does not know: {key}.",
        "query-twice": "This link gives {key} more than once.",
        "query-fields": "This link has too many parameters (at most {limit}).",
        "query-version": "This link was made by another version of this page (v={version}).",
        "query-request": "Request {n} of this link ({text}) is not a seat number followed by a card.",
        "query-seat": "Request {n} of this link names seat {seat}, but only {count} players are at the table.",
        "query-bots": "The computer players of this link ({text}) are not seat numbers.",
        "share-failed": "This link could not be read: {reason} Here is a fresh deal instead.",
        # steps and the log
        "position": "{dealer} dealt all {total} cards, one at a time: {counts}. {first} begins.",
        "position-left": "{dealer} dealt all {total} cards, one at a time: {counts}. {first}, on {dealer}'s left, "
        "begins.",
        "position-given": "The cards are dealt: {counts}. {first} begins.",
        "count": "{player} {n}",
        "focus": "{asker} holds {cards}; {holder} holds {card}.",
        "dealt-family": "{player} was dealt the whole of family {family} and lays it face up at once: it "
        "scores 1.",
        "asked": "{asker} asks {target} for {card}. That is allowed: it is {asker}'s turn, {asker} holds {cards} "
        "of family {family} but not {card}, and {target} still has cards.",
        "given": "{target} has {card} and must hand it over: now {asker} holds {cards}.",
        "given-continues": "A successful request: {asker} keeps the turn and may ask again.",
        "exposed": "{player} has all the members of family {family} and lays them face up at once. Family "
        "{family} scores 1: {player} has {score}.",
        "denied": "{target} does not have {card} and says no. {asker} keeps {cards}; no other card changes "
        "hands and nobody draws.",
        "denied-short": "{target} does not have {card} and says no.",
        "turn-asked": "It is now {player}'s turn: after a no, the player who was asked plays next, not {left}, "
        "who sits on {asker}'s left.",
        "turn-asked-left": "It is now {player}'s turn: after a no, the player who was asked plays next.",
        "turn-empty": "{asker} has no cards left, so the turn passes clockwise to {player}.",
        "turn-clockwise": "It is now {player}'s turn, clockwise from {asker}.",
        "turn": "It is now {player}'s turn.",
        "emptied": "{player} has no cards left: {player} asks no more but keeps every family won.",
        "over": "Every family is complete. {winners} wins with {score}.",
        "over-tie": "Every family is complete. {winners} share the victory with {score} each.",
        "families-1": "1 family",
        "families-n": "{n} families",
    },
    "fr": {
        "and": "et",
        "bad-json": "La demande est illisible ({detail}).",
        "bad-object": "La demande doit être un objet JSON.",
        "too-long": "La demande est trop longue ({size} caractères ; au plus {limit}).",
        "players-type": "Les joueurs doivent être une liste de noms.",
        "name-type": "Joueur {n} : un nom est un texte.",
        "name-long": "Joueur {n} : un nom compte au plus {limit} caractères.",
        "name-chars": "Joueur {n} : un nom ne peut contenir ni virgule, ni guillemet, ni chevron, ni caractère "
        "de contrôle.",
        "seed": "Un numéro de donne (graine) est un entier de 0 à 18446744073709551615, pas {seed}.",
        "dealer": "Le donneur doit être l'un des joueurs (un nom ou une place de 0 à {high}), pas {dealer}.",
        "deal": "Il n'y a pas de donne nommée {deal} : utilisez {known}.",
        "requests-type": "Les demandes doivent être une liste de [demandeur, interrogé, carte].",
        "request-shape": "La demande {n} doit être de la forme [demandeur, interrogé, carte].",
        "too-many": "Trop de demandes ({count} ; au plus {limit}).",
        "replay": "La demande {n} ({asker} demande {card} à {target}) ne peut pas être rejouée : {reason}",
        "viewer": "{viewer} ne joue pas à cette table : montrez toutes les mains ou celle d'un joueur.",
        "bot": "Un joueur automatique est {known}, pas {bot}.",
        "no-bot-move": "La partie est finie : aucun joueur automatique n'a plus rien à demander.",
        "field": "{name} doit être un texte.",
        "query-long": "Ce lien est trop long ({size} caractères ; au plus {limit}).",
        "query-key": "Ce lien contient un paramètre inconnu de cette page : {key}.",
        "query-twice": "Ce lien donne {key} plusieurs fois.",
        "query-fields": "Ce lien contient trop de paramètres (au plus {limit}).",
        "query-version": "Ce lien vient d'une autre version de cette page (v={version}).",
        "query-request": "La demande {n} de ce lien ({text}) n'est pas un numéro de place suivi d'une carte.",
        "query-seat": "La demande {n} de ce lien désigne la place {seat}, mais la table ne compte que {count} "
        "joueurs.",
        "query-bots": "Les joueurs automatiques de ce lien ({text}) ne sont pas des numéros de place.",
        "share-failed": "Ce lien est illisible : {reason} Voici une nouvelle donne à la place.",
        "position": "{dealer} a distribué les {total} cartes une à une : {counts}. {first} commence.",
        "position-left": "{dealer} a distribué les {total} cartes une à une : {counts}. {first}, à la gauche de "
        "{dealer}, commence.",
        "position-given": "Les cartes sont distribuées : {counts}. {first} commence.",
        "count": "{n} pour {player}",
        "focus": "{asker} a {cards} ; {holder} a {card}.",
        "dealt-family": "{player} a reçu toute la famille {family} à la donne et la pose aussitôt devant soi : "
        "elle compte 1.",
        "asked": "{asker} demande {card} à {target}. C'est permis : c'est à {asker} de jouer, {asker} a {cards} "
        "de la famille {family} mais pas {card}, et {target} a encore des cartes.",
        "given": "{target} a {card} et doit la donner : {asker} a maintenant {cards}.",
        "given-continues": "La demande a réussi : {asker} garde la main et peut demander encore.",
        "exposed": "{player} réunit tous les membres de la famille {family} et les pose aussitôt devant soi. "
        "La famille {family} compte 1 : {player} a maintenant {score}.",
        "denied": "{target} n'a pas {card} et répond non. {asker} garde {cards} ; aucune autre carte ne change "
        "de main et personne ne pioche.",
        "denied-short": "{target} n'a pas {card} et répond non.",
        "turn-asked": "C'est maintenant à {player} de jouer : après un non, c'est le joueur interrogé qui joue, "
        "et non {left}, à la gauche de {asker}.",
        "turn-asked-left": "C'est maintenant à {player} de jouer : après un non, c'est le joueur interrogé qui "
        "joue.",
        "turn-empty": "{asker} n'a plus de cartes : la main passe dans le sens des aiguilles d'une montre à "
        "{player}.",
        "turn-clockwise": "C'est maintenant à {player} de jouer, dans le sens des aiguilles d'une montre après "
        "{asker}.",
        "turn": "C'est maintenant à {player} de jouer.",
        "emptied": "{player} n'a plus de cartes : ne demande plus rien, mais garde toutes ses familles.",
        "over": "Toutes les familles sont complètes. {winners} gagne avec {score}.",
        "over-tie": "Toutes les familles sont complètes. {winners} se partagent la victoire avec {score} "
        "chacun.",
        "families-1": "1 famille",
        "families-n": "{n} familles",
    },
}


def _lang(value: object) -> str:
    return value if isinstance(value, str) and value in LANGS else "en"


_ELISION = re.compile(r"\b([dD])e (?=[AEIOUYÉÈÀÂÎ][a-zà-ÿ])")


def _t(lang: str, key: str, /, **values: object) -> str:
    text = TEXT[lang][key].format(**values)
    if lang == "fr":  # "à la gauche de Alice" -> "à la gauche d'Alice"
        text = _ELISION.sub(r"\1'", text)
    return text


def _join(items: Sequence[str], lang: str) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {TEXT[lang]['and']} " + items[-1]


def _families(n: int, lang: str) -> str:
    return _t(lang, "families-1") if n == 1 else _t(lang, "families-n", n=n)


def _show(value: object, limit: int = 40) -> str:
    """A short, safe quotation of untrusted input for a message (the page shows it as text)."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


# -------------------------------------------------------------------------------- errors, JSON


class WebError(Exception):
    """An input problem, reported as ``{"ok": false, "error": ...}`` in the request's language."""

    def __init__(self, code: str, field: str | None = None, **values: object) -> None:
        super().__init__(code)
        self.code = code
        self.field = field
        self.values = values

    def message(self, lang: str) -> str:
        values = {k: v.message(lang) if isinstance(v, HappyFamiliesError) else v for k, v in self.values.items()}
        return _t(lang, self.code, **values)


def _dumps(answer: Mapping[str, Any]) -> str:
    return json.dumps(answer, ensure_ascii=False, separators=(",", ":"))


def _error(code: str, message: str, field: str | None = None) -> dict[str, Any]:
    return {"ok": False, "error": {"code": code, "message": message, "field": field}}


def _loads_object(request: str) -> dict[str, Any]:
    """Parse ``request`` as a JSON object (raises :class:`WebError`)."""
    if not isinstance(request, str):
        raise WebError("bad-object")
    if len(request) > MAX_INPUT_CHARS:
        raise WebError("too-long", size=len(request), limit=MAX_INPUT_CHARS)
    try:
        value = json.loads(request)
    except json.JSONDecodeError as exc:
        raise WebError("bad-json", detail=f"{exc.msg}, {exc.pos}") from None
    except RecursionError:
        raise WebError("bad-json", detail="nesting") from None
    if not isinstance(value, dict):
        raise WebError("bad-object")
    return value


def _request_lang(request: object) -> str:
    """The ``lang`` of a request, read leniently so that even a bad request is answered in it."""
    if isinstance(request, str) and len(request) <= MAX_INPUT_CHARS:
        try:
            value = json.loads(request)
        except (ValueError, RecursionError):
            return "en"
        if isinstance(value, dict):
            return _lang(value.get("lang"))
    return "en"


def _facade(func: Callable[[dict[str, Any], str], dict[str, Any]]) -> Callable[[str], str]:
    """Wrap a function of (data, lang) so that every outcome is a JSON answer, never an exception."""

    def wrapper(request: str) -> str:
        lang = _request_lang(request)
        try:
            data = _loads_object(request)
            answer = func(data, lang)
        except WebError as exc:
            answer = _error(exc.code, exc.message(lang), exc.field)
        except HappyFamiliesError as exc:
            answer = _error(type(exc).__name__, exc.message(lang))
        except Exception as exc:  # the boundary: report, never raise into the page
            answer = _error("internal", f"{type(exc).__name__}: {exc}")
        return _dumps(answer)

    wrapper.__name__ = func.__name__.lstrip("_")
    wrapper.__qualname__ = wrapper.__name__
    wrapper.__doc__ = func.__doc__
    return wrapper


# ------------------------------------------------------------------------------------ set-ups


@dataclass(frozen=True)
class Setup:
    """Everything that rebuilds one position: the table, the deal, and the requests accepted so far."""

    players: tuple[str, ...] = DEFAULT_PLAYERS
    seed: int | None = DEFAULT_SEED
    deal: str | None = None  # a named deal instead of a seed
    dealer: int = 0
    requests: tuple[tuple[str, str, str], ...] = ()
    viewer: str | None = None
    bots: tuple[str, ...] = field(default=())

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": list(self.players),
            "seed": None if self.seed is None else str(self.seed),
            "deal": self.deal,
            "dealer": self.players[self.dealer],
            "requests": [list(r) for r in self.requests],
            "viewer": self.viewer,
            "bots": list(self.bots),
        }


def _worked_setup() -> Setup:
    players = tuple(WORKED_EXAMPLE)
    return Setup(players=players, seed=None, deal="worked-example", dealer=players.index(WORKED_EXAMPLE_DEALER))


def _check_names(value: object) -> tuple[str, ...]:
    if not isinstance(value, list) or len(value) > 50:
        raise WebError("players-type", "players")
    names: list[str] = []
    for n, name in enumerate(value, start=1):
        if not isinstance(name, str):
            raise WebError("name-type", "players", n=n)
        name = name.strip()
        if name and not _NAME_RE.match(name):
            raise WebError("name-chars", "players", n=n)
        if len(name) > MAX_NAME_CHARS:
            raise WebError("name-long", "players", n=n, limit=MAX_NAME_CHARS)
        names.append(name)
    return tuple(names)


def _check_seed(value: object) -> int:
    if isinstance(value, bool):
        raise WebError("seed", "seed", seed=_show(value))
    if isinstance(value, int):
        seed = value
    elif isinstance(value, str) and _DIGITS_RE.match(value.strip()):
        seed = int(value.strip())
    else:
        raise WebError("seed", "seed", seed=_show(value))
    if not 0 <= seed <= MAX_SEED:
        raise WebError("seed", "seed", seed=_show(value))
    return seed


def _check_dealer(value: object, players: tuple[str, ...]) -> int:
    if isinstance(value, str) and value in players:
        return players.index(value)
    if isinstance(value, str) and value.strip().isdigit() and len(value.strip()) < 3:
        value = int(value.strip())
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(players):
        return value
    raise WebError("dealer", "dealer", high=max(len(players) - 1, 0), dealer=_show(value))


def _check_text(data: Mapping[str, Any], key: str, default: str | None = None) -> str | None:
    value = data.get(key, default)
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > 100:
        raise WebError("field", key, name=key)
    return value


def _read_requests(value: object) -> tuple[tuple[str, str, str], ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise WebError("requests-type", "requests")
    if len(value) > MAX_REQUESTS:
        raise WebError("too-many", "requests", count=len(value), limit=MAX_REQUESTS)
    out: list[tuple[str, str, str]] = []
    for n, item in enumerate(value, start=1):
        parts: object = item
        if isinstance(item, dict):
            parts = [item.get("asker"), item.get("target"), item.get("card")]
        if not (
            isinstance(parts, list)
            and len(parts) == 3
            and all(isinstance(p, str) and len(p) <= 40 for p in parts)
        ):
            raise WebError("request-shape", "requests", n=n)
        out.append((parts[0], parts[1], parts[2]))
    return tuple(out)


def _read_setup(data: Mapping[str, Any]) -> Setup:
    """The set-up a request describes (defaults: three players, a fixed seed, the first player deals)."""
    deal = data.get("deal")
    if deal is not None:
        if deal not in NAMED_DEALS:
            raise WebError("deal", "deal", deal=_show(deal), known=", ".join(NAMED_DEALS))
        base = _worked_setup()
        players = base.players
        seed: int | None = None
        dealer = base.dealer if data.get("dealer") is None else _check_dealer(data["dealer"], players)
    else:
        players = _check_names(data["players"]) if "players" in data else DEFAULT_PLAYERS
        seed = _check_seed(data["seed"]) if data.get("seed") is not None else DEFAULT_SEED
        dealer = 0 if data.get("dealer") is None else _check_dealer(data["dealer"], players)
    viewer = data.get("viewer")
    if viewer is not None and (not isinstance(viewer, str) or viewer not in players):
        raise WebError("viewer", "viewer", viewer=_show(viewer))
    bots_value = data.get("bots") or []
    if not isinstance(bots_value, list) or not all(isinstance(b, str) and b in players for b in bots_value):
        raise WebError("viewer", "bots", viewer=_show(bots_value))
    bots = tuple(p for p in players if p in bots_value)
    return Setup(
        players=players,
        seed=seed,
        deal=deal,
        dealer=dealer,
        requests=_read_requests(data.get("requests")),
        viewer=viewer,
        bots=bots,
    )


def _start(setup: Setup) -> Game:
    if setup.deal == "worked-example":
        hands = {name: WORKED_EXAMPLE[name] for name in setup.players}
        return Game.from_hands(hands, dealer=setup.players[setup.dealer])
    return Game.deal(list(setup.players), seed=setup.seed, dealer=setup.dealer)


def _replay(setup: Setup) -> Game:
    game = _start(setup)
    for n, (asker, target, card) in enumerate(setup.requests, start=1):
        try:
            game.ask(asker, target, card)
        except HappyFamiliesError as exc:
            raise WebError("replay", "requests", n=n, asker=asker, target=target, card=card, reason=exc) from None
    return game


# ------------------------------------------------------------------------------------- views


def _labels(cards: Iterable[Card]) -> list[str]:
    return [str(c) for c in sorted(cards)]


@dataclass
class _Table:
    """A position folded from public events plus the dealt hands (to draw each step of a game)."""

    hands: dict[str, set[Card]]
    families: dict[str, list[str]]
    current: str | None = None

    def snapshot(self) -> dict[str, Any]:
        return {
            "hands": {p: _labels(h) for p, h in self.hands.items()},
            "families": {p: list(f) for p, f in self.families.items()},
            "scores": {p: len(f) for p, f in self.families.items()},
            "current": self.current,
        }


def _family_of(hand: Iterable[Card], family: str) -> list[str]:
    return _labels(c for c in hand if c.family == family)


def _sentences(game: Game, lang: str) -> list[tuple[Event, str, str | None]]:
    """Each event of ``game`` with a sentence in ``lang`` and the rule it illustrates (or None)."""
    out: list[tuple[Event, str, str | None]] = []
    players = game.players
    table = _Table({p: set(game.initial_hand(p)) for p in players}, {p: [] for p in players})
    last_ask: Asked | None = None
    events = game.events
    for i, event in enumerate(events):
        text = ""
        rule: str | None = None
        if isinstance(event, Dealt):
            counts = _join([_t(lang, "count", player=p, n=len(table.hands[p])) for p in players], lang)
            first = game.first
            total = sum(event.counts)
            if event.dealer is None:
                text = _t(lang, "position-given", counts=counts, first=first)
            else:
                left = players[(players.index(event.dealer) + 1) % len(players)]
                key = "position-left" if left == first else "position"
                text = _t(lang, key, dealer=event.dealer, total=total, counts=counts, first=first)
            rule = "deal.all-cards"
        elif isinstance(event, Asked):
            last_ask = event
            cards = _family_of(table.hands[event.asker], event.card.family)
            text = _t(
                lang,
                "asked",
                asker=event.asker,
                target=event.target,
                card=event.card,
                cards=_join(cards, lang),
                family=event.card.family,
            )
            rule = "ask.family-in-hand"
        elif isinstance(event, Given):
            table.hands[event.giver].discard(event.card)
            table.hands[event.receiver].add(event.card)
            cards = _family_of(table.hands[event.receiver], event.card.family)
            text = _t(lang, "given", target=event.giver, asker=event.receiver, card=event.card,
                      cards=_join(cards, lang))
            nxt = events[i + 1] if i + 1 < len(events) else None
            if not isinstance(nxt, (Exposed, HandEmptied, GameOver)) and table.hands[event.receiver]:
                text += " " + _t(lang, "given-continues", asker=event.receiver)
            rule = "ask.success-continues"
        elif isinstance(event, Exposed):
            hand = table.hands[event.player]
            hand.difference_update({c for c in hand if c.family == event.family})
            table.families[event.player].append(event.family)
            score = _families(len(table.families[event.player]), lang)
            if event.from_deal:
                text = _t(lang, "dealt-family", player=event.player, family=event.family)
                rule = "deal.complete-families"
            else:
                text = _t(lang, "exposed", player=event.player, family=event.family, score=score)
                nxt = events[i + 1] if i + 1 < len(events) else None
                if not isinstance(nxt, (HandEmptied, GameOver)) and table.hands[event.player]:
                    text += " " + _t(lang, "given-continues", asker=event.player)
                rule = "family.expose"
        elif isinstance(event, Denied):
            cards = _family_of(table.hands[event.asker], event.card.family)
            text = _t(lang, "denied", target=event.target, asker=event.asker, card=event.card,
                      cards=_join(cards, lang))
            rule = "ask.failure-passes-to-asked"
        elif isinstance(event, HandEmptied):
            text = _t(lang, "emptied", player=event.player)
            rule = "hand.empty"
        elif isinstance(event, TurnPassed):
            previous = table.current
            table.current = event.player
            if event.reason == "turn.first":
                # Part of the deal step: say who begins there; nothing new to say here.
                out.append((event, "", "turn.first"))
                continue
            asker = last_ask.asker if last_ask else previous or event.player
            if event.reason == "ask.failure-passes-to-asked":
                left = players[(players.index(asker) + 1) % len(players)]
                if left == event.player:
                    text = _t(lang, "turn-asked-left", player=event.player)
                else:
                    text = _t(lang, "turn-asked", player=event.player, left=left, asker=asker)
            elif event.reason == "hand.empty":
                text = _t(lang, "turn-empty", player=event.player, asker=asker)
            elif event.reason.startswith("variant."):
                text = _t(lang, "turn-clockwise", player=event.player, asker=asker)
            else:
                text = _t(lang, "turn", player=event.player)
            rule = event.reason if event.reason in RULES_DOC else None
        elif isinstance(event, GameOver):
            table.current = None
            best = max(event.scores)
            key = "over-tie" if len(event.winners) > 1 else "over"
            text = _t(lang, key, winners=_join(list(event.winners), lang), score=_families(best, lang))
            rule = "end.all-families"
        out.append((event, text, rule))
    return out


def _rule_info(rule: str | None, lang: str) -> dict[str, str] | None:
    if rule is None or rule not in RULES_DOC:
        return None
    return {"id": rule, "title": rule_title(rule, lang), "url": rule_url(rule, lang)}


def _steps(game: Game, lang: str, *, focus: tuple[str, str, str] | None = None) -> list[dict[str, Any]]:
    """The game told step by step: the dealt position, then one step per public event.

    Each step carries the picture after it (hands, families, scores, whose turn) and the cards to point at.
    """
    players = game.players
    table = _Table({p: set(game.initial_hand(p)) for p in players}, {p: [] for p in players})
    steps: list[dict[str, Any]] = []
    told = _sentences(game, lang)
    position_text: list[str] = []
    position_rules: list[str] = []
    index = 0
    # The position: the deal, families complete from the deal, and who begins.
    while index < len(told) and (
        isinstance(told[index][0], Dealt)
        or (isinstance(told[index][0], Exposed) and told[index][0].from_deal)  # type: ignore[union-attr]
        or isinstance(told[index][0], HandEmptied)
        or (isinstance(told[index][0], TurnPassed) and told[index][0].reason == "turn.first")  # type: ignore[union-attr]
    ):
        event, text, rule = told[index]
        if isinstance(event, Exposed):
            hand = table.hands[event.player]
            hand.difference_update({c for c in hand if c.family == event.family})
            table.families[event.player].append(event.family)
        elif isinstance(event, TurnPassed):
            table.current = event.player
        if text:
            position_text.append(text)
        if rule:
            position_rules.append(rule)
        index += 1
    highlight: list[str] = []
    if focus is not None:
        asker, target, label = focus
        card = Card.parse(label)
        mine = _family_of(table.hands[asker], card.family)
        holder = next((p for p in players if card in table.hands[p]), target)
        position_text.append(
            _t(lang, "focus", asker=asker, cards=_join(mine, lang), holder=holder, card=card)
        )
        highlight = [*mine, str(card)]
    steps.append(
        {
            "kind": "position",
            "text": " ".join(position_text),
            "rule": _rule_info("turn.first", lang),
            "highlight": highlight,
            **table.snapshot(),
        }
    )
    for event, text, rule in told[index:]:
        hl: list[str] = []
        if isinstance(event, Asked):
            hl = [*_family_of(table.hands[event.asker], event.card.family), str(event.card)]
        elif isinstance(event, Given):
            table.hands[event.giver].discard(event.card)
            table.hands[event.receiver].add(event.card)
            hl = _family_of(table.hands[event.receiver], event.card.family)
        elif isinstance(event, Exposed):
            hand = table.hands[event.player]
            hand.difference_update({c for c in hand if c.family == event.family})
            table.families[event.player].append(event.family)
        elif isinstance(event, Denied):
            hl = _family_of(table.hands[event.asker], event.card.family)
        elif isinstance(event, TurnPassed):
            table.current = event.player
        elif isinstance(event, GameOver):
            table.current = None
        step = {
            "kind": event.type,
            "text": text,
            "rule": _rule_info(rule, lang),
            "highlight": hl,
            **table.snapshot(),
        }
        if isinstance(event, Exposed):
            step["exposed"] = {"player": event.player, "family": event.family}
        steps.append(step)
    for n, step in enumerate(steps):
        step["index"] = n
    return steps


def _legal(game: Game) -> list[dict[str, Any]]:
    grouped: dict[str, list[str]] = {}
    for target, card in game.legal_asks():
        grouped.setdefault(target, []).append(str(card))
    return [{"target": t, "cards": cards} for t, cards in grouped.items()]


def _knowledge(game: Game, viewer: str | None, lang: str) -> dict[str, Any]:
    """What the whole table can deduce from the public events (and, for one player's view, what that
    player knows besides, from their own hand)."""
    from hf_core.knowledge import Knowledge  # imported on first use: the first page load stays quick

    known = Knowledge.from_events(game.players, game.rules, game.events)
    out: dict[str, Any] = {
        "facts": known.facts(lang),
        "counts": known.counts(),
        "viewer": None,
    }
    if viewer is not None:
        mine = known.view(viewer, game.hand(viewer))
        public = set(out["facts"])
        out["viewer"] = {"name": viewer, "facts": [f for f in mine.facts(lang) if f not in public]}
    return out


def _view(game: Game, setup: Setup, lang: str) -> dict[str, Any]:
    """The position as the page shows it: seats, legal requests, knowledge, narration, share link."""
    viewer = setup.viewer
    dealt = {p: [] for p in game.players}  # type: dict[str, list[str]]
    for event in game.events:
        if isinstance(event, Exposed) and event.from_deal:
            dealt[event.player].append(event.family)
    seats = []
    for seat, name in enumerate(game.players):
        shown = viewer is None or viewer == name
        seats.append(
            {
                "name": name,
                "seat": seat,
                "count": game.hand_count(name),
                "hand": _labels(game.hand(name)) if shown else None,
                "families": list(game.families(name)),
                "dealt_families": dealt[name],
                "score": len(game.families(name)),
                "dealer": name == game.dealer,
                "current": name == game.current,
                "bot": name in setup.bots,
            }
        )
    see_legal = viewer is None or viewer == game.current
    log = [
        {"type": event.type, "text": narrate(event, lang, players=game.players)}
        for event in game.events
    ]
    return {
        "lang": lang,
        "setup": setup.to_dict(),
        "players": list(game.players),
        "dealer": game.dealer,
        "first": game.first,
        "current": game.current,
        "over": game.is_over,
        "winners": list(game.winners()) if game.is_over else [],
        "viewer": viewer,
        "seats": seats,
        "legal": _legal(game) if see_legal else None,
        "knowledge": _knowledge(game, viewer, lang),
        "log": log,
        "share": _share_query(setup),
    }


# ------------------------------------------------------------------------------ share links


def _share_query(setup: Setup) -> str:
    """The query string (without ``?``) that :func:`parse_share` reads back into ``setup``."""
    params: list[tuple[str, str]] = [("v", SHARE_VERSION)]
    if setup.deal is not None:
        params.append(("deal", setup.deal))
    else:
        params.append(("players", ",".join(setup.players)))
        params.append(("seed", str(setup.seed)))
    params.append(("dealer", str(setup.dealer)))
    if setup.requests:
        seats = {name: i for i, name in enumerate(setup.players)}
        params.append(("r", "-".join(f"{seats[t]}{Card.parse(c)}" for _, t, c in setup.requests)))
    if setup.viewer is not None:
        params.append(("view", str(setup.players.index(setup.viewer))))
    if setup.bots:
        params.append(("bots", ",".join(str(setup.players.index(b)) for b in setup.bots)))
    import urllib.parse  # imported on first use (about 60 ms under Pyodide)

    return urllib.parse.urlencode(params, safe=",-")


SHARE_KEYS: Final = ("v", "deal", "players", "seed", "dealer", "r", "view", "bots")


def _read_share(query: str) -> Setup:
    if len(query) > MAX_QUERY_CHARS:
        raise WebError("query-long", size=len(query), limit=MAX_QUERY_CHARS)
    query = query.lstrip("?#")
    try:
        import urllib.parse

        pairs = urllib.parse.parse_qsl(query, keep_blank_values=True, strict_parsing=False, max_num_fields=20)
    except ValueError:
        raise WebError("query-fields", limit=20) from None
    params: dict[str, str] = {}
    for key, value in pairs:
        if key not in SHARE_KEYS:
            raise WebError("query-key", key=_show(key))
        if key in params:
            raise WebError("query-twice", key=key)
        params[key] = value
    if params.get("v", SHARE_VERSION) != SHARE_VERSION:
        raise WebError("query-version", version=_show(params["v"]))
    data: dict[str, Any] = {}
    if "deal" in params:
        data["deal"] = params["deal"]
    if "players" in params:
        data["players"] = params["players"].split(",")
    if "seed" in params:
        data["seed"] = params["seed"]
    if "dealer" in params:
        data["dealer"] = params["dealer"]
    base = _read_setup(data)
    players = base.players
    if "view" in params:
        seat = params["view"]
        if not (seat.isdigit() and len(seat) == 1 and int(seat) < len(players)):
            raise WebError("viewer", viewer=_show(seat))
        data["viewer"] = players[int(seat)]
    if params.get("bots"):
        seats = params["bots"].split(",")
        if not all(s.isdigit() and len(s) == 1 and int(s) < len(players) for s in seats):
            raise WebError("query-bots", text=_show(params["bots"]))
        data["bots"] = [players[int(s)] for s in seats]
    setup = _read_setup(data)
    requests: list[tuple[str, str, str]] = []
    if params.get("r"):
        items = params["r"].split("-")
        if len(items) > MAX_REQUESTS:
            raise WebError("too-many", count=len(items), limit=MAX_REQUESTS)
        game = _start(setup)
        for n, item in enumerate(items, start=1):
            match = _SHARE_REQUEST_RE.match(item)
            if match is None:
                raise WebError("query-request", n=n, text=_show(item))
            target_seat = int(match.group(1))
            if target_seat >= len(players):
                raise WebError("query-seat", n=n, seat=target_seat, count=len(players))
            asker = game.current or players[0]
            target, card = players[target_seat], match.group(2).upper()
            try:
                game.ask(asker, target, card)
            except HappyFamiliesError as exc:
                raise WebError("replay", "requests", n=n, asker=asker, target=target, card=card,
                               reason=exc) from None
            requests.append((asker, target, card))
    return Setup(
        players=setup.players,
        seed=setup.seed,
        deal=setup.deal,
        dealer=setup.dealer,
        requests=tuple(requests),
        viewer=setup.viewer,
        bots=setup.bots,
    )


# ------------------------------------------------------------------------------------ bots


def _bot_request(game: Game, kind: str) -> tuple[str, str, str]:
    """The request a computer player makes now, decided only from what that player could see.

    Deterministic: the bot's seed is made from the deal and the number of requests so far, so a shared
    link with the same requests replays the same game, and asking twice gives the same move.
    """
    asker = game.current
    assert asker is not None
    seed = f"{game.seed if game.seed is not None else 'hands'}|{len(game.requests)}|{asker}"
    from hf_core.bots import Bot, RandomBot, SmartBot, next_request  # imported on first use

    bot: Bot = SmartBot(seed) if kind == "smart" else RandomBot(seed)
    target, card = next_request(game, bot)
    return asker, target, str(card)


# -------------------------------------------------------------------------- public functions


def ping(request: str) -> str:
    """Answer a ping: echo the request's ``"echo"`` value and name the Python running.

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


_ping = _facade(_ping_impl)


def _worked_example_steps(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """The guide's worked example, step by step, in ``lang``."""
    setup = _worked_setup()
    game = _start(setup)
    for asker, target, card in WORKED_EXAMPLE_REQUESTS:
        game.ask(asker, target, card)
    first = WORKED_EXAMPLE_REQUESTS[0]
    return {
        "ok": True,
        "lang": lang,
        "players": list(game.players),
        "dealer": game.dealer,
        "steps": _steps(game, lang, focus=first),
    }


def _new_deal(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """A fresh deal (no requests yet): players, seed, dealer, optional viewer."""
    if data.get("requests"):
        data = {**data, "requests": []}
    setup = _read_setup(data)
    game = _start(setup)
    return {"ok": True, "state": _view(game, setup, lang)}


def _state(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """The position after the given requests."""
    setup = _read_setup(data)
    return {"ok": True, "state": _view(_replay(setup), setup, lang)}


def _result(game: Game, asker: str, target: str, card: str, lang: str, start: int) -> dict[str, Any]:
    last = game.requests[-1]
    events = game.events[start:]
    success = any(isinstance(e, Given) for e in events)
    completed = next((e.family for e in events if isinstance(e, Exposed)), None)
    return {
        "asker": last[0],
        "target": last[1],
        "card": str(last[2]),
        "success": success,
        "completed": completed,
        "text": " ".join(narrate(e, lang, players=game.players) for e in events),
    }


def _ask(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """One request by the current player (or ``asker``): the new position, or the rule it breaks."""
    setup = _read_setup(data)
    game = _replay(setup)
    asker = _check_text(data, "asker", game.current) or ""
    target = _check_text(data, "target") or ""
    card = _check_text(data, "card") or ""
    return _ask_in(setup, game, asker, target, card, lang)


def _ask_in(setup: Setup, game: Game, asker: str, target: str, card: str, lang: str) -> dict[str, Any]:
    """Make one request in ``game`` (the position ``setup`` describes)."""
    if len(setup.requests) >= MAX_REQUESTS:
        raise WebError("too-many", "requests", count=len(setup.requests) + 1, limit=MAX_REQUESTS)
    start = len(game.events)
    try:
        game.ask(asker, target, card)
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
    done = game.requests[-1]
    new = Setup(
        players=setup.players,
        seed=setup.seed,
        deal=setup.deal,
        dealer=setup.dealer,
        requests=(*setup.requests, (done[0], done[1], str(done[2]))),
        viewer=setup.viewer,
        bots=setup.bots,
    )
    return {"ok": True, "result": _result(game, asker, target, card, lang, start), "state": _view(game, new, lang)}


def _bot_move(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """The current player's request chosen by a computer player (``bot``: "smart" or "random")."""
    kind = data.get("bot", "smart")
    if kind not in BOTS:
        raise WebError("bot", "bot", bot=_show(kind), known=" / ".join(BOTS))
    setup = _read_setup(data)
    game = _replay(setup)
    if game.is_over:
        raise WebError("no-bot-move")
    asker, target, card = _bot_request(game, str(kind))
    return _ask_in(setup, game, asker, target, card, lang)


def _parse_share(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """Read a shared link's query (``{"query": "?players=...&seed=..."}``) into a set-up and its position.

    A bad link answers ``ok: false`` with a message in ``lang`` *and* a fresh default position to show.
    """
    query = data.get("query", "")
    try:
        if not isinstance(query, str):
            raise WebError("field", "query", name="query")
        setup = _read_share(query)
        game = _replay(setup)
    except (WebError, HappyFamiliesError) as exc:
        reason = exc.message(lang)
        fresh = Setup()
        return {
            "ok": False,
            "error": {"code": "share", "message": _t(lang, "share-failed", reason=reason), "field": "query"},
            "setup": fresh.to_dict(),
            "state": _view(_start(fresh), fresh, lang),
        }
    return {"ok": True, "setup": setup.to_dict(), "state": _view(game, setup, lang)}


def _make_share(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """The query string of a link to the set-up and requests given."""
    setup = _read_setup(data)
    _replay(setup)
    return {"ok": True, "query": _share_query(setup)}


worked_example_steps = _facade(_worked_example_steps)
new_deal = _facade(_new_deal)
state = _facade(_state)
ask = _facade(_ask)
bot_move = _facade(_bot_move)
parse_share = _facade(_parse_share)
make_share = _facade(_make_share)


# ------------------------------------------------------------------ teaching (hf_core/teaching.py)
# Class deal codes for the deal sheet and the play page, and the self-checking exercises.


def _class_deal(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """The deal a class deal code names: each seat's hand as dealt, the dealer, who begins.

    ``names`` (optional) names the seats; by default ``Player 1``... in ``lang``.
    """
    from hf_core import teaching

    text = _check_text(data, "code") or ""
    try:
        cc = teaching.decode_code(text)
    except teaching.ClassCodeError as exc:
        return _error("class-code", exc.message(lang), "code")
    names = teaching.seat_names(cc.players, lang)
    if data.get("names"):
        given = _check_names(data["names"])
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
            "hand": _labels(game.initial_hand(name)),
            "count": len(game.initial_hand(name)),
            "dealer": seat == cc.dealer,
            "families": list(game.families(name)),
        }
        for seat, name in enumerate(game.players)
    ]
    return {
        "ok": True,
        "code": cc.code,
        "players": cc.players,
        "dealer": cc.dealer,
        "seed": str(cc.seed),
        "first": game.current,
        "names": list(game.players),
        "seats": seats,
    }


def _make_class_code(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """The class deal code of ``players`` (2 to 6), ``dealer`` (seat, 0-based) and ``seed``."""
    from hf_core import teaching

    values = [data.get(k) for k in ("players", "dealer", "seed")]
    if not all(type(v) is int for v in values):
        raise WebError("field", "code", name="players / dealer / seed")
    try:
        code = teaching.encode_code(*values)  # type: ignore[arg-type]
    except teaching.ClassCodeError as exc:
        return _error("class-code", exc.message(lang), "code")
    return {"ok": True, "code": code}


def _exercises(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """Every exercise as the page shows it before an answer (question, table, what was said, choices)."""
    from hf_core import teaching

    return {"ok": True, "exercises": [teaching.exercise_view(ex, lang) for ex in teaching.EXERCISES]}


def _check_exercise(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """Check one answer with the engine: ``correct``, an explanation in ``lang`` and the rule to read."""
    from hf_core import teaching

    ex_id = _check_text(data, "id") or ""
    choice = _check_text(data, "choice") or ""
    try:
        answer = teaching.check(ex_id, choice, lang)
    except KeyError:
        raise WebError("field", "choice", name=_show(f"{ex_id}/{choice}")) from None
    return {"ok": True, **answer}


class_deal = _facade(_class_deal)
make_class_code = _facade(_make_class_code)
exercises = _facade(_exercises)
check_exercise = _facade(_check_exercise)
__all__ += ["check_exercise", "class_deal", "exercises", "make_class_code"]


# ------------------------------------------------------------------ other rules (the other-rules page)


def _compare(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """One deal, the same sequence of requests under our rules and under another profile (``profile``, one of
    :data:`hf_core.compare.COMPARABLE`), side by side: see :mod:`hf_core.compare`."""
    from hf_core.compare import COMPARABLE, MAX_STEPS, comparison
    from hf_core.errors import InvalidSetup, both

    profile = data.get("profile", COMPARABLE[0])
    if profile not in COMPARABLE:
        raise InvalidSetup("profile", problem=both(
            f"{_show(profile)} is not one of {', '.join(COMPARABLE)}",
            f"{_show(profile)} n'est pas l'un de {', '.join(COMPARABLE)}",
        ))
    players = _check_names(data.get("players", list(DEFAULT_PLAYERS)))
    seed = _check_seed(data.get("seed", DEFAULT_SEED))
    dealer = _check_dealer(data.get("dealer", 0), players)
    steps = data.get("steps", 12)
    if type(steps) is not int or not 1 <= steps <= MAX_STEPS:
        raise WebError("field", "steps", name="steps")
    return {"ok": True, "comparison": comparison(str(profile), players, seed, dealer, steps, lang)}


compare = _facade(_compare)
__all__ += ["compare"]


def _match_state(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """A series of deals (rule ``match.total``): the agreement (``target`` families or ``deals``, and
    ``tie_break``: "share" or "extra-deal"), the ``results`` so far (each ``{"players", "scores"}``), and the
    answer: running totals, whether it is over, the winners, who plays and deals next, and a summary in
    ``lang``. See :class:`hf_core.match.Match`."""
    from hf_core.errors import InvalidSetup, both
    from hf_core.match import Match

    players = _check_names(data.get("players", list(DEFAULT_PLAYERS)))
    m = Match(
        players,
        target=data.get("target"),
        deals=data.get("deals"),
        tie_break=str(data.get("tie_break", "share")),
        seed=_check_seed(data.get("seed", 0)),
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
            raise InvalidSetup("profile", problem=both(
                f"deal {n} of the results does not fit this match", f"la donne {n} ne correspond pas à cette série"
            )) from None
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


match_state = _facade(_match_state)
__all__ += ["match_state"]
