"""Rule parameters whose 408 / Battle Royal reading is the default and whose alternative (a
seed's literal text or RULES.md's other reading) is one config field (RULES.md §4): P22 / A-44
who draws in a Draw Phase, P28 Field Spell replacement, P40 / A-14 the replay scope."""
from __future__ import annotations

import pytest

from ygo_royal_env import DuelConfig
from ygo_royal_env.config import ConfigError
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.scenario import deal_damage

from conftest import A, B, C, act, end_turn, events, grave, names, pass_all, player, prompt, scenario


# --- P22 / A-44: who draws in the Draw Phase --------------------------------------------------------
@pytest.mark.parametrize("drawers, expected", [("turn_player", [B]), ("all", [B, C, A])])
def test_p22_draw_phase_drawers(drawers, expected):
    """A-44: only the turn player draws (REC); "all" reads seed 004's "both sides draw": every
    player in the duel draws in each Draw Phase, the turn player first, then from next(TP)."""
    duel = scenario([player(), player(), player()], draw_phase_drawers=drawers)
    end_turn(duel)
    assert duel.rec["turn_player"] == B
    assert [e.a for e in events(duel, kind="draw")] == expected


# --- P28: Field Spell replacement -------------------------------------------------------------------
@pytest.mark.parametrize("replace", [True, False])
def test_p28_a_field_spell_replaces_the_own_only_when_allowed(replace):
    """B3: A's new Umi sends A's old one to the GY; with field_spell_replace=False (seed 003)
    A cannot activate a Field Spell while A has one."""
    a = player(hand=["Umi"])
    a["field"] = "Umi"
    duel = scenario([a, player(), player()], banlist=None, field_spell_replace=replace)
    assert (K.A_ACTIVATE + 0 in duel.legal_actions()) is replace
    if replace:
        act(duel, K.A_ACTIVATE + 0)
        assert names(duel, grave(duel, A)) == ["Umi"] and duel.rec["fzone"][A] >= 0


def test_p28_seed003_preset_keeps_the_first_field_spell():
    assert DuelConfig.from_preset("seed003").field_spell_replace is False
    assert DuelConfig().field_spell_replace is True


# --- P40 / A-14: replay scope -------------------------------------------------------------------
@pytest.mark.parametrize("scope, replay", [("attacked_player", False), ("any_opponent", True)])
def test_p40_another_opponents_loss_replays_only_with_the_wide_scope(scope, replay):
    """A-14: A attacks B's monster and C loses in the response window: no replay (only the
    attacked player's field counts, T-R35's neighbour); with replay_scope="any_opponent" the
    change on C's field gives A a replay."""
    duel = scenario([player(monsters=["Summoned Skull"]), player(monsters=["Battle Ox"]),
                     player(monsters=["Luster Dragon"])], phase="battle", auto_answer=False, replay_scope=scope)
    since = duel.event_count
    act(duel, attack_action(0, 1, 0))
    deal_damage(duel, C, 8000)
    pass_all(duel)
    assert (len(events(duel, since, "replay")) == 1) is replay
    assert (prompt(duel) == K.PROMPT_REPLAY) is replay
    if not replay:
        assert [(e.a, e.b) for e in events(duel, since, "damage")] == [(C, 8000), (B, 800)]


@pytest.mark.parametrize("fields, message", [
    ({"draw_phase_drawers": "both"}, r"draw_phase_drawers must be one of \('turn_player', 'all'\)"),
    ({"replay_scope": "everyone"}, r"replay_scope must be one of \('attacked_player', 'any_opponent'\)"),
    ({"field_spell_replace": "no"}, "field_spell_replace must be True or False"),
])
def test_rule_switches_bad_values_are_config_errors(fields, message):
    with pytest.raises(ConfigError, match=message):
        DuelConfig(**fields).validate()
