"""A match: a series of deals with running totals (rule ``match.total``, on the "completing" page).

How the match ends is agreed **before the first deal**: either a family total (``target``: the match ends
after the deal in which somebody reaches it) or a number of deals (``deals``). The highest running total
wins. A tie at the top is shared (``tie_break="share"``, our default), or, in the variant some published rules
give (``tie_break="extra-deal"``, rule ``variant.tie-break``), broken by an extra deal between the tied players
only, repeated among those still tied.

>>> m = Match(["Ann", "Ben", "Cara"], target=10)
>>> m.record_scores({"Ann": 5, "Ben": 4, "Cara": 2}).totals
{'Ann': 5, 'Ben': 4, 'Cara': 2}
>>> m.record_scores({"Ann": 5, "Ben": 6, "Cara": 0}).totals, m.is_over, m.winners()
({'Ann': 10, 'Ben': 10, 'Cara': 2}, True, ('Ann', 'Ben'))
>>> m = Match(["Ann", "Ben", "Cara"], deals=1, tie_break="extra-deal")
>>> _ = m.record_scores({"Ann": 4, "Ben": 4, "Cara": 3})
>>> m.is_over, m.next_players()
(False, ('Ann', 'Ben'))
>>> g = m.next_game(seed=5)
>>> g.players, g.dealer
(('Ann', 'Ben'), 'Ann')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from hf_core.errors import InvalidSetup, Phrase
from hf_core.game import Game, Wanted
from hf_core.rules import Rules

__all__ = ["TIE_BREAKS", "DealResult", "Match", "play_match"]

TIE_BREAKS: Final = ("share", "extra-deal")


@dataclass(frozen=True, slots=True)
class DealResult:
    """One finished deal of the match: who played, their families, and whether it was a tie-break deal."""

    players: tuple[str, ...]
    scores: tuple[int, ...]
    tie_break: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"players": list(self.players), "scores": list(self.scores), "tie_break": self.tie_break}


def _setup_error(msg_id: str, **values: object) -> InvalidSetup:
    return InvalidSetup("profile", problem=Phrase(msg_id, **values))


class Match:
    """A series of deals between the same players (listed clockwise).

    Give ``target`` (a family total) or ``deals`` (a number of deals), not both; without either, the rules'
    ``match_total`` is the target. Deals are dealt in turn by each player, clockwise from the first listed.
    """

    __slots__ = ("_results", "deals", "players", "rules", "seed", "target", "tie_break")

    def __init__(
        self,
        players: Sequence[str],
        *,
        target: int | None = None,
        deals: int | None = None,
        tie_break: str = "share",
        rules: Rules | None = None,
        seed: int = 0,
    ) -> None:
        self.rules = rules or Rules()
        self.players = tuple(players)
        Game.deal(self.players, seed=0, rules=self.rules)  # checks the players against the profile
        if target is None and deals is None:
            target = self.rules.match_total
        if (target is None) == (deals is None):
            raise _setup_error("problem.match-agreement")
        for value in (target, deals):
            if value is not None and (type(value) is not int or value < 1):
                raise _setup_error("problem.match-count")
        if tie_break not in TIE_BREAKS:
            raise _setup_error("problem.choice", key="tie_break", choices=", ".join(TIE_BREAKS))
        if type(seed) is not int or seed < 0:
            raise _setup_error("problem.seed")
        self.target = target
        self.deals = deals
        self.tie_break = tie_break
        self.seed = seed
        self._results: list[DealResult] = []

    # ------------------------------------------------------------------ state

    @property
    def results(self) -> tuple[DealResult, ...]:
        return tuple(self._results)

    @property
    def totals(self) -> dict[str, int]:
        """Running totals of families over the match's ordinary deals (tie-break deals do not add to them)."""
        out = dict.fromkeys(self.players, 0)
        for r in self._results:
            if not r.tie_break:
                for p, s in zip(r.players, r.scores, strict=True):
                    out[p] += s
        return out

    def _main_deals(self) -> int:
        return sum(1 for r in self._results if not r.tie_break)

    def _series_done(self) -> bool:
        if self.target is not None:
            return any(t >= self.target for t in self.totals.values())
        assert self.deals is not None
        return self._main_deals() >= self.deals

    def _leaders(self) -> tuple[str, ...]:
        """The players still in contention: the top of the totals, then narrowed by each tie-break deal."""
        totals = self.totals
        best = max(totals.values())
        leaders = tuple(p for p in self.players if totals[p] == best)
        for r in self._results:
            if r.tie_break:
                top = max(r.scores)
                leaders = tuple(p for p, s in zip(r.players, r.scores, strict=True) if s == top)
        return leaders

    @property
    def is_over(self) -> bool:
        if not self._series_done():
            return False
        return self.tie_break == "share" or len(self._leaders()) == 1

    @property
    def in_tie_break(self) -> bool:
        """True when the series is done but tied players must play an extra deal."""
        return self._series_done() and not self.is_over

    def winners(self) -> tuple[str, ...]:
        """The match's winners (several when they share); raises ValueError before the match is over."""
        if not self.is_over:
            raise ValueError("the match is not over")
        return self._leaders()

    def leaders(self) -> tuple[str, ...]:
        """Who leads now (all tied leaders)."""
        return self._leaders()

    def next_players(self) -> tuple[str, ...]:
        """Who plays the next deal: everybody, or only the tied players during a tie-break."""
        if self.is_over:
            raise ValueError("the match is over")
        return self._leaders() if self.in_tie_break else self.players

    def next_dealer(self) -> int:
        """The seat (among :meth:`next_players`) of the next dealer: the deal passes clockwise."""
        players = self.next_players()
        played = sum(1 for r in self._results if r.tie_break == self.in_tie_break)
        return played % len(players)

    def next_seed(self) -> int:
        """A seed for the next deal, derived from the match's seed and the number of deals so far."""
        return (self.seed * 1_000_003 + len(self._results) * 7919 + 1) % (1 << 63)

    def next_game(self, seed: int | None = None) -> Game:
        """The next deal, ready to play (players, dealer and profile as the match requires)."""
        players = self.next_players()
        return Game.deal(
            players, seed=self.next_seed() if seed is None else seed, dealer=self.next_dealer(), rules=self.rules
        )

    # ---------------------------------------------------------------- record

    def record(self, game: Game) -> Match:
        """Add a finished deal (played from :meth:`next_game` or equivalent). Returns self."""
        if not game.is_over:
            raise ValueError("only a finished deal counts in a match")
        if game.rules != self.rules:
            raise ValueError("this deal was played under another profile")
        return self.record_scores(game.scores(), _players=game.players)

    def record_scores(self, scores: Mapping[str, int], *, _players: tuple[str, ...] | None = None) -> Match:
        """Add a deal's families per player (every player of :meth:`next_players`, no one else). Returns self."""
        expected = self.next_players()
        if set(scores) != set(expected) or (_players is not None and _players != expected):
            raise ValueError(f"this deal is played by {', '.join(expected)}")
        values = tuple(scores[p] for p in expected)
        if any(type(v) is not int or v < 0 for v in values):
            raise ValueError("scores are whole numbers >= 0")
        if sum(values) > len(self.rules.pack.families):
            raise ValueError("more families than the pack holds")
        self._results.append(DealResult(expected, values, self.in_tie_break))
        return self

    # ------------------------------------------------------------------ JSON

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": list(self.players),
            "target": self.target,
            "deals": self.deals,
            "tie_break": self.tie_break,
            "seed": self.seed,
            "rules": self.rules.to_dict(),
            "results": [r.to_dict() for r in self._results],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Match:
        """Read :meth:`to_dict`'s output, replaying each recorded deal's scores (so every check applies)."""
        m = cls(
            data["players"],
            target=data.get("target"),
            deals=data.get("deals"),
            tie_break=data.get("tie_break", "share"),
            rules=Rules.from_dict(data.get("rules", {})),
            seed=data.get("seed", 0),
        )
        for r in data.get("results", []):
            if bool(r.get("tie_break")) != m.in_tie_break:
                raise ValueError("a tie-break deal is out of place")
            m.record_scores(dict(zip(r["players"], r["scores"], strict=True)))
        return m

    def facts(self) -> list[tuple[str, dict[str, Any]]]:
        """Where the match stands, as facts (a code and its values, JSON-ready): the agreement (``target`` or
        ``deals``), the running totals (``after``, once a deal is played), then what happens next (``next``,
        or ``extra`` for an extra deal between the tied players) or who won (``won``, ``shared``).
        :func:`hf_core.narrate.narrate_match` says them.

        >>> Match(["Ann", "Ben"], target=10).record_scores({"Ann": 6, "Ben": 5}).facts()
        [('target', {'n': 10}), ('after', {'n': 1, 'totals': {'Ann': 6, 'Ben': 5}}), ('next', {'dealer': 'Ben'})]
        """
        out: list[tuple[str, dict[str, Any]]] = [
            ("target", {"n": self.target}) if self.target is not None else ("deals", {"n": self.deals})
        ]
        played = self._main_deals()
        if played:
            out.append(("after", {"n": played, "totals": self.totals}))
        if self.is_over:
            winners = list(self.winners())
            out.append(("won" if len(winners) == 1 else "shared", {"winners": winners}))
        else:
            players = self.next_players()
            dealer = players[self.next_dealer()]
            if self.in_tie_break:
                out.append(("extra", {"players": list(players), "dealer": dealer}))
            else:
                out.append(("next", {"dealer": dealer}))
        return out

    def summary(self, lang: str = "en") -> list[str]:
        """Where the match stands, in ``"en"`` or ``"fr"``: :meth:`facts`, said by
        :func:`hf_core.narrate.narrate_match` (kept for the callers of the first version).

        >>> m = Match(["Ann", "Ben"], target=10).record_scores({"Ann": 6, "Ben": 5})
        >>> m.summary()
        ['A series to 10 families.', 'After 1 deal: Ann 6, Ben 5.', 'Next deal: Ben deals.']
        """
        from hf_core.narrate import narrate_match  # narrate reads the engine; the engine does not need it

        return narrate_match(self.facts(), "fr" if lang == "fr" else "en")

    def __repr__(self) -> str:
        goal = f"to {self.target}" if self.target is not None else f"over {self.deals} deals"
        return f"<Match {goal}: totals {self.totals}{', over' if self.is_over else ''}>"


def play_match(match: Match, choose: Callable[[Game], tuple[str, Wanted]], max_deals: int = 1000) -> Match:
    """Play ``match`` to the end, each request chosen by ``choose(game)`` (e.g. a bot through
    :func:`hf_core.bots.next_request`). Returns the same match."""
    for _ in range(max_deals):
        if match.is_over:
            return match
        game = match.next_game()
        while not game.is_over:
            assert game.current is not None
            target, wanted = choose(game)
            game.ask(game.current, target, wanted)
        match.record(game)
    raise RuntimeError(f"the match did not end within {max_deals} deals")
