"""Run the documented command-line examples and check or refresh their pasted output.

An example in README.md or docs/*.md is an HTML comment ``<!-- example -->`` followed by a ```sh block holding
one ``pybs ...`` command and a ```text block with its output (stdout, then stderr)::

    python scripts/doc_examples.py            # run every example; list those whose output changed
    python scripts/doc_examples.py --write    # paste the new output into the documents

Examples run in a temporary folder (``--plot plots/`` writes there). tests/test_toolkit_docs.py runs them too.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import re
import shlex
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ("README.md", "docs/SIMULATION.md")
EXAMPLE = re.compile(r"<!-- example -->\n```sh\n(?P<cmd>pybs [^\n]+)\n```\n```text\n(?P<out>.*?)```", re.S)
# lines that hold run times: never compared
VOLATILE = re.compile(r"games/s|elapsed| s \(")


def examples(text: str) -> list[re.Match]:
    """Every example of a document, in order."""
    return list(EXAMPLE.finditer(text))


def run(command: str) -> tuple[int, str]:
    """Run ``pybs ...`` in this process in a fresh folder; returns the exit code and stdout + stderr."""
    sys.path.insert(0, str(ROOT))
    from pybs.cli import main

    out, err = io.StringIO(), io.StringIO()
    here = os.getcwd()
    with tempfile.TemporaryDirectory() as folder:
        os.chdir(folder)
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                code = main(shlex.split(command)[1:])
        finally:
            os.chdir(here)
    return code, out.getvalue() + err.getvalue()


def stable(text: str) -> list[str]:
    """The lines compared: without run times and trailing spaces."""
    return [line.rstrip() for line in text.splitlines() if not VOLATILE.search(line)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="paste the new output into the documents")
    args = parser.parse_args()
    changed = 0
    for name in DOCS:
        path = ROOT / name
        text = path.read_text(encoding="utf-8")
        pieces, last = [], 0
        for match in examples(text):
            code, output = run(match["cmd"])
            if code != 0:
                sys.exit(f"{name}: {match['cmd']!r} exited with {code}:\n{output}")
            if stable(output) != stable(match["out"]):
                changed += 1
                print(f"{name}: output changed: {match['cmd']}")
            pieces += [text[last:match.start("out")], "\n".join(line.rstrip() for line in output.splitlines()) + "\n"]
            last = match.end("out")
        if args.write:
            path.write_text("".join(pieces) + text[last:], encoding="utf-8")
    print(f"{changed} example(s) changed" + (" and rewritten" if args.write and changed else ""))


if __name__ == "__main__":
    main()
