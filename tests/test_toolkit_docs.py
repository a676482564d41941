"""The toolkit's documented examples (issue 20) run as written: every ``<!-- example -->`` command of README.md
and docs/SIMULATION.md exits 0 and prints the documented output.

Lines holding digits (win rates, counts, run times) move whenever an engine or card fix changes the games, so by
default only the other lines are compared (table layout, names, labels, warnings); ``PYBS_DOC_EXACT=1`` compares
every line but run times. ``python scripts/doc_examples.py --write`` pastes fresh output after such a change.
"""

from __future__ import annotations

import importlib.util
import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("doc_examples", ROOT / "scripts" / "doc_examples.py")
doc_examples = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(doc_examples)

EXACT = os.environ.get("PYBS_DOC_EXACT", "") not in ("", "0")
CASES = [(name, match["cmd"], match["out"]) for name in doc_examples.DOCS
         for match in doc_examples.examples((ROOT / name).read_text(encoding="utf-8"))]


def test_the_documents_hold_the_toolkit_examples():
    commands = " ".join(cmd for _, cmd, _ in CASES)
    for needed in ("pybs meta", "--card ", "--set start_life=3..", "--card-stats", "pybs cards show",
                   "--gauntlet"):
        assert needed in commands, needed
    assert {name for name, _, _ in CASES} == set(doc_examples.DOCS)


def _compared(lines: list[str]) -> list[str]:
    # without digits; a column's width follows its widest value (a run time), so runs of rules and spaces count once
    return lines if EXACT else [re.sub(r"([━─═ ])\1+", r"\1", line) for line in lines if not re.search(r"\d", line)]


@pytest.mark.parametrize(("doc", "command", "documented"), CASES, ids=[f"{d}:{c[:60]}" for d, c, _ in CASES])
def test_example_runs_as_written(doc, command, documented):
    code, output = doc_examples.run(command)
    assert code == 0, output
    assert documented.strip(), f"{doc}: no output pasted for {command}"
    assert _compared(doc_examples.stable(output)) == _compared(doc_examples.stable(documented))
