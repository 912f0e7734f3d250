"""Card database, banlist and deck loading/validation."""

from pathlib import Path

import numpy as np
import pytest

from ygo_royal_env.cards import (
    Banlist,
    CARD_DTYPE, CardDataError, Deck, DeckError, UnknownCardError, deck_from_codes, list_packaged_decks,
    load_banlist, load_database, load_deck, parse_deck_text, validate_deck,
)
from ygo_royal_env.cards import constants as C

from conftest import write_file

HEADER = "id,name,name_zh,kind,subtype,attribute,race,level,atk,def\n"
BLUE_EYES = 89631139
POT_OF_AVARICE = 67169062  # limited
POT_OF_GREED = 55144522  # forbidden
THOUSAND_EYES_RESTRICT = 63519819  # fusion, limited
SAMPLE_DECKS: list[str] = []   # sample decks that still need cards the engine does not play: none now
PLAYABLE_SAMPLE_DECKS = ["vanilla_beatdown", "chaos_control", "gadget_warrior_beatdown", "chain_burn", "lockdown_burn",
                         "monarch_control"]   # the sample decks that play
VANILLA_DECKS = ["vanilla_giants", "vanilla_normals", "vanilla_swarm", "vanilla_walls"]   # playable now
EFFECT_DECKS = ["vanilla_traps", "effect_monsters", "attack_locks", "negation_control", "designation_control",
                "fusion_warriors", "appendix_cards", "hand_control", "recruiter_beatdown",
                "flip_control", "equip_beatdown", "lp_burn", "stall_traps", "count_burn", "counted_conditions",
                "spirit_tempo", "tribute_tempo", "starter_cards", "fiend_cards", "water_cards",
                "blaze_cards", "warrior_cards", "spellcaster_cards", "data_monsters", "data_monsters_2", "data_monsters_3",
                "data_spells_traps", "data_spells_traps_2", "chance_cards",
                "reference_traps", "grave_cards"]   # Normal Monsters and effects.toml cards
UNRESTRICTED_DECKS = ["effects_unrestricted"]   # every effect card, forbidden ones too: banlist=None
SPECIAL_WIN_DECKS = ["exodia_normals"]          # legal with special_win_policy="v3_team_rule" (R37)
UNRESTRICTED_SPECIAL_WIN_DECKS = ["special_win_traps"]   # ... and banlist=None (Last Turn, forbidden)
FUSION_DECKS = ["fusion_materials", "ritual_summons"]   # Polymerization and material-only Fusion Monsters
                                                        # (test_fusion.py); Ritual Spells and Monsters (test_ritual.py)
REAL_DECKS = ["sd1_dragons_roar", "sd2_zombie_madness", "sd3_blaze_of_destruction", "sd4_fury_from_the_deep",
              "sd5_warriors_triumph", "sd6_spellcasters_judgment", "sd7_invincible_fortress", "sd8_lord_of_the_storm",
              "starter_dragon", "starter_fiend", "starter_good_stuff", "starter_spellcaster", "starter_warrior",
              "starter_zombie"]                 # .ydk: the 2005-06 Structure Decks and beginner decks
PLAYABLE_REAL_DECKS = {"starter_good_stuff": "2006_03", "starter_fiend": "2006_03",   # fuzzed; the banlist they
                       "sd2_zombie_madness": None, "sd3_blaze_of_destruction": None,   # are legal under (Pot of Greed)
                       "sd7_invincible_fortress": "2006_03", "sd8_lord_of_the_storm": "2006_03",
                       "sd1_dragons_roar": None, "sd6_spellcasters_judgment": "2006_03",
                       "sd5_warriors_triumph": "2006_03", "starter_spellcaster": "2006_03",
                       "sd4_fury_from_the_deep": None}


def vanilla_codes(db, n: int) -> list[int]:
    """n passcodes of unrestricted Normal Monsters, 3 copies each, so hand-built decks break only what a test adds."""
    restricted = load_banlist(db=db)
    normals = [int(r["code"]) for r in db.table if r["implemented"] and not r["extra_deck"] and int(r["code"]) not in restricted]
    return [normals[i // 3] for i in range(n)]


# --- database -----------------------------------------------------------------

def test_packaged_database(db):
    assert len(db) == 2404         # the 2006 pool: 2,384 cards and the 20 Tokens they create (B10)
    assert db.table.dtype == CARD_DTYPE
    assert list(db.table["code"]) == sorted(db.table["code"])
    row = db.table[db.index(BLUE_EYES)]
    assert db.name(db.index(BLUE_EYES)) == "Blue-Eyes White Dragon"
    assert (row["kind"], row["subtype"], row["level"], row["atk"], row["def_"]) == \
        (C.KIND_MONSTER, C.SUBTYPE_NORMAL, 8, 3000, 2500)
    assert (row["attribute"], row["race"]) == (C.ATTRIBUTE_LIGHT, C.RACE_DRAGON)
    assert row["implemented"] and not row["extra_deck"]
    ter = db.table[db.index(THOUSAND_EYES_RESTRICT)]
    assert ter["extra_deck"] and ter["implemented"]
    cyber_end = db.table[db.index_of_name("Cyber End Dragon")]     # 3 materials: not played yet
    assert cyber_end["extra_deck"] and not cyber_end["implemented"]
    pot = db.table[db.index(POT_OF_GREED)]
    assert (pot["kind"], pot["subtype"], pot["level"], pot["attribute"]) == \
        (C.KIND_SPELL, C.SUBTYPE_NORMAL, 0, C.ATTRIBUTE_NONE)
    effects = (db.table["e_n"] > 0) | (db.table["s_n"] > 0) | db.table["p_has"] | (db.table["p_restrict"] > 0) \
        | (db.table["double_tribute"] > 0) | db.table["piercing"] | (db.table["nt_hand"] > 0) | (db.table["tribute_count"] > 0)
    # activated, static, procedure, Fusion or Ritual restriction, a Tribute rule (Double Coston, Swift Gaia, Victory
    # Dragon), piercing alone
    exodia = db.table["code"] == C.EXODIA_PIECES[0]                  # its special win is the engine's (R37)
    assert db.table["implemented"].sum() == 597 + effects.sum() + 1 and pot["implemented"]  # Normal Monsters + effects.toml
    assert ((db.table["kind"] == C.KIND_MONSTER) & (db.table["subtype"] == C.SUBTYPE_NORMAL) | effects | exodia
            == db.table["implemented"]).all()


def test_database_is_cached_readonly_and_fingerprinted(db, tmp_path):
    assert load_database() is db
    with pytest.raises(ValueError):
        db.table["atk"][0] = 1
    assert len(db.fingerprint) == 64
    packaged = Path(__file__).parents[1] / "ygo_royal_env/cards/data/cards.csv"
    assert load_database(packaged).fingerprint == db.fingerprint
    edited = packaged.read_text(encoding="utf-8").replace(",3000,2500", ",3000,2400", 1)
    assert load_database(write_file(tmp_path, edited)).fingerprint != db.fingerprint


def test_unknown_stat(tmp_path):
    db = load_database(write_file(tmp_path, HEADER + "1,Mystery,,monster,effect,DARK,Fiend,4,?,?\n"))
    assert db.table[0]["atk"] == db.table[0]["def_"] == C.STAT_UNKNOWN


def test_unknown_passcode(db):
    with pytest.raises(UnknownCardError, match="12345"):
        db.index(12345)
    with pytest.raises(UnknownCardError, match="12345"):
        deck_from_codes([BLUE_EYES, 12345], db)


@pytest.mark.parametrize("text, message", [
    ("id,name,kind\n1,x,monster\n", r":1: header must be .*missing \['name_zh'"),
    (HEADER + "1,A,,monster,normal,DARK,Fiend,4,100,100\n1,B,,monster,normal,DARK,Fiend,4,100,100\n",
     r":3: duplicate id 1 \(first on line 2\)"),
    (HEADER + "\n1,A,,creature,normal,DARK,Fiend,4,100,100\n", r":3: unknown kind 'creature'"),
    (HEADER + "1,A,,monster,normal,DARK,Fiend,4,1OO,100\n", r":2: atk must be an integer, got '1OO'"),
    (HEADER + "1,A,,monster,normal,DARK,Fiend,13,100,100\n", r":2: level must be in 1..12, got 13"),
    (HEADER + "1,A,,monster,normal,DARK,Fiend,4,100\n", r":2: expected 10 columns, got 9"),
    (HEADER + "1,A,,monster,normal,DARK,Elf,4,100,100\n", r":2: unknown race 'Elf'"),
    (HEADER + "1,A,,monster,normal,DARK,Fiend,,100,100\n", r":2: monster needs level"),
    (HEADER + "1,A,,spell,normal,,,4,,\n", r":2: a spell must leave level empty"),
    (HEADER + "1,A,,trap,quick-play,,,,,\n", r":2: subtype 'quick-play' is not valid for a trap"),
])
def test_bad_card_csv(tmp_path, text, message):
    path = write_file(tmp_path, text)
    with pytest.raises(CardDataError, match=message) as info:
        load_database(path)
    assert str(info.value).startswith(str(path))


# --- banlist ------------------------------------------------------------------

def test_banlist(banlist):
    assert len(banlist) == 92
    assert banlist[POT_OF_GREED] == 0 and banlist.status(POT_OF_GREED) == "forbidden"
    assert banlist[POT_OF_AVARICE] == 1
    assert banlist.get(BLUE_EYES, 3) == 3


@pytest.mark.parametrize("rows, message", [
    ("55144522,Pot of Greed,banned\n", r":2: unknown status 'banned'"),
    ("55144522,Pot of Greed,forbidden\n55144522,Pot of Greed,limited\n", r":3: duplicate id 55144522"),
    ("12345,Nothing,limited\n", r":2: unknown card passcode 12345"),
    ("55144522,Pot of Avarice,limited\n", r":2: id 55144522 is 'Pot of Greed'"),
])
def test_bad_banlist(db, tmp_path, rows, message):
    with pytest.raises(CardDataError, match=message):
        load_banlist(write_file(tmp_path, "id,name,status\n" + rows, "bl.csv"), db)


# --- decks --------------------------------------------------------------------

def test_parse_deck_text(db):
    deck = parse_deck_text(f"# comment\n\n2 {BLUE_EYES} Blue-Eyes White Dragon  # inline\n"
                           f"1 {THOUSAND_EYES_RESTRICT}\n1 {POT_OF_GREED}\n", db, "t")
    assert deck == Deck((db.index(BLUE_EYES),) * 2 + (db.index(POT_OF_GREED),),
                        (db.index(THOUSAND_EYES_RESTRICT),), "t")


@pytest.mark.parametrize("text, message", [
    ("1 89631139\nthree 89631139\n", r"line 2: count must be an integer"),
    ("89631139\n", r"line 1: expected 'count passcode \[name\]'"),
    ("0 89631139\n", r"line 1: count must be in 1..60"),
    ("1 12345 Nothing\n", r"line 1: unknown card passcode 12345"),
    ("1 89631139 Dark Magician\n", r"line 1: passcode 89631139 is 'Blue-Eyes White Dragon', not 'Dark Magician'"),
])
def test_bad_deck_lines(db, text, message):
    with pytest.raises(DeckError, match=message):
        parse_deck_text(text, db, "bad")


@pytest.mark.parametrize("name", VANILLA_DECKS)
def test_vanilla_decks_are_legal_normal_monsters(db, banlist, name):
    deck = load_deck(name, db)
    validate_deck(deck, db, banlist)
    levels = db.table["level"][list(deck.main)]
    assert len(deck.main) == 40 and not deck.extra and levels.min() >= 1 and levels.max() <= 8
    assert (db.table["subtype"][list(deck.main)] == C.SUBTYPE_NORMAL).all()


def test_packaged_decks(db, tmp_path):
    assert list_packaged_decks() == sorted(SAMPLE_DECKS + PLAYABLE_SAMPLE_DECKS + VANILLA_DECKS + EFFECT_DECKS + UNRESTRICTED_DECKS
                                           + SPECIAL_WIN_DECKS + UNRESTRICTED_SPECIAL_WIN_DECKS + REAL_DECKS + FUSION_DECKS)
    deck = load_deck("vanilla_normals", db)
    copy = write_file(tmp_path, (Path(__file__).parents[1] / "ygo_royal_env/cards/data/decks/vanilla_normals.txt")
                 .read_text(encoding="utf-8"), "mine.txt")
    assert load_deck(copy, db) == Deck(deck.main, deck.extra, "mine")
    with pytest.raises(FileNotFoundError, match="vanilla_normals"):
        load_deck("no_such_deck", db)


@pytest.mark.parametrize("name", EFFECT_DECKS + PLAYABLE_SAMPLE_DECKS)
def test_effect_decks_are_legal_and_playable(db, banlist, name):
    deck = load_deck(name, db)
    validate_deck(deck, db, banlist)
    kinds = db.table["kind"][list(deck.main)]
    assert (kinds != C.KIND_MONSTER).sum() >= 10 and db.table["implemented"][list(deck.main)].all()


@pytest.mark.parametrize("name", PLAYABLE_REAL_DECKS)
def test_real_decks_that_play_are_legal_and_playable(db, banlist, name):
    """Issue 19: the real decks whose every card the engine plays (each has a fuzz cell)."""
    deck = load_deck(name, db)
    validate_deck(deck, db, banlist if PLAYABLE_REAL_DECKS[name] else Banlist({}, "no banlist"))
    assert db.table["implemented"][list(deck.main)].all()


def test_the_unrestricted_deck_holds_every_effect_card_and_needs_no_banlist(db, banlist):
    """Every effect card is in effects_unrestricted; since the pool outgrew a 60-card Deck
    (issue #3's field-wide rules), the deck holds 60 effect cards and the rest are in the fuzzed
    legal effect decks (docs/effects.md)."""
    deck = load_deck("effects_unrestricted", db)
    validate_deck(deck, db, Banlist({}, "no banlist"))
    effect_cards = set(np.flatnonzero(((db.table["e_n"] > 0) | (db.table["s_n"] > 0) | db.table["p_has"]
                                       | (db.table["tribute_count"] > 0))
                                      & (db.table["subtype"] != C.SUBTYPE_TOKEN)))   # a token is in no deck (B10)
    assert len(deck.main) == 60 and set(deck.main) <= effect_cards
    others = set().union(*(load_deck(name, db).main + load_deck(name, db).extra
                           for name in EFFECT_DECKS + PLAYABLE_SAMPLE_DECKS + list(PLAYABLE_REAL_DECKS) + FUSION_DECKS
                           + UNRESTRICTED_SPECIAL_WIN_DECKS))
    assert set(deck.main) | set(deck.extra) | others >= effect_cards
    with pytest.raises(DeckError, match="forbidden"):
        validate_deck(deck, db, banlist)


@pytest.mark.parametrize("name", SPECIAL_WIN_DECKS)
def test_special_win_decks_are_legal_once_special_wins_are_allowed(db, banlist, name):
    """R9 bans them by default; R37's policy (validate_deck's ban_special_wins=False) accepts them."""
    deck = load_deck(name, db)
    validate_deck(deck, db, banlist, ban_special_wins=False)
    with pytest.raises(DeckError, match="special_win_banned"):
        validate_deck(deck, db, banlist)
    assert {int(db.table["code"][i]) for i in deck.main} >= set(C.EXODIA_PIECES)


@pytest.mark.parametrize("name", UNRESTRICTED_SPECIAL_WIN_DECKS)
def test_unrestricted_special_win_decks_play_with_no_banlist_and_the_r37_policy(db, banlist, name):
    """R9 bans Last Turn by default, and the March 2006 list forbids it; with no banlist and R37's policy the
    deck is legal and every card of it is played (its fuzz cell: "special-win traps 4")."""
    deck = load_deck(name, db)
    validate_deck(deck, db, Banlist({}, "no banlist"), ban_special_wins=False)
    with pytest.raises(DeckError, match="special_win_banned"):
        validate_deck(deck, db, Banlist({}, "no banlist"))
    with pytest.raises(DeckError, match="forbidden"):
        validate_deck(deck, db, banlist, ban_special_wins=False)
    assert db.table["implemented"][list(deck.main)].all()


@pytest.mark.parametrize("name", SAMPLE_DECKS)
def test_sample_decks_need_effects(db, banlist, name):
    deck = load_deck(name, db)
    validate_deck(deck, db, banlist, require_implemented=False)
    with pytest.raises(DeckError) as info:
        validate_deck(deck, db, banlist)
    unimplemented = {i for i in deck.main if not db.table["implemented"][i]}
    assert unimplemented and len(info.value.problems) == len(unimplemented)
    assert all("cannot be used until its effect is implemented" in p for p in info.value.problems)
    assert all(db.name(i) in str(info.value) for i in unimplemented)


def test_banlist_violation(db, banlist):
    deck = deck_from_codes(vanilla_codes(db, 38) + [POT_OF_AVARICE] * 2, db, "greedy")
    with pytest.raises(DeckError) as info:
        validate_deck(deck, db, banlist, require_implemented=False)
    assert info.value.problems == [
        f"Pot of Avarice ({POT_OF_AVARICE}): 2 copies, but it is limited on banlist_2006_03 (max 1)"]


def test_forbidden_and_too_many_copies(db, banlist):
    deck = deck_from_codes(vanilla_codes(db, 38) + [BLUE_EYES] * 4 + [POT_OF_GREED], db)
    with pytest.raises(DeckError) as info:
        validate_deck(deck, db, banlist)
    problems = info.value.problems
    assert f"Blue-Eyes White Dragon ({BLUE_EYES}): 4 copies, max 3" in problems
    assert any("Pot of Greed" in p and "forbidden" in p and "max 0" in p for p in problems)
    assert len(problems) == 2


def test_size_errors(db, banlist):
    small = deck_from_codes(vanilla_codes(db, 39) + [THOUSAND_EYES_RESTRICT], db)
    with pytest.raises(DeckError) as info:
        validate_deck(small, db, banlist, extra_max=0, require_implemented=False)
    assert info.value.problems == ["main deck has 39 cards; it must have 40 to 60",
                                   "extra deck has 1 cards; at most 0 allowed"]
    validate_deck(deck_from_codes(vanilla_codes(db, 60), db), db, banlist)
    with pytest.raises(DeckError, match="main deck has 61 cards"):
        validate_deck(deck_from_codes(vanilla_codes(db, 61), db), db, banlist)


def test_misplaced_fusion(db, banlist):
    ter = db.index(THOUSAND_EYES_RESTRICT)
    deck = Deck(tuple(db.index(c) for c in vanilla_codes(db, 40)) + (ter,), ())
    with pytest.raises(DeckError, match="Thousand-Eyes Restrict is in the wrong deck"):
        validate_deck(deck, db, banlist, require_implemented=False)
