"""How long hostile text takes to be refused: the log's nesting check and ``python -m hf_core replay``.

``python benchmarks/hostile_log.py`` prints, for each text, its size, the least of five runs of
:func:`hf_core.log.too_deep` (in this process) and the wall time of one ``python -m hf_core replay FILE`` (a new
process: its start-up included, about 0.1 s), with the command's first line of output. The texts are the ones
a quadratic check was slow on (quotes, then escaped quotes: a string tried again from every later quote), the
web boundary's largest request (200,000 characters) and a file at the log size limit (4 MB).
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

from hf_core.log import MOST_BYTES, too_deep

TEXTS = {
    "{} (the command's own start-up)": "{}",
    '30,000 " then 15,000 \\" (60 kB)': '"' * 30_000 + '\\"' * 15_000,
    '" then 30,000 \\" (60 kB)': '"' + '\\"' * 30_000,
    '" then 100,000 \\" (200 kB, the web limit)': '"' + '\\"' * 100_000,
    "[ then \"\\ up to 4 MB (the log limit)": "[" + '"\\' * ((MOST_BYTES - 1) // 2),
    "[] up to 4 MB": "[]" * (MOST_BYTES // 2),
}


def least(text: str, runs: int = 5) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        too_deep(text)
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> int:
    print(f"{'text':<44} {'bytes':>10} {'too_deep':>10} {'replay':>9}  answer")
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in TEXTS.items():
            path = Path(tmp) / "hostile.json"
            path.write_text(text, encoding="utf-8")
            start = time.perf_counter()
            done = subprocess.run([sys.executable, "-m", "hf_core", "replay", str(path)], capture_output=True,
                                  text=True, check=False)
            wall = time.perf_counter() - start
            answer = (done.stdout.splitlines() or [""])[0].replace(str(path), "FILE")
            print(f"{name:<44} {len(text.encode()):>10,} {least(text) * 1000:>8.1f} ms {wall:>7.2f} s  {answer[:60]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
