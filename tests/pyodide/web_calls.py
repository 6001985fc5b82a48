"""Every public function of hf_core.web, called the way the pages call it, error paths included.

Run inside Pyodide by scripts/stdlib.mjs (which records the standard-library modules the site's
runtime needs) and by tests/pyodide/trimmed.mjs (which checks the trimmed library answers every
call exactly as the full one does). ``run(dispatch)`` takes the worker's own dispatcher
(docs/javascripts/hf/worker.js: name, JSON string -> JSON string), so the functions called are
whatever the worker resolves: every name in ``hf_core.web.__all__``, found at run time.

Each function gets the requests below (shapes from tests/engine/test_web.py and the widgets),
chained where a page chains them, and then the same malformed requests as any other: no JSON,
not an object, a wrong language, hostile names, too long. A public function with no entry in
KNOWN is reported (the checks fail): add the requests its widget sends.

Imports only ``json`` (which hf_core.web imports anyway), so it adds no module to the record.
"""

import json

TOO_LONG = '{"players": ["' + "x" * 300_000 + '"]}'
GENERIC = (
    "{}", '{"lang": "fr"}', "", "{", "[1, 2]", "null", '"text"', '{"lang": 5}', '{"lang": "xx"}',
    '{"lang": "fr", "players": ["<b>x</b>", ""], "seed": -1, "dealer": 9, "requests": 3}',
    '{"players": ["Ann", "Ann"], "seed": "1e9", "viewer": 4, "bots": {"a": 1}}',
    TOO_LONG,
)
SETUP = {"players": ["Zoé", "Ben", "Cara", "Dan"], "seed": "18446744073709551615", "dealer": "Dan"}
WORKED = {"deal": "worked-example"}


def _play(call, lang):
    """new_deal, state, ask (accepted, refused, malformed), bot_move to the end, share both ways."""
    state = call("new_deal", {**SETUP, "lang": lang})["state"]
    requests = []
    for _ in range(4):
        group = state["legal"][0]
        answer = call("ask", {**SETUP, "requests": requests, "target": group["target"],
                              "card": group["cards"][0], "lang": lang})
        state = answer["state"]
        requests = state["setup"]["requests"]
    call("state", {**SETUP, "requests": requests, "viewer": "Ben", "lang": lang})
    call("ask", {**WORKED, "asker": "Alice", "target": "Ben", "card": "a3", "lang": lang})
    call("ask", {**WORKED, "target": "Ben", "card": "A1", "lang": lang})
    call("ask", {**WORKED, "target": "Zoe", "card": "<img>", "lang": lang})
    call("ask", {**WORKED, "target": 5, "card": "A3", "lang": lang})
    made = call("make_share", {**SETUP, "requests": requests, "viewer": "Ben", "bots": ["Cara"],
                               "lang": lang})
    call("parse_share", {"query": "?" + made.get("query", ""), "lang": lang})
    for query in ("", "?v=9&seed=1", "?players=<img src=x>,Ben&seed=1", "?seed=1&r=9Z9",
                  "?seed=3&r=" + "-".join(["1A1"] * 1200)):
        call("parse_share", {"query": query, "lang": lang})
    for bot in ("smart", "random", "genius"):
        setup = {"players": ["Ann", "Ben", "Cara"], "seed": 11, "dealer": 2, "requests": [],
                 "bot": bot, "lang": lang}
        for _ in range(200):
            answer = call("bot_move", setup)
            if not answer.get("ok"):
                break
            setup["requests"] = answer["state"]["setup"]["requests"]
            if answer["state"]["over"]:
                call("bot_move", setup)  # nothing left to ask
                break


def _teaching(call, lang):
    listing = call("exercises", {"lang": lang})
    for exercise in listing.get("exercises", []):
        for choice in exercise["choices"]:
            call("check_exercise", {"id": exercise["id"], "choice": choice["key"], "lang": lang})
    call("check_exercise", {"id": "no-such", "choice": "x", "lang": lang})
    made = call("make_class_code", {"players": 4, "dealer": 1, "seed": 123456, "lang": lang})
    call("make_class_code", {"players": 9, "dealer": 0, "seed": 1, "lang": lang})
    call("class_deal", {"code": made.get("code", ""), "names": ["Ann", "Ben"], "lang": lang})
    for code in ("ABCD-EFG", "0000-000", "<b>", ""):
        call("class_deal", {"code": code, "lang": lang})
    call("match_state", {"players": ["Ann", "Ben", "Cara"], "target": 3, "seed": 2, "lang": lang,
                         "results": [{"players": ["Ann", "Ben", "Cara"], "scores": [2, 1, 1]}]})
    call("match_state", {"players": ["Ann", "Ben"], "deals": 2, "tie_break": "extra-deal",
                         "results": [{"players": ["Ann", "Ben"], "scores": [3, 3]},
                                     {"players": ["Ann", "Ben"], "scores": [3, 3]}], "lang": lang})
    call("match_state", {"players": ["Ann", "Ben"], "deals": 2, "results": ["bad"], "lang": lang})


def _compare(call, lang):
    for profile in ("clockwise-miss", "go-fish-stock", "sept-familles", "six-members", "nope"):
        call("compare", {"profile": profile, "seed": 5, "steps": 12, "lang": lang})


def _tally(call, lang):
    """The page's batches: a first one, then the next added to the tally so far; then refusals."""
    kinds = ["smart", "random", "strong"]
    first = call("tally_games", {"kinds": kinds, "games": 2, "first_seed": 0, "so_far": None, "lang": lang})
    call("tally_games", {"kinds": kinds, "games": 2, "first_seed": 2, "so_far": first["tally"], "lang": lang})
    call("tally_games", {"kinds": kinds, "games": 0, "lang": lang})
    call("tally_games", {"kinds": ["smart", "nope"], "games": 1, "lang": lang})
    call("tally_games", {"kinds": kinds, "games": 10_000, "lang": lang})
    call("tally_games", {"kinds": kinds, "games": 1, "so_far": {"kinds": kinds}, "lang": lang})


def _hint(call, lang):
    """The play page's hint: at the start, after a request with the count handed back, in a shared link; then
    a bad count."""
    first = call("hint", {**SETUP, "requests": [], "lang": lang})
    setup = first["state"]["setup"]
    group = first["state"]["legal"][0]
    after = call("ask", {**SETUP, "requests": [], "hints": setup["hints"], "target": group["target"],
                         "card": group["cards"][0], "lang": lang})
    call("hint", {**SETUP, "requests": after["state"]["setup"]["requests"], "hints": 1, "lang": lang})
    call("parse_share", {"query": "?" + first["state"]["share"], "lang": lang})
    call("hint", {**SETUP, "hints": -3, "lang": lang})
    # The play page replays a link's computer requests with ask and "why" (the computer's kind).
    table = {**SETUP, "viewer": "Zoé", "bots": ["Ben", "Cara", "Dan"], "you": True, "lang": lang}
    requests = after["state"]["setup"]["requests"]
    result = call("bot_move", {**table, "requests": requests, "bot": "smart"}).get("result") or {}
    for kind in ("smart", "random", "<b>"):
        call("ask", {**table, "requests": requests, "why": kind, "target": result.get("target"),
                     "card": result.get("card")})


def _learn(call, lang):
    """The guided game: a deal's game, a request of the reader's own, a link's requests, refusals."""
    told = call("learn_script", {"deal": 0, "lang": lang})
    first = told["frames"][1]["move"]
    own = ["Sam", "Cara" if first[1] == "Ben" else "Ben", first[2]]
    mine = call("learn_script", {"deal": 0, "requests": [own], "lang": lang})
    call("learn_script", {"deal": 1, "requests": [f["move"] for f in mine["frames"] if f["move"]][:3], "lang": lang})
    for bad in ({"deal": 7}, {"deal": 0, "requests": [["Sam", "Ben", "F1"]]}, {"deal": 0, "requests": [["x"]]}):
        call("learn_script", {**bad, "lang": lang})


def _pass(call, lang):
    """Pass and play: a deal, the current player's hand shown, a request, the link read back, refusals."""
    table = {"players": ["Zoé", "Ben", "Cara"], "seed": "42", "dealer": 2, "requests": []}
    state = call("pass_state", {**table, "show": None, "lang": lang})["state"]
    mine = call("pass_state", {**table, "show": state["current"], "lang": lang})["state"]
    group = mine["legal"][0]
    after = call("pass_ask", {**table, "show": state["current"], "target": group["target"], "card": group["cards"][0],
                              "lang": lang})
    call("pass_state", {"query": "?" + after["state"]["share"], "show": after["pass_to"], "lang": lang})
    call("pass_ask", {**table, "show": "Ben", "target": "Cara", "card": "A1", "lang": lang})  # not Ben's turn
    call("pass_state", {**table, "show": "Nobody", "lang": lang})
    call("pass_state", {"query": "?players=<b>,x&seed=1", "lang": lang})


# name -> the calls a page makes (chained). Every other public function fails the checks.
KNOWN = {
    "ping": lambda call, lang: call("ping", {"echo": "é<b>", "lang": lang}),
    "worked_example_steps": lambda call, lang: call("worked_example_steps", {"lang": lang}),
    "new_deal": _play, "state": _play, "ask": _play, "bot_move": _play, "make_share": _play,
    "parse_share": _play,
    "exercises": _teaching, "check_exercise": _teaching, "make_class_code": _teaching,
    "class_deal": _teaching, "match_state": _teaching,
    "compare": _compare,
    "tally_games": _tally,
    "hint": _hint,
    "learn_script": _learn,
    "pass_state": _pass, "pass_ask": _pass,
}


def run(dispatch, public):
    """Call every function in ``public`` through ``dispatch``; return every (name, request,
    answer) in order, and the public names that have no known requests."""
    calls = []

    def call(name, request):
        text = request if isinstance(request, str) else json.dumps(request)
        try:
            answer = dispatch(name, text)
        except Exception as exc:  # the dispatcher's own refusals; a facade never raises
            answer = json.dumps({"raised": type(exc).__name__})
        calls.append((name, text[:200], answer))
        return json.loads(answer)

    done = set()
    for lang in ("en", "fr"):
        for name in public:
            flow = KNOWN.get(name)
            if flow is not None and (flow, lang) not in done:
                done.add((flow, lang))
                try:
                    flow(call, lang)
                except (KeyError, IndexError, TypeError, ValueError) as exc:  # an answer not as expected
                    calls.append((flow.__name__, lang, f"the calls stopped here: {type(exc).__name__}: {exc}"))
    for name in public:
        for text in GENERIC:
            call(name, text)
    return {"calls": calls, "unknown": sorted(set(public) - set(KNOWN))}
