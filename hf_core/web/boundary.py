"""The JSON boundary: JSON text in, JSON text out, every outcome an answer and never an exception.

Every public function of :mod:`hf_core.web` is a function of ``(data, lang)`` wrapped by :func:`facade`:

- ``{"ok": true, ...}`` with the answer;
- ``{"ok": false, "refusal": {rule, title, message, url}}`` when a request breaks a rule;
- ``{"ok": false, "error": {code, message, field}}`` for anything else (malformed JSON, unknown names, huge
  seeds, too many requests, a hostile link...), in the request's ``lang`` ("en" or "fr").
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

from hf_core.errors import HappyFamiliesError
from hf_core.log import too_deep
from hf_core.narrate import card_names
from hf_core.words import say

LANGS: Final = ("en", "fr")
MAX_INPUT_CHARS: Final = 200_000
MAX_NESTING: Final = 32  # a request nests 5 levels; deeper JSON kills Pyodide's runtime in json.loads


def lang_of(value: object) -> str:
    return value if isinstance(value, str) and value in LANGS else "en"


def text(lang: str, key: str, /, **values: object) -> str:
    """The browser layer's message ``key`` (catalogue id ``web.<key>``) in ``lang``."""
    return say(f"web.{key}", lang, **values)


def join(items: Sequence[str], lang: str) -> str:
    """ "A, B and C" in ``lang``."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {say('words.and', lang)} " + items[-1]


def families(n: int, lang: str) -> str:
    return text(lang, "families-1") if n == 1 else text(lang, "families-n", n=n)


def show(value: object, limit: int = 40) -> str:
    """A short, safe quotation of untrusted input for a message (the page shows it as text)."""
    quoted = repr(value)
    return quoted if len(quoted) <= limit else quoted[: limit - 1] + "…"


class WebError(Exception):
    """An input problem, reported as ``{"ok": false, "error": ...}`` in the request's language."""

    def __init__(self, code: str, field: str | None = None, **values: object) -> None:
        super().__init__(code)
        self.code = code
        self.field = field
        self.values = values

    def message(self, lang: str) -> str:
        values = {k: v.message(lang) if isinstance(v, HappyFamiliesError) else v for k, v in self.values.items()}
        return text(lang, self.code, **values)


def dumps(answer: Mapping[str, Any]) -> str:
    """Strict JSON (no NaN nor Infinity, which the browser's JSON.parse refuses)."""
    return json.dumps(answer, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def _no_constant(name: str) -> Any:
    raise WebError("bad-number", detail=name)


def _finite(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise WebError("bad-number", detail=text[:20])
    return value


def error_reply(code: str, message: str, field: str | None = None) -> dict[str, Any]:
    return {"ok": False, "error": {"code": code, "message": message, "field": field}}


def loads_object(request: str) -> dict[str, Any]:
    """Parse ``request`` as a JSON object (raises :class:`WebError`)."""
    if not isinstance(request, str):
        raise WebError("bad-object")
    if len(request) > MAX_INPUT_CHARS:
        raise WebError("too-long", size=len(request), limit=MAX_INPUT_CHARS)
    if too_deep(request, MAX_NESTING):
        raise WebError("bad-json", detail="nesting")
    try:
        value = json.loads(request, parse_constant=_no_constant, parse_float=_finite)
    except json.JSONDecodeError as exc:
        raise WebError("bad-json", detail=f"{exc.msg}, {exc.pos}") from None
    except RecursionError:
        raise WebError("bad-json", detail="nesting") from None
    except ValueError:  # an integer literal over Python's limit of digits
        raise WebError("bad-number", detail=">4300 digits") from None
    if not isinstance(value, dict):
        raise WebError("bad-object")
    return value


def request_lang(request: object) -> str:
    """The ``lang`` of a request, read leniently so that even a bad request is answered in it."""
    if isinstance(request, str) and len(request) <= MAX_INPUT_CHARS and not too_deep(request, MAX_NESTING):
        try:
            value = json.loads(request)
        except (ValueError, RecursionError):
            return "en"
        if isinstance(value, dict):
            return lang_of(value.get("lang"))
    return "en"


def facade(func: Callable[[dict[str, Any], str], dict[str, Any]]) -> Callable[[str], str]:
    """Wrap a function of (data, lang) so that every outcome is a JSON answer, never an exception."""

    def wrapper(request: str) -> str:
        lang = "en"
        try:
            try:
                data = loads_object(request)
            except WebError:
                lang = request_lang(request)
                raise
            lang = lang_of(data.get("lang"))
            with card_names(data.get("cards")):  # the reader's pack: "pictures" names cards as it does
                answer = func(data, lang)
        except WebError as exc:
            answer = error_reply(exc.code, exc.message(lang), exc.field)
        except HappyFamiliesError as exc:
            answer = error_reply(type(exc).__name__, exc.message(lang))
        except Exception as exc:  # the boundary: report, never raise into the page
            answer = error_reply("internal", f"{type(exc).__name__}: {exc}")
        return dumps(answer)

    wrapper.__name__ = func.__name__.lstrip("_")
    wrapper.__qualname__ = wrapper.__name__
    wrapper.__doc__ = func.__doc__
    return wrapper
