"""The browser layer: JSON strings in, JSON strings out.

The page's Pyodide worker (``docs/javascripts/hf/worker.js``) calls the functions named in ``__all__`` with
one JSON string and sends the JSON string each returns back to the page; the build calls the same functions
to draw each widget's first state. Nothing here imports ``js``, and the engine never imports this package.

- :mod:`hf_core.web.boundary`: the JSON boundary and its error replies, in the request's language;
- :mod:`hf_core.web.setups`: set-ups, their validation, and share links;
- :mod:`hf_core.web.steps`: the narrator of steps (a game told event by event, walking the events once);
- :mod:`hf_core.web.views`: every picture as a view tree (cards, seats, the table, the deal sheet);
- :mod:`hf_core.web.session`: the games the worker keeps between calls (a request costs the same at any move);
- :mod:`hf_core.web.position`: a position as the page shows it;
- :mod:`hf_core.web.api`: the public functions.

Every public function answers a JSON object with ``"ok"``: ``{"ok": true, ...}``; ``{"ok": false,
"refusal": {rule, title, message, url}}`` when a request breaks a rule; ``{"ok": false, "error": {code,
message, field}}`` for anything else. No exception crosses the boundary.

>>> import json
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

from hf_core.web.api import (
    ask,
    bot_move,
    check_exercise,
    class_deal,
    compare,
    exercises,
    hint,
    make_class_code,
    make_share,
    match_state,
    new_deal,
    parse_share,
    ping,
    state,
    tally_games,
    worked_example_steps,
)
from hf_core.web.learn import learn_script
from hf_core.web.passplay import pass_ask, pass_state
from hf_core.web.setups import MAX_REQUESTS as MAX_REQUESTS  # read by the tests; not a function to call

__all__ = [
    "ask",
    "bot_move",
    "check_exercise",
    "class_deal",
    "compare",
    "exercises",
    "hint",
    "learn_script",
    "make_class_code",
    "make_share",
    "match_state",
    "new_deal",
    "parse_share",
    "pass_ask",
    "pass_state",
    "ping",
    "state",
    "tally_games",
    "worked_example_steps",
]
