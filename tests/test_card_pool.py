"""The 2006 card pool in the card database, .ydk decks, and deck validation against the pool,
the Side Deck and the lists (issue 19, items 1, 4 and 5)."""
import csv
import subprocess
import sys
from pathlib import Path

import pytest

from ygo_royal_env import Duel, DuelConfig
from ygo_royal_env.cards import (Banlist, CardDataError, Deck, DeckError, UnknownCardError, load_database,
                                 load_deck, validate_deck)
from ygo_royal_env.cards import constants as C
from ygo_royal_env.cards.decks import FORMAT_CUTOFF, deck_from_cards, format_deck_text, format_ydk, parse_ydk

from conftest import write_file

DATA = Path(__file__).parents[1] / "ygo_royal_env/cards/data"
HEADER = "id,name,name_zh,kind,subtype,attribute,race,level,atk,def"
DARK_MAGICIAN, DARK_MAGICIAN_ALT_ART = 46986414, 36996508
POT_OF_GREED = 55144522


# --- the pool ---------------------------------------------------------------------------------

def test_the_database_is_the_whole_2006_pool_in_passcode_order(db):
    """Every card first released by 2006-04-30 and the 20 Tokens they create; rows sorted by
    passcode, so a card's index never changes (the pool is closed)."""
    codes = [int(c) for c in db.table["code"]]
    assert len(db) == 2404 and codes == sorted(codes)
    tokens = db.table["subtype"] == C.SUBTYPE_TOKEN
    assert int(tokens.sum()) == 20
    assert max(db.released) <= FORMAT_CUTOFF and all(db.released)
    for gone in (43096270, 69247929, 6631034):     # Alexandrite Dragon, Gene-Warped Warwolf, Frostosaurus: 2007+
        with pytest.raises(UnknownCardError):
            db.index(gone)


def test_every_normal_monster_is_playable(db):
    normal = (db.table["kind"] == C.KIND_MONSTER) & (db.table["subtype"] == C.SUBTYPE_NORMAL)
    assert int(normal.sum()) == 597 and db.table["implemented"][normal].all()


def test_an_alternate_artwork_passcode_is_the_card_itself(db):
    assert db.index(DARK_MAGICIAN_ALT_ART) == db.index(DARK_MAGICIAN)
    assert db.code(db.index(DARK_MAGICIAN_ALT_ART)) == DARK_MAGICIAN


def test_a_token_whose_creator_sets_its_stats_has_level_0_and_no_attribute(db):
    mirage = db.table[db.index_of_name("Mirage Token")]
    assert (mirage["level"], mirage["attribute"], mirage["race"]) == (0, 0, 0)
    assert mirage["atk"] == C.STAT_UNKNOWN


@pytest.mark.parametrize("row, message", [
    ("1,A,,monster,normal,,,0,?,?", ":2: monster needs attribute, race"),
    ("1,A,,monster,token,DARK,,0,?,?", ":2: a Level 0 token must leave attribute empty"),
])
def test_level_0_is_for_tokens_only(tmp_path, row, message):
    with pytest.raises(CardDataError, match=message):
        load_database(write_file(tmp_path, f"{HEADER}\n{row}\n", "cards.csv"))


@pytest.mark.parametrize("header, row, message", [
    (HEADER + ",released,aliases", "1,A,,monster,normal,DARK,Fiend,4,100,100,2006/01/01,",
     ":2: released must be a date YYYY-MM-DD or empty, got '2006/01/01'"),
    (HEADER + ",released,aliases", "1,A,,monster,normal,DARK,Fiend,4,100,100,,x",
     ":2: aliases must be an integer, got 'x'"),
    (HEADER + ",aliases,released", "1,A,,monster,normal,DARK,Fiend,4,100,100,,",
     r":1: header must be 'id,.*,def\[,released\]\[,aliases\]'"),
])
def test_bad_release_and_alias_columns_name_the_line(tmp_path, header, row, message):
    with pytest.raises(CardDataError, match=message):
        load_database(write_file(tmp_path, f"{header}\n{row}\n", "cards.csv"))


def test_a_card_file_without_the_optional_columns_loads(tmp_path):
    db = load_database(write_file(tmp_path, f"{HEADER}\n7,Seven,,monster,normal,DARK,Fiend,4,700,700\n", "cards.csv"))
    assert db.released == ("",) and db.index(7) == 0


# --- .ydk ---------------------------------------------------------------------------------------

def test_a_structure_deck_loads_from_ydk(db):
    deck = load_deck(DATA / "decks" / "sd1_dragons_roar.ydk", db)
    assert (len(deck.main), len(deck.extra), len(deck.side)) == (40, 0, 0) and deck.name == "sd1_dragons_roar"
    assert db.name(deck.main[0]) == "Red-Eyes B. Dragon"
    assert load_deck("sd1_dragons_roar", db) == deck                  # the packaged name


def test_ydk_sections_comments_and_client_metadata(db):
    text = ("\ufeff#created by a client\n#main\n46986414\n36996508\n$note from a client\n#extra\n"
            "63519819\n!side\n55144522\n#spare\n12345\n")
    deck = parse_ydk(text, db, "mine")
    assert [db.name(i) for i in deck.main] == ["Dark Magician", "Dark Magician"]   # the alt art is the card
    assert [db.name(i) for i in deck.extra] == ["Thousand-Eyes Restrict"]
    assert [db.name(i) for i in deck.side] == ["Pot of Greed"]                     # #spare's 12345 ignored


@pytest.mark.parametrize("text, message", [
    ("#main\n46986414\n12345\n", r"deck 'mine' line 3: unknown card passcode 12345"),
    ("46986414\n#main\n", r"deck 'mine' line 1: '46986414' before any section"),
    ("#main\nDark Magician\n", r"deck 'mine' line 2: expected a passcode \(digits\), got 'Dark Magician'"),
])
def test_bad_ydk_names_deck_and_line(db, text, message):
    with pytest.raises(DeckError, match=message):
        parse_ydk(text, db, "mine")


def test_ydk_and_text_format_round_trip(db, tmp_path):
    deck = load_deck("fusion_warriors", db)
    sided = Deck(deck.main, deck.extra, "sided", (db.index(POT_OF_GREED),))
    again = load_deck(write_file(tmp_path, format_ydk(sided, db), "sided.ydk"), db)
    assert again == sided
    text = load_deck(write_file(tmp_path, format_deck_text(deck, db), "fusion_warriors.txt"), db)
    assert sorted(text.main) == sorted(deck.main) and text.extra == deck.extra


def test_a_deck_from_a_python_list_of_passcodes_and_names(db):
    deck = deck_from_cards(["Dark Magician", DARK_MAGICIAN_ALT_ART, 63519819], db)
    assert [db.name(i) for i in deck.main] == ["Dark Magician"] * 2
    assert [db.name(i) for i in deck.extra] == ["Thousand-Eyes Restrict"]
    with pytest.raises(DeckError, match=r"card 1: 2.5 is neither a passcode \(int\) nor a card name"):
        deck_from_cards(["Dark Magician", 2.5], db)
    with pytest.raises(DeckError, match="card 0: unknown card name 'Nope'"):
        load_deck(["Nope"], db)


def test_a_duel_config_takes_a_list_deck(db):
    names = [db.name(i) for i in load_deck("vanilla_giants", db).main]
    duel = Duel(DuelConfig(num_players=2, decks=[names, "vanilla_normals"]), seed=3)
    assert duel.legal_actions()


# --- validation -----------------------------------------------------------------------------------

@pytest.mark.parametrize("name, problems", [
    ("sd1_dragons_roar", ["Pot of Greed (55144522): 1 copies, but it is forbidden"]),
    ("sd3_blaze_of_destruction", ["Pot of Greed (55144522): 1 copies, but it is forbidden",
                                  "Level Limit - Area B (3136426): 2 copies, but it is limited"]),
    ("sd4_fury_from_the_deep", ["Tribe-Infecting Virus (33184167): 1 copies, but it is forbidden",
                                "Pot of Greed (55144522): 1 copies, but it is forbidden"]),
])
def test_structure_decks_sold_before_the_list_break_it_and_play_without_it(db, banlist, name, problems):
    deck = load_deck(name, db)
    with pytest.raises(DeckError) as info:
        validate_deck(deck, db, banlist, require_implemented=False)
    assert [p.split(" on ")[0] for p in info.value.problems] == problems
    validate_deck(deck, db, Banlist({}, "no banlist"), require_implemented=False)


def test_copies_count_across_main_extra_and_side(db, banlist):
    deck = load_deck("vanilla_normals", db)
    blue_eyes = db.index_of_name("Blue-Eyes White Dragon")                  # 1 in the Main Deck
    validate_deck(Deck(deck.main, (), "", (blue_eyes,) * 2), db, banlist)
    with pytest.raises(DeckError, match=r"Blue-Eyes White Dragon \(89631139\): 4 copies, max 3"):
        validate_deck(Deck(deck.main, (), "", (blue_eyes,) * 3), db, banlist)


def test_the_side_deck_holds_at_most_15(db, banlist):
    deck = load_deck("vanilla_normals", db)
    side = tuple(load_deck("vanilla_giants", db).main[:16])
    with pytest.raises(DeckError, match="side deck has 16 cards; at most 15 allowed"):
        validate_deck(Deck(deck.main, (), "", side), db, banlist, max_copies=60)


def test_cards_released_after_the_pools_cut_are_refused(tmp_path):
    rows = "\n".join(f"{i},Card {i},,monster,normal,DARK,Fiend,4,100,100,2006-04-30," for i in range(1, 14))
    rows += "\n99,Late,,monster,normal,DARK,Fiend,4,100,100,2006-05-18,"
    db = load_database(write_file(tmp_path, f"{HEADER},released,aliases\n{rows}\n", "cards.csv"))
    deck = Deck(tuple(db.index(c) for c in range(1, 14) for _ in range(3)) + (db.index(99),), ())
    with pytest.raises(DeckError, match=r"Late \(99\) was first released on 2006-05-18, after the card pool's cut "
                                         r"\(2006-04-30\)") as info:
        validate_deck(deck, db, Banlist({}), ban_special_wins=False)
    assert len(info.value.problems) == 1
    validate_deck(deck, db, Banlist({}), ban_special_wins=False, released_by=None)


def test_every_packaged_deck_holds_only_pool_cards(db):
    """The packaged decks name pool cards only (the three 2007 Normal Monsters were replaced)."""
    pool = {int(r["id"]) for r in csv.DictReader((DATA / "cards.csv").open(encoding="utf-8"))}
    for path in sorted((DATA / "decks").glob("*.txt")) + sorted((DATA / "preset_decks").glob("*.txt")):
        codes = {int(line.split()[1]) for line in path.read_text(encoding="utf-8").splitlines()
                 if line.strip() and not line.startswith("#")}
        assert codes <= pool, path.name


# --- replays and saves: the card data they use -----------------------------------------------------

def edited_database(tmp_path, name: str, old: str, new: str):
    """The packaged cards with one card's row edited (``old`` -> ``new`` in its line)."""
    lines = (DATA / "cards.csv").read_text(encoding="utf-8").splitlines(keepends=True)
    (k,) = [k for k, line in enumerate(lines) if f",{name}," in line]
    lines[k] = lines[k].replace(old, new)
    return load_database(write_file(tmp_path, "".join(lines), f"{name}.csv"))


def test_replays_and_saves_outlive_changes_to_cards_they_do_not_use(tmp_path):
    """A replay and a save of a vanilla_normals duel check the data of the cards in the duel:
    a change to Mechanicalchaser (in no deck of the duel) leaves both valid; a change to Luster
    Dragon (in the decks) refuses both, saying so."""
    from ygo_royal_env.replay import Replay, ReplayError
    from ygo_royal_env.duel import StateFormatError
    duel = Duel(DuelConfig(num_players=3, decks="vanilla_normals"), seed=5)
    for _ in range(20):
        duel.apply(duel.legal_actions()[0])
    text, saved = Replay.of(duel).to_json(), duel.to_bytes()
    other = edited_database(tmp_path, "Mechanicalchaser", ",1850,800,", ",1851,800,")
    assert Replay.from_json(text, other).verify(Replay.from_json(text, other).play()) == []
    assert Duel.from_bytes(saved, other).legal_actions() == duel.legal_actions()
    used = edited_database(tmp_path, "Luster Dragon", ",1900,1600,", ",1901,1600,")
    with pytest.raises(ReplayError, match="different data for its cards"):
        Replay.from_json(text, used)
    with pytest.raises(StateFormatError, match="different data for its cards"):
        Duel.from_bytes(saved, used)


POOL_CSV = Path(__file__).parents[2] / "shared" / "reference" / "pool_2006" / "cards_2006.csv"


@pytest.mark.skipif(not POOL_CSV.is_file(), reason="the reference pool sits outside the repository")
def test_the_packaged_cards_are_the_pool_as_tools_import_pool_writes_it(tmp_path):
    out = tmp_path / "cards.csv"
    subprocess.run([sys.executable, str(DATA.parents[2] / "tools" / "import_pool.py"), str(POOL_CSV), "--out", str(out)],
                   check=True, capture_output=True)
    assert out.read_bytes() == (DATA / "cards.csv").read_bytes()


def test_the_packaged_database_is_parsed_once_and_stored_beside_the_compiled_code(tmp_path, monkeypatch):
    """A warm start loads the parsed database (a quarter of a second saved); a stored file that
    cannot be read is parsed again and replaced."""
    from ygo_royal_env import _jit_cache
    from ygo_royal_env.cards import database
    monkeypatch.setattr(_jit_cache, "CACHE_DIR", str(tmp_path))
    parsed = database._stored_packaged_database()
    (stored,) = tmp_path.glob("card-database-*.pickle")
    loaded = database._stored_packaged_database()
    assert loaded is not parsed and (loaded.table == parsed.table).all() and loaded.names == parsed.names
    assert loaded.index_of == parsed.index_of and not loaded.table.flags.writeable   # the engine's array type
    stored.write_bytes(b"not a pickle")
    again = database._stored_packaged_database()
    assert (again.table == parsed.table).all() and stored.stat().st_size > 1000
