"""What the whole table can deduce from public events, and what one player knows on top of that.

Three parts, each a module of this package (every public name is importable from ``hf_core.knowledge``):

- :mod:`~hf_core.knowledge.fold`: :class:`Knowledge`, the fold over public events and its queries;
- :mod:`~hf_core.knowledge.exact`: the exact solve its queries call (which seats each hidden card can be with);
- :mod:`~hf_core.knowledge.sentences`: the facts as data (:data:`FACT_CODES`) and in words.

:class:`Knowledge` is a pure fold over the public events of :mod:`hf_core.events`: the deal (how many cards
each player got), every request said aloud, every card handed over, every "no", every exposed family. The fold
records only what each event says outright (who asked, who said no, who handed what, who holds a card of a
family, that nobody keeps a complete family in hand); the deductions are made when a query needs them, and
they are **exact**: a card is "certainly with X" exactly when every deal consistent with the public record
puts it with X, and "cannot be with X" exactly when none does (see :mod:`~hf_core.knowledge.exact` for the method:
per family the count vectors its hidden cards can take, and one rank check per set of seats). Between the deal's own
exposures the tracker waits for the last one. The engine's tests check every claim against the hidden cards
after every event of random games, and against the brute-force list of every consistent deal on small packs.

Facts come as data (:meth:`Knowledge.fact_data`: codes and values); :func:`fact_sentences` words them through
the catalogue (:mod:`hf_core.words`); :meth:`Knowledge.facts` does both.

The guide's example: Alice takes A3 from Ben and completes family A, then asks Cara for B2 and hears "no".
With three players, B2 can only be in Ben's hand:

>>> from hf_core import Game
>>> from hf_core.scenarios import WORKED_EXAMPLE
>>> g = Game.from_hands(WORKED_EXAMPLE, first="Alice")
>>> _ = g.ask("Alice", "Ben", "A3"); _ = g.ask("Alice", "Cara", "B2")
>>> k = Knowledge.from_events(g.players, g.rules, g.events)
>>> k
<Knowledge: 8 events, 1 holders known, 1 exposed>
>>> k.exposed, k.holder("B2"), k.lacks("Cara", "B2"), k.families_known("Alice")
({'A': 'Alice'}, 'Ben', True, ('B',))
>>> for sentence in k.facts("en"):
...     print(sentence)
Alice has exposed family A.
Alice has 12 cards.
Alice holds at least one card of family B.
Alice does not hold B2.
Ben has 14 cards.
Ben must hold B2 (by elimination).
Cara has 14 cards.
Cara does not hold B2.

What Cara knows besides (her own hand: she holds B4, so Alice's B card is B1 or B3):

>>> sorted(str(c) for c in k.view("Cara", g.hand("Cara")).possible_cards("Alice", "B"))
['B1', 'B3']
"""
from __future__ import annotations

from hf_core.knowledge.exact import InconsistentEvents
from hf_core.knowledge.fold import HOLDER_REASONS, LACK_REASONS, Knowledge
from hf_core.knowledge.sentences import FACT_CODES, Fact, fact_sentences, family_label, join_words

__all__ = [
    "FACT_CODES",
    "HOLDER_REASONS",
    "LACK_REASONS",
    "Fact",
    "InconsistentEvents",
    "Knowledge",
    "fact_sentences",
    "family_label",
    "join_words",
]
