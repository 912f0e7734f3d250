"""A user's own card files (issue 18 item 6): TOML in the format of the packaged effects,
loaded over them by ``DuelConfig(card_files=...)`` and ``--cards``; adding a card needs no
Python, and a bad file is refused naming file, line and what is allowed."""
from __future__ import annotations

import re

import pytest

from ygo_royal_env import ConfigError, DuelConfig
from ygo_royal_env.cards import load_database
from ygo_royal_env.cards.constants import KIND_SPELL, SUBTYPE_NORMAL
from ygo_royal_env.cli import main
from ygo_royal_env.core import constants as K
from ygo_royal_env.replay import Replay

from conftest import A, B, C, act, designate, hand, pass_all, player, scenario, write_file

def _unplayable_normal_spell() -> tuple[int, str]:
    """A Normal Spell of the pool the engine does not play yet (the user's file gives it
    Ookazi's effect), looked up so the test outlives the card being added to the package."""
    db = load_database()
    for i in range(len(db.table)):
        row = db.table[i]
        if row["kind"] == KIND_SPELL and row["subtype"] == SUBTYPE_NORMAL and not row["implemented"]:
            return int(row["code"]), db.names[i]
    raise AssertionError("every Normal Spell is implemented: pick another unplayable card")


CODE, NAME = _unplayable_normal_spell()
USER_CARD = f"""# my cards: not yet in the packaged effects
[[card]]
id = {CODE}
name = "{NAME}"
[[card.effect]]
activation = "spell"
opponent = "OPP-CHAIN"
ops = [{{ op = "damage", amount = 800, who = "opponent" }}]
"""
GREEDIER = """[[card]]
id = 55144522
name = "Pot of Greed"
[[card.effect]]
activation = "spell"
ops = [{ op = "draw", count = 3 }]
"""


def test_a_card_file_makes_a_card_playable_and_it_plays_as_written(tmp_path):
    """A card from the user's file: the designated opponent (R11) takes 800, in a 3-player duel."""
    path = write_file(tmp_path, USER_CARD, "my_cards.toml")
    assert not load_database().table["implemented"][load_database().index(CODE)]
    assert DuelConfig(card_files=(str(path),)).database().table["implemented"][load_database().index(CODE)]
    duel = scenario([player(hand=[NAME]), player(), player()], banlist=None, auto_answer=False,
                    card_files=(str(path),))
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, B)
    pass_all(duel)
    assert list(duel.rec["lp"][:3]) == [8000, 7200, 8000]
    replay = Replay.from_json(Replay.of(duel).to_json())           # the replay names the file and reproduces
    assert replay.config.card_files == (str(path),) and replay.verify(replay.play()) == []


def test_a_card_file_replaces_a_packaged_definition(tmp_path):
    path = write_file(tmp_path, GREEDIER, "greedier.toml")
    duel = scenario([player(hand=["Pot of Greed"]), player(), player()], banlist=None, card_files=(str(path),))
    act(duel, K.A_ACTIVATE + 0)
    assert len(hand(duel, A)) == 3 and len(hand(duel, C)) == 0


@pytest.mark.parametrize("text, message", [
    (USER_CARD.replace('activation = "spell"', 'activation = "spell"\ncolour = "red"'),
     rf"my_cards.toml:2: card {CODE} \({re.escape(NAME)}\): effect 1: unknown key\(s\) \['colour'\]; allowed: \['activated_from', 'activation'"),
    (USER_CARD.replace("[[card]]", "[[card]"), r"my_cards.toml:2: not valid TOML"),
    (USER_CARD.replace(f"id = {CODE}", "id = 1"), rf"my_cards.toml:2: card 1 \({re.escape(NAME)}\): id is not a passcode"),
    (USER_CARD.replace('"damage"', '"damages"'), r"my_cards.toml:2: .*op 1: op must be one of \[.*'damage'.*\], got 'damages'"),
])
def test_a_bad_card_file_is_refused_naming_file_line_and_what_is_allowed(tmp_path, text, message):
    path = write_file(tmp_path, text, "my_cards.toml")
    with pytest.raises(ConfigError, match="card_files: .*" + message):
        DuelConfig(card_files=(str(path),))


def test_a_missing_card_file_is_named():
    with pytest.raises(ConfigError, match="card_files: no/such.toml: cannot read the card file"):
        DuelConfig(card_files=("no/such.toml",))


def test_cli_cards_show_reads_the_card_files(tmp_path, capsys):
    path = write_file(tmp_path, USER_CARD, "my_cards.toml")
    assert main(["cards", "show", NAME]) == 0 and "not playable" in capsys.readouterr().out
    assert main(["cards", "show", NAME, "--cards", str(path)]) == 0
    out = capsys.readouterr().out
    assert "playable in this engine" in out and "not playable" not in out
    assert main(["cards", "show", NAME, "--cards", str(tmp_path / "none.toml")]) == 2
    assert "cannot read the card file" in capsys.readouterr().err
