"""A user's own card files (issue 18 item 6): TOML in the format of the packaged effects,
loaded over them by ``DuelConfig(card_files=...)`` and ``--cards``; adding a card needs no
Python, and a bad file is refused naming file, line and what is allowed."""
from __future__ import annotations

import pytest

from ygo_royal_env import ConfigError, DuelConfig
from ygo_royal_env.cards import load_database
from ygo_royal_env.cli import main
from ygo_royal_env.core import constants as K
from ygo_royal_env.replay import Replay

from conftest import A, B, C, act, designate, hand, pass_all, player, scenario, write_file

OOKAZI = """# my cards: not yet in the packaged effects
[[card]]
id = 19523799
name = "Ookazi"
[[card.effect]]
activation = "spell"
opponent = "OPP-CHAIN"
ops = [{ op = "damage", amount = 800, who = "opponent" }]
"""
GREEDIER = """[[card]]
id = 55144522
name = "Pot of Greed"
[[card.effect]]
activation = "spell"
ops = [{ op = "draw", count = 3 }]
"""


def test_a_card_file_makes_a_card_playable_and_it_plays_as_written(tmp_path):
    """Ookazi from the user's file: the designated opponent (R11) takes 800, in a 3-player duel."""
    path = write_file(tmp_path, OOKAZI, "ookazi.toml")
    code = 19523799
    assert not load_database().table["implemented"][load_database().index(code)]
    assert DuelConfig(card_files=(str(path),)).database().table["implemented"][load_database().index(code)]
    duel = scenario([player(hand=["Ookazi"]), player(), player()], banlist=None, auto_answer=False,
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
    (OOKAZI.replace('activation = "spell"', 'activation = "spell"\ncolour = "red"'),
     r"ookazi.toml:2: card 19523799 \(Ookazi\): effect 1: unknown key\(s\) \['colour'\]; allowed: \['activation'"),
    (OOKAZI.replace("[[card]]", "[[card]"), r"ookazi.toml:2: not valid TOML"),
    (OOKAZI.replace("19523799", "1"), r"ookazi.toml:2: card 1 \(Ookazi\): id is not a passcode"),
    (OOKAZI.replace('"damage"', '"damages"'), r"ookazi.toml:2: .*op 1: op must be one of \[.*'damage'.*\], got 'damages'"),
])
def test_a_bad_card_file_is_refused_naming_file_line_and_what_is_allowed(tmp_path, text, message):
    path = write_file(tmp_path, text, "ookazi.toml")
    with pytest.raises(ConfigError, match="card_files: .*" + message):
        DuelConfig(card_files=(str(path),))


def test_a_missing_card_file_is_named():
    with pytest.raises(ConfigError, match="card_files: no/such.toml: cannot read the card file"):
        DuelConfig(card_files=("no/such.toml",))


def test_cli_cards_show_reads_the_card_files(tmp_path, capsys):
    path = write_file(tmp_path, OOKAZI, "ookazi.toml")
    assert main(["cards", "show", "Ookazi"]) == 0 and "not playable" in capsys.readouterr().out
    assert main(["cards", "show", "Ookazi", "--cards", str(path)]) == 0
    out = capsys.readouterr().out
    assert "playable in this engine" in out and "not playable" not in out
    assert main(["cards", "show", "Ookazi", "--cards", str(tmp_path / "none.toml")]) == 2
    assert "cannot read the card file" in capsys.readouterr().err
