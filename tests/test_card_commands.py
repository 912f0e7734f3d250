"""``ygo-royal deck`` and ``ygo-royal cards``, simulate's --decks and --banlist, and the generated
docs/cards.md (issue 19, items 6 and 8) and docs/primitives.md (issue 18, item 9)."""
import contextlib
import json
from pathlib import Path

import pytest

from ygo_royal_env.cards import load_database, load_deck
from ygo_royal_env.cards.constants import (CONDITION_NAMES, OPERATION_NAMES, PLAYER_MODIFIER_NAMES, STATIC_NAMES,
                                           TRIGGER_NAMES)
from ygo_royal_env.cards.effects import CARD_KEYS, EFFECT_KEYS, PROCEDURE_KEYS
from ygo_royal_env.cards.reference import primitives_markdown
from ygo_royal_env.cli import main

ROOT = Path(__file__).parents[1]
SD4 = ROOT / "ygo_royal_env" / "cards" / "data" / "decks" / "sd4_fury_from_the_deep.ydk"


@pytest.fixture
def unplayable(tmp_path) -> str:
    """Structure Deck 4 (Pot of Greed in it: forbidden) with Maiden of the Aqua, which the engine does not play,
    in place of Xing Zhen Hu: a deck that breaks the list and is not playable."""
    path = tmp_path / "unplayable.ydk"
    path.write_text(SD4.read_text(encoding="utf-8").replace("\n76515293\n", "\n17214465\n"), encoding="utf-8")
    return str(path)


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_deck_check_exits_0_only_when_every_deck_is_legal_and_playable(capsys, unplayable):
    code, out, _ = run(capsys, "deck", "check", "vanilla_normals", "vanilla_giants")
    assert code == 0 and out.count("legal and playable (40 main, 0 extra, 0 side)") == 2
    code, out, _ = run(capsys, "deck", "check", "vanilla_normals", unplayable)
    assert code == 1
    assert "vanilla_normals: legal and playable" in out
    assert "Pot of Greed (55144522): 1 copies, but it is forbidden on banlist_2006_03" in out
    assert "cannot be used until its effect is implemented" in out


def test_deck_check_with_the_list_off_names_only_what_is_left(capsys, unplayable):
    code, out, _ = run(capsys, "deck", "check", unplayable, "--banlist", "none")
    assert code == 1 and "Pot of Greed" not in out and "cannot be used until" in out
    assert run(capsys, "deck", "check", "effects_unrestricted", "--banlist", "none")[0] == 0


def test_deck_check_a_missing_file(capsys, tmp_path):
    code, out, _ = run(capsys, "deck", "check", str(tmp_path / "nope.ydk"))
    assert code == 1 and "no deck file" in out


def test_deck_convert_writes_ydk_and_text(capsys, tmp_path):
    db = load_database()
    ydk, txt = tmp_path / "giants.ydk", tmp_path / "giants.txt"
    assert run(capsys, "deck", "convert", "vanilla_giants", str(ydk))[0] == 0
    assert run(capsys, "deck", "convert", str(ydk), str(txt))[0] == 0
    assert ydk.read_text().startswith("#created by ygo-royal-env\n#main\n")
    giants = load_deck("vanilla_giants", db)
    assert load_deck(ydk, db).main == giants.main and sorted(load_deck(txt, db).main) == sorted(giants.main)
    code, _, err = run(capsys, "deck", "convert", "vanilla_giants", str(tmp_path / "giants.json"))
    assert code == 2 and "name it .ydk (ygopro) or .txt" in err


def test_cards_show_by_name_and_by_an_alternate_passcode(capsys):
    code, out, _ = run(capsys, "cards", "show", "36996508")
    assert code == 0
    assert out.splitlines()[0] == ("Dark Magician: DARK Spellcaster, Level 7 Normal Monster, ATK 2500 / DEF 2100 "
                                   "(passcode 46986414)")
    assert "First released 1999-02-04; unlimited; playable in this engine; also printed as 36996508" in out
    code, out, _ = run(capsys, "cards", "show", "Pot of Greed")
    assert code == 0 and "forbidden on the March 2006 list" in out
    code, out, _ = run(capsys, "cards", "show", "Magician")
    assert code == 1 and "cards match 'Magician'" in out


def test_cards_search_words_and_stat_terms(capsys):
    code, out, _ = run(capsys, "cards", "search", "dragon", "level=4", "atk>=1900", "normal")
    assert code == 0 and out.splitlines() == [
        " 11091375  Luster Dragon: WIND Dragon, Level 4 Normal Monster, ATK 1900 / DEF 1600", "1 card"]
    code, out, _ = run(capsys, "cards", "search", "equip")
    assert code == 0 and out.splitlines()[-1] == "92 cards, the first 50 shown"
    assert run(capsys, "cards", "search", "no such card anywhere")[0] == 1


def test_cards_coverage_json(capsys, unplayable):
    code, out, _ = run(capsys, "cards", "coverage", "--json", "vanilla_normals", unplayable, "sd4_fury_from_the_deep")
    report = json.loads(out)
    assert code == 0 and report["pool_cards"] == 2384
    assert report["playable_cards"] == 597 + report["playable_effect_cards"]
    assert report["decks"]["vanilla_normals"] == {"playable": True, "missing": []}
    assert report["decks"][unplayable] == {"playable": False, "missing": ["Maiden of the Aqua"]}
    assert report["decks"]["sd4_fury_from_the_deep"] == {"playable": True, "missing": []}
    assert sum(k["pool"] for k in report["by_kind"].values()) == 2384


def test_docs_cards_md_is_the_generated_page(capsys):
    code, out, _ = run(capsys, "cards", "coverage", "--markdown")
    assert code == 0
    assert (ROOT / "docs" / "cards.md").read_text(encoding="utf-8") == out, \
        "regenerate: ygo-royal cards coverage --markdown > docs/cards.md"


def test_docs_primitives_md_is_the_generated_page(capsys):
    code, out, _ = run(capsys, "cards", "primitives")
    assert code == 0
    assert (ROOT / "docs" / "primitives.md").read_text(encoding="utf-8") == out, \
        "regenerate: ygo-royal cards primitives > docs/primitives.md"


def test_the_primitives_page_lists_every_usable_name_and_no_reserved_code():
    """Each declared name has its row (a meaning is required: primitives_markdown raises without one);
    codes kept free are not offered; every key of the effect format is explained in effects.md."""
    page = primitives_markdown()
    for names in (OPERATION_NAMES[1:], TRIGGER_NAMES, CONDITION_NAMES, STATIC_NAMES, PLAYER_MODIFIER_NAMES):
        for name in names:
            assert (f"| `{name}` |" in page) != name.startswith("(reserved"), name
    assert "reserved" not in page
    guide = (ROOT / "docs" / "effects.md").read_text(encoding="utf-8")
    missing = [key for key in sorted(EFFECT_KEYS | CARD_KEYS | PROCEDURE_KEYS)
               if f"`{key}`" not in guide and f"card.{key}]" not in guide]      # a table: [card.procedure]
    assert not missing, f"docs/effects.md does not explain {missing}"


def test_simulate_takes_decks_and_the_list_switch(capsys):
    code, out, _ = run(capsys, "simulate", "--players", "2", "--games", "1", "--decks", "vanilla_giants,vanilla_walls",
                       "--banlist", "none", "--json", "--no-progress")
    assert code == 0 and json.loads(out)["games"] == 1


@pytest.mark.parametrize("argv, message", [
    (["--decks", "UNPLAYABLE"], "Pot of Greed (55144522): 1 copies, but it is forbidden"),
    (["--decks", "UNPLAYABLE", "--banlist", "none"], "cannot be used until its effect is implemented"),
    (["--decks", "no_such_deck"], "no deck file 'no_such_deck'"),
    (["--banlist", "2005"], "unknown banlist '2005'; choose from 2006_03, none"),
])
def test_simulate_refuses_bad_decks_naming_the_problem(capsys, unplayable, argv, message):
    argv = [unplayable if a == "UNPLAYABLE" else a for a in argv]
    with pytest.raises(SystemExit) if "2005" in argv else contextlib.nullcontext():
        code, _, err = run(capsys, "simulate", "--players", "2", "--games", "1", "--no-progress", *argv)
        assert code == 2 and message in err
    if "2005" in argv:
        assert message in capsys.readouterr().err

