"""A deck holding cards with no script (user card sets) warns that they play as vanilla cards (issue 18): the
Python API (Game, simulate), ``pybs decks validate`` and ``pybs simulate``; a fully scripted deck is silent."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest
from test_cardsets import SCRIPT_HEAD, _card, _write_set

from pybs import Game
from pybs.cardinfo import unscripted_cards
from pybs.cardsets import database_with, load_card_sets
from pybs.cli import main
from pybs.decks import Deck
from pybs.errors import UnscriptedCardWarning
from pybs.simulate import simulate

SCRIPTED_ONLY = "ST01"


def _set_with_one_unscripted(tmp_path: Path) -> Path:
    """MY-001 has a script (vanilla by design), MY-002 none."""
    return _write_set(tmp_path / "s", [_card("MY-001"), _card("MY-002")], SCRIPT_HEAD + 'vanilla("MY-001")\n')


def _deck(name: str = "mine") -> Deck:
    return Deck(name, (("MY-001", 3), ("MY-002", 3), *((f"ST01-0{i:02d}", 3) for i in range(1, 13))))


def test_unscripted_cards_names_only_the_cards_without_a_script(tmp_path):
    db = database_with(load_card_sets([_set_with_one_unscripted(tmp_path)]))
    assert unscripted_cards(db, _deck()) == ["MY-002"]
    assert unscripted_cards(db, Deck("st", (("ST01-001", 3), ("ST01-004", 3)))) == []


def test_game_warns_for_a_deck_with_unscripted_cards_and_not_for_a_scripted_one(tmp_path):
    folder = _set_with_one_unscripted(tmp_path)
    with pytest.warns(UnscriptedCardWarning, match=r"deck 'mine' holds 1 card\(s\) with no script.*MY-002"):
        Game((_deck(), SCRIPTED_ONLY), card_sets=[folder])
    with warnings.catch_warnings():
        warnings.simplefilter("error", UnscriptedCardWarning)
        Game((SCRIPTED_ONLY, "ST02"))
        Game((_deck(), SCRIPTED_ONLY), card_sets=[folder], effects=False)  # vanilla play asked for: no warning


def test_simulate_warns_once_whatever_the_backend(tmp_path):
    folder = _set_with_one_unscripted(tmp_path)
    for backend in ("inline", "process"):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            simulate(_deck(), SCRIPTED_ONLY, games=4, seed=1, card_sets=[folder], backend=backend, workers=2)
        ours = [w for w in caught if issubclass(w.category, UnscriptedCardWarning)]
        assert len(ours) == 1 and "MY-002" in str(ours[0].message)


def test_cli_decks_validate_and_simulate_print_the_warning(tmp_path, capsys):
    folder = _set_with_one_unscripted(tmp_path)
    path = tmp_path / "deck.txt"
    path.write_text("\n".join(f"{n} {card}" for card, n in _deck().entries) + "\n")
    assert main(["decks", "validate", str(path), "--cards", str(folder)]) == 0
    out, err = capsys.readouterr()
    assert "valid (42 cards)" in out and "pybs: warning: deck" in err and "MY-002" in err
    assert main(["simulate", "--deck-a", str(path), "--deck-b", "ST01", "--games", "4", "--cards", str(folder),
                 "--backend", "inline", "--quiet"]) == 0
    err = capsys.readouterr().err
    assert err.count("pybs: warning: deck") == 1 and "MY-002" in err
    assert main(["decks", "validate", str(Path(__file__).parents[1] / "pybs/data/decks/st01.txt")]) == 0
    assert "warning" not in capsys.readouterr().err
