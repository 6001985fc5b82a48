"""The browser facade: JSON strings in, JSON strings out.

The page's Pyodide worker (``docs/javascripts/hf/worker.js``) calls the functions of this
module by name with one JSON string and sends the JSON string each returns back to the page.
Nothing here imports ``js`` or keeps a Python object alive between calls, so the same
functions run and are tested on CPython like the rest of ``hf_core``.

Only :func:`ping` lives here for now, so the runtime can be checked end to end; the
interactive-widgets work extends this module with the widgets' functions.
"""

from __future__ import annotations

import json
import sys
from typing import Any

__all__ = ["ping"]


def _loads_object(request: str) -> dict[str, Any]:
    """Parse ``request`` as a JSON object, with a clear error for anything else."""
    try:
        value = json.loads(request)
    except json.JSONDecodeError as exc:
        raise ValueError(f"request is not valid JSON: {exc.msg} at position {exc.pos}") from exc
    if not isinstance(value, dict):
        raise ValueError(f"request must be a JSON object, not {type(value).__name__}")
    return value


def ping(request: str) -> str:
    """Answer a ping: echo the request's ``"echo"`` value and name the Python running.

    >>> json.loads(ping('{"echo": "hello"}'))["echo"]
    'hello'
    >>> json.loads(ping("{}"))["ok"]
    True
    """
    data = _loads_object(request)
    answer: dict[str, Any] = {
        "ok": True,
        "echo": data.get("echo"),
        "python": ".".join(str(part) for part in sys.version_info[:3]),
        "platform": sys.platform,
    }
    return json.dumps(answer)
