"""V-TEAM-6 cross-list duels (RULES.md V-TEAM-6, A-50): each player's deck is validated against
its own banlist (``DuelConfig.deck_formats``), while the game rules are the same for everyone."""
from __future__ import annotations

import pytest

from ygo_royal_env import ConfigError, Duel, DuelConfig
from ygo_royal_env.cards import Deck, DeckError, deck_from_codes, load_deck
from ygo_royal_env.dealing import Dealer

MIRROR_FORCE = 44095762          # Limited on the 2006-03 list


@pytest.fixture(scope="module")
def decks(db) -> tuple[Deck, Deck]:
    """A legal deck, and the same with two Mirror Force: illegal under 2006_03 only."""
    base = load_deck("vanilla_normals", db)
    codes = [int(db.table["code"][i]) for i in base.main[:38]] + [MIRROR_FORCE] * 2
    return base, deck_from_codes(codes, db, "two_mirror_forces")


def test_vteam6_a_deck_is_checked_against_its_players_list(decks):
    """Two copies of a Limited card: accepted for a player with no list, refused for a player
    on 2006_03, with an error naming the player and the card."""
    base, two = decks
    formats = (None, "2006_03", "2006_03")
    duel = Duel(DuelConfig(num_players=3, decks=[two, base, base], deck_formats=formats))
    assert not duel.done
    with pytest.raises(DeckError) as err:
        Duel(DuelConfig(num_players=3, decks=[base, two, base], deck_formats=formats))
    assert str(err.value).startswith("player 1's deck 'two_mirror_forces' is not valid")
    assert err.value.problems == [f"Mirror Force ({MIRROR_FORCE}): 2 copies, but it is limited on "
                                  "banlist_2006_03 (max 1)"]


def test_vteam6_deck_formats_override_the_duels_banlist(decks):
    base, two = decks
    Duel(DuelConfig(num_players=2, decks=[two, base], banlist="2006_03", deck_formats=(None, "2006_03")))
    with pytest.raises(DeckError, match="player 0's"):
        Duel(DuelConfig(num_players=2, decks=[two, base], banlist=None, deck_formats=("2006_03", None)))


def test_vteam6_only_validation_differs_the_game_rules_stay_the_same(db, decks):
    """The dealt rules record is the one of the same duel with no per-player lists."""
    base, two = decks
    config = DuelConfig(num_players=2, decks=[two, base], banlist=None)
    cross = Dealer.prepare(config.with_(deck_formats=(None, "2006_03")), db)
    plain = Dealer.prepare(config, db)
    assert cross.template.tobytes() == plain.template.tobytes()
    assert cross.deal([5]).tobytes() == plain.deal([5]).tobytes()


@pytest.mark.parametrize("formats", [("2006_03",), ("2006_03", None, None), ("2006_03", "2005_09"), "2006_03"])
def test_vteam6_bad_deck_formats_are_a_config_error(formats):
    with pytest.raises(ConfigError, match=r"deck_formats must give each of the 2 players '2006_03' or None"):
        DuelConfig(num_players=2, deck_formats=formats).validate()
