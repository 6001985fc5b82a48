"""Named deals shared by the docs, the widgets, the examples and the tests.

``WORKED_EXAMPLE`` is the guide's example over a full, consistent deal of the 44 cards: Cara dealt, so Alice
(to her left) begins with 15 cards, Ben has 15 and Cara 14. Alice holds A1, A2 and A4, Ben holds A3; Alice
holds B1 and Cara has no B2 (Ben has it).

>>> sorted(len(h) for h in WORKED_EXAMPLE.values())
[14, 15, 15]
"""

from __future__ import annotations

from typing import Final

__all__ = ["WORKED_EXAMPLE", "WORKED_EXAMPLE_REQUESTS", "WORKED_EXAMPLE_STEPS"]

WORKED_EXAMPLE: Final[dict[str, tuple[str, ...]]] = {
    "Alice": (
        "A1", "A2", "A4", "B1", "C1", "C2", "D1", "E1", "F1", "G1", "H1", "I1", "J1", "K1", "K2",
    ),
    "Ben": (
        "A3", "B2", "B3", "C3", "D2", "D3", "E2", "E3", "F2", "F3", "G2", "G3", "H2", "H3", "I2",
    ),
    "Cara": ("B4", "C4", "D4", "E4", "F4", "G4", "H4", "I3", "I4", "J2", "J3", "J4", "K3", "K4"),
}

WORKED_EXAMPLE_DEALER: Final = "Cara"

WORKED_EXAMPLE_REQUESTS: Final[tuple[tuple[str, str, str], ...]] = (
    ("Alice", "Ben", "A3"),
    ("Alice", "Cara", "B2"),
)

WORKED_EXAMPLE_STEPS: Final[tuple[tuple[tuple[str, str, str], ...], ...]] = (
    (("Alice", "Ben", "A3"),),
    (("Alice", "Cara", "B2"),),
    (("Cara", "Alice", "B1"), ("Cara", "Ben", "B2")),
    (("Cara", "Ben", "B3"),),
    (("Cara", "Alice", "J1"), ("Cara", "Ben", "I2"), ("Cara", "Alice", "I1"), ("Cara", "Ben", "K1")),
)
"""The guide's worked example as its page tells it, Steps 1 to 5: the requests of each step."""
