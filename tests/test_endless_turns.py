"""Every duel ends (issue 22): B8/B9's one manual position change a turn, Flip Summons
included, whatever effects do in between; the endless-turn guard (``turn_work_cap``) and
its end reason in every front end; the seed that used to loop plays to its end."""
import numpy as np
import pytest

from ygo_royal_env import Duel, DuelConfig
from ygo_royal_env.core import constants as K
from ygo_royal_env.envs.aec import raw_env
from ygo_royal_env.simulate import simulate
from ygo_royal_env.vector.batch import DuelBatch
from ygo_royal_env.vector.fuzz import fuzz

from conftest import A, act, choose, monster, monsters, pass_all, player, scenario

FLIP_A0 = K.A_FLIP_SUMMON + 0


def others(n: int) -> list[dict]:
    """The players besides A: the same rule must hold in 2 and in 4 players."""
    return [player(monsters=["Mystical Elf"]) for _ in range(n - 1)]


def resolve_trigger_on(duel: Duel, target: str) -> None:
    """Take the pending trigger, target ``target``, and let every player pass."""
    for _ in range(20):
        if duel.rec["pr_kind"] == K.PROMPT_TRIGGER:
            break
        act(duel, K.A_PASS)
    act(duel, K.A_SELECT)
    choose(duel, target)
    pass_all(duel)


@pytest.mark.parametrize("n", [2, 4])
def test_b8_tsukuyomi_turned_face_down_by_its_own_trigger_cannot_be_flip_summoned_again(n):
    """Flip Summon Tsukuyomi; its trigger turns itself face-down: the Flip Summon was its
    change of position for the turn (B8, B9), so it stays face-down until a later turn."""
    duel = scenario([player(monsters=[monster("Tsukuyomi", "set")])] + others(n), auto_answer=False)
    tsukuyomi = monsters(duel, A)[0]
    act(duel, FLIP_A0)
    resolve_trigger_on(duel, "Tsukuyomi")
    assert duel.rec["c_pos"][tsukuyomi] == K.POS_FACEDOWN_DEF
    assert duel.current_player == A and FLIP_A0 not in duel.legal_actions()


@pytest.mark.parametrize("n", [2, 4])
def test_b8_magician_of_faith_turned_face_down_by_tsukuyomi_stays_down_but_an_unchanged_monster_flips(n):
    """A Flip Summons Magician of Faith, then Tsukuyomi, whose trigger turns Magician of Faith
    face-down: no second Flip Summon. An effect's change does not use the monster's own: a
    monster A did not change this turn, turned face-down by Tsukuyomi, may be Flip Summoned."""
    duel = scenario([player(monsters=[monster("Magician of Faith", "set"), monster("Tsukuyomi", "set"),
                                      "Mystical Elf"], graveyard=["Pot of Greed"])] + others(n), auto_answer=False)
    magician, _, elf = monsters(duel, A)
    act(duel, FLIP_A0)
    resolve_trigger_on(duel, "Pot of Greed")
    act(duel, K.A_FLIP_SUMMON + 1)
    resolve_trigger_on(duel, "Magician of Faith")
    assert duel.rec["c_pos"][magician] == K.POS_FACEDOWN_DEF
    assert FLIP_A0 not in duel.legal_actions()

    duel = scenario([player(monsters=[monster("Tsukuyomi", "set"), "Mystical Elf"])] + others(n), auto_answer=False)
    elf = monsters(duel, A)[1]
    act(duel, FLIP_A0)
    resolve_trigger_on(duel, "Mystical Elf")
    assert duel.rec["c_pos"][elf] == K.POS_FACEDOWN_DEF
    assert K.A_FLIP_SUMMON + 1 in duel.legal_actions()
    act(duel, K.A_FLIP_SUMMON + 1)
    assert duel.rec["c_pos"][elf] == K.POS_FACEUP_ATK


@pytest.mark.parametrize("n", [2, 4])
def test_b8_magician_of_faith_set_by_book_of_moon_it_brought_back_is_not_flip_summoned_again(n):
    """Flip Summon Magician of Faith (Book of Moon back from the GY), Book of Moon on it: it
    is face-down, and its Flip Summon for the turn is used."""
    duel = scenario([player(monsters=[monster("Magician of Faith", "set")], graveyard=["Book of Moon"])]
                    + others(n), auto_answer=False)
    magician = monsters(duel, A)[0]
    act(duel, FLIP_A0)
    resolve_trigger_on(duel, "Book of Moon")
    book = [a for a in duel.legal_actions() if K.A_ACTIVATE <= a < K.A_ACTIVATE + K.HAND_SLOTS]
    act(duel, book[0])
    choose(duel, "Magician of Faith")
    pass_all(duel)
    assert duel.rec["c_pos"][magician] == K.POS_FACEDOWN_DEF
    assert FLIP_A0 not in duel.legal_actions()


def test_b8_a_monster_that_attacked_is_not_flip_summoned_after_an_effect_sets_it():
    duel = scenario([player(monsters=[monster("Mystical Elf", "set", attacked=True)]), player()], phase="main2")
    assert FLIP_A0 not in duel.legal_actions()


# --- the endless-turn guard ---------------------------------------------------------------------
def test_the_turn_work_cap_counts_the_engines_own_steps_and_truncates_with_its_reason():
    """The work of a turn counts units the engine runs without asking anyone (auto-answered
    prompts, phases): a cap below the first turn's own work ends the duel before any decision."""
    duel = Duel(DuelConfig(num_players=3, turn_work_cap=3), seed=0)
    assert duel.done and duel.truncated and int(duel.rec["decisions"]) == 0
    assert int(duel.rec["end_reason"]) == K.END_ENDLESS_TURN
    assert duel.results() == [0, 0, 0]
    assert [e for e in duel.events() if e.kind == "game end"][-1].a == K.END_ENDLESS_TURN


def test_the_turn_work_cap_resets_every_turn():
    """A cap a real turn stays under never fires however long the duel (the default config's
    first turns take far fewer steps than this cap each, but many more in total)."""
    config = DuelConfig(num_players=2, turn_work_cap=400)
    duel = Duel(config, seed=1)
    rng = np.random.default_rng(1)
    while not duel.done and int(duel.rec["turn"]) < 8:
        duel.apply(int(rng.choice(duel.legal_actions())))
    assert int(duel.rec["turn"]) >= 8 and int(duel.rec["end_reason"]) != K.END_ENDLESS_TURN


def test_every_front_end_reports_the_endless_turn():
    config = DuelConfig(num_players=4, turn_work_cap=3)
    r = simulate(games=3, agents="random", seed=0, config=config)
    assert (r.truncated, r.endless_turns, sum(r.wins_by_seat), r.draws) == (3, 3, 0, 0)

    env = raw_env(config=config)
    env.reset(seed=0)
    assert all(env.truncations.values()) and not any(env.terminations.values())
    assert {info["end_reason"] for info in env.infos.values()} == {"endless turn"}

    batch = DuelBatch(2, DuelConfig(num_players=4), seed=0)
    batch.states["rule_turn_work_cap"] = batch.states["turn_work"]     # the next step runs over it
    batch.step(batch.action_masks.argmax(axis=1))
    assert batch.truncated.tolist() == [True, True] and not batch.terminated.any()
    assert not batch.episode_results.any() and batch.episodes.tolist() == [1, 1]


def test_fuzz_counts_a_turn_that_hits_the_cap_as_a_failure():
    report = fuzz(DuelConfig(num_players=2, turn_work_cap=3), duels=2, policy="first")
    assert len(report.failures) == 2 and all("never ended" in f for f in report.failures)


def test_turn_work_cap_is_validated():
    with pytest.raises(ValueError, match="turn_work_cap must be an int from 1"):
        DuelConfig(turn_work_cap=0).validate()


# --- the seed that looped ---------------------------------------------------------------------------
def test_the_heuristic_seed_that_flip_summoned_tsukuyomi_forever_plays_to_its_end():
    """Issue 22's report: 4 players, effect_monsters, heuristic, seed 22 never returned."""
    r = simulate(num_players=4, games=1, agents="heuristic", seed=22,
                 config=DuelConfig(num_players=4, decks=["effect_monsters"]))
    assert r.games == 1 and r.endless_turns == 0


@pytest.mark.parametrize("policy", ["first", "last", "heuristic"])
def test_policies_that_repeat_themselves_never_loop_on_the_effect_monster_decks(policy):
    for n, decks in ((2, "effect_monsters"), (4, "effect_monsters"), (3, "effects_unrestricted")):
        config = DuelConfig(num_players=n, decks=[decks], banlist=None)
        report = fuzz(config, duels=15, seed=0, every=64, policy=policy)
        assert report.failures == [], report.failures[:3]
