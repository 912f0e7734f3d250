"""``ygo-royal play`` (a person at the terminal against bots), ``HumanAgent``, the agent-kind
registry, the AEC env's "human" render mode, and cards described from their effect data."""
import io
import os
import pty
import select
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

import ygo_royal_env
from agents import AGENT_KINDS, HumanAgent, RandomAgent, make_agent, register_agent
from ygo_royal_env.cards.selectors import ACTION_WORDS
from ygo_royal_env.card_text import (PLAYER_MODIFIER_WORDS, PLAYER_UNTIL_WORDS)
from ygo_royal_env.card_text import (ACTIVATIONS, CARD_NOTES, CONDITIONS, EFFECT_NOTES, EFFECT_PHRASED, OPPONENTS, OPS,
                                     STATIC_WORDS, TRIGGERS, describe_card, effect_entries, find_cards)
from ygo_royal_env.cards import load_database
from ygo_royal_env.cards.constants import (PLAYER_MODIFIER_NAMES, PLAYER_UNTIL_NAMES, ACTIVATION_NAMES, CONDITION_NAMES, OPERATION_NAMES, OPPONENT_NAMES,
                                           TRIGGER_NAMES)
from ygo_royal_env.cli import main
from ygo_royal_env.core.constants import A_CONCEDE, LOSS_NAMES
from ygo_royal_env.play import Quit, TerminalPlayer, without_concession
from ygo_royal_env.replay import Replay
from ygo_royal_env.vector.policies import POLICY_NAMES

ROOT = Path(__file__).resolve().parents[1]
# A short 3-player duel: 1000 LP, the person (player 1) always takes the first listed action.
SHORT = ["play", "--players", "3", "--player", "1", "--opponents", "heuristic,random", "--lp", "1000", "--seed", "4"]
FIRST_ALWAYS = "1\n" * 3000


def play_in_process(monkeypatch, capsys, args, answers: str) -> tuple[int, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(answers))
    code = main(args)
    return code, capsys.readouterr().out


def replay_of(path) -> Replay:
    replay = Replay.load(path)
    assert replay.verify(replay.play()) == []
    return replay


def python_env() -> dict:
    return {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}


# --- the done-when: a scripted game through the real command, reproduced by `ygo-royal replay` ----
def test_scripted_three_player_game_ends_and_its_replay_reproduces(tmp_path):
    path = tmp_path / "game.json"
    run = subprocess.run([sys.executable, "-m", "ygo_royal_env", *SHORT, "--replay", str(path)], input=FIRST_ALWAYS,
                         cwd=ROOT, env=python_env(), capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    assert "You are player_1, in seat" in run.stdout
    assert "The duel ends: " in run.stdout and any(f"\nYou {r}." in run.stdout for r in ("won", "lost", "neither won nor lost"))
    assert f"Replay saved to {path}" in run.stdout
    replay = Replay.load(path)
    assert replay.done and replay.config.num_players == 3 and replay.config.concession
    check = subprocess.run([sys.executable, "-m", "ygo_royal_env", "replay", str(path), "--quiet"], cwd=ROOT,
                           env=python_env(), capture_output=True, text=True, timeout=600)
    assert check.returncode == 0 and "reproduces exactly" in check.stdout


def test_board_actions_help_log_and_card_lookup(monkeypatch, capsys, tmp_path):
    path = tmp_path / "g.json"
    code, out = play_in_process(monkeypatch, capsys, SHORT + ["--replay", str(path)],
                                "help\nlog\nlog 3\nlog x\ncard pot of greed\ncard dragon\ncard zzz\ncard\nboard\n"
                                + FIRST_ALWAYS)
    assert code == 0
    assert "view: player_1" in out and "(you)" in out and "  hand: [0]" in out      # the board from its side
    assert "    1. " in out and "player_1, your choice (1-" in out                   # numbered actions
    assert "concede       lose the duel now" in out                                  # help
    assert "Turn 1 (round 1)" in out                                                 # log
    assert "log takes a number of events or 'all'" in out
    assert "Pot of Greed: Normal Spell" in out and "Resolves: you draw 2 cards." in out
    assert "cards match 'dragon'; which one?" in out and "no card named like 'zzz'" in out
    assert "card takes a card's name" in out
    assert Replay.load(path).done


def test_a_bad_entry_reprints_the_choices_and_loses_nothing(monkeypatch, capsys, tmp_path):
    clean, noisy = tmp_path / "clean.json", tmp_path / "noisy.json"
    _, calm = play_in_process(monkeypatch, capsys, SHORT + ["--replay", str(clean)], FIRST_ALWAYS)
    code, out = play_in_process(monkeypatch, capsys, SHORT + ["--replay", str(noisy)],
                                "0\n99\nattack!\n\n" + FIRST_ALWAYS)
    assert code == 0
    assert "'0' is not an answer here. Type a number from 1 to" in out and "'attack!' is not an answer" in out
    assert out.count("    1. ") == calm.count("    1. ") + 4                       # the list, reprinted each time
    assert replay_of(noisy).actions == replay_of(clean).actions                    # same duel, same answers


def test_concede_is_a_loss_and_the_bots_play_on(monkeypatch, capsys, tmp_path):
    path = tmp_path / "c.json"
    code, out = play_in_process(monkeypatch, capsys, SHORT + ["--lp", "8000", "--replay", str(path)],
                                "concede\nn\nconcede\ny\n")
    assert code == 0 and "Concede the duel?" in out
    assert "You are out of the duel; the others play on to the end." in out and "\nYou lost." in out
    replay = replay_of(path)
    assert replay.done and replay.results[1] == -1
    duel = replay.play()
    reasons = [LOSS_NAMES[r] for r in duel.rec["loss_reason"][:3]]
    assert reasons[1] == "conceded" and "conceded" not in (reasons[0], reasons[2])   # bots never concede
    assert duel.actions.count(A_CONCEDE) == 1


def test_quit_and_end_of_input_save_the_unfinished_duel(monkeypatch, capsys, tmp_path):
    for answers, said in (("card Dark Hole\nquit\n", "Stopped: you quit."), ("", "Stopped: the input ended.")):
        path = tmp_path / "q.json"
        code, out = play_in_process(monkeypatch, capsys, SHORT + ["--replay", str(path)], answers)
        assert code == 0 and said in out and "left unfinished" in out
        replay = replay_of(path)
        assert not replay.done and replay.actions                  # player_0 played turn 1


def test_decks_by_name_and_file_and_one_kind_per_opponent(monkeypatch, capsys, tmp_path):
    deck = tmp_path / "mine.txt"
    shutil.copy(ROOT / "ygo_royal_env/cards/data/decks/vanilla_walls.txt", deck)
    path = tmp_path / "d.json"
    code, out = play_in_process(monkeypatch, capsys, SHORT + ["--opponents", "random", "--decks",
                                f"vanilla_traps,{deck},effect_monsters", "--replay", str(path)], FIRST_ALWAYS)
    assert code == 0 and "player_0 random" in out and "player_2 random" in out
    replay = replay_of(path)
    assert [d.name for d in replay.config.decks] == ["vanilla_traps", "mine", "effect_monsters"]


@pytest.mark.parametrize("extra, message", [
    (["--decks", "no_such_deck"], "no deck file 'no_such_deck'"),
    (["--opponents", "random,random,random"], "--opponents takes one kind or 2"),
    (["--player", "3"], "--player must be a player id 0 to 2"),
    (["--lp", "-5"], "starting_lp"),
    (["--replay", "/no/such/dir/x.json"], "cannot save the replay as /no/such/dir/x.json"),
])
def test_bad_options_exit_2_with_a_reason(capsys, extra, message):
    assert main(SHORT + extra) == 2
    assert message in capsys.readouterr().err


def test_unknown_opponent_kind_is_refused_by_the_parser(capsys):
    with pytest.raises(SystemExit) as stop:
        main(SHORT + ["--opponents", "alphazero"])
    assert stop.value.code == 2 and "unknown agent kind 'alphazero'" in capsys.readouterr().err


# --- through a pseudo-terminal ----------------------------------------------------------------------
def read_until(fd: int, text: str, seen: bytearray, start: int = 0, timeout: float = 600) -> str:
    """Read the terminal until ``text`` appears after position ``start`` of ``seen``."""
    deadline = time.monotonic() + timeout
    while text.encode() not in seen[start:]:
        ready, _, _ = select.select([fd], [], [], max(0.0, deadline - time.monotonic()))
        if not ready:
            raise AssertionError(f"no {text!r} within {timeout} s; got {seen.decode(errors='replace')[-2000:]}")
        try:
            seen += os.read(fd, 65536)
        except OSError:                      # the child closed the terminal
            break
    return seen.decode(errors="replace")


def test_play_through_a_pseudo_terminal(tmp_path):
    path = tmp_path / "pty.json"
    leader, follower = pty.openpty()
    child = subprocess.Popen([sys.executable, "-m", "ygo_royal_env", *SHORT, "--replay", str(path)], cwd=ROOT,
                             env=python_env(), stdin=follower, stdout=follower, stderr=follower, close_fds=True)
    os.close(follower)
    seen = bytearray()
    try:
        read_until(leader, "your choice", seen)
        for answer, then in (("card Kuriboh", "Cost: discard this card from your hand"),
                             ("bogus", "'bogus' is not an answer here")):
            start = len(seen)
            os.write(leader, answer.encode() + b"\n")
            read_until(leader, then, seen, start)
            read_until(leader, "your choice", seen, seen.rfind(then.encode()))    # asked again
        os.write(leader, b"quit\n")
        out = read_until(leader, "Replay saved to", seen)
        assert child.wait(timeout=60) == 0
    finally:
        if child.poll() is None:
            child.kill()
        os.close(leader)
    assert "Stopped: you quit." in out and "view: player_1" in out
    assert not replay_of(path).done


# --- HumanAgent and the AEC env ---------------------------------------------------------------------
def test_human_agent_plays_a_seat_of_the_aec_env_and_concedes():
    env = ygo_royal_env.env(num_players=3, concession=True)
    env.reset(seed=2)
    out = io.StringIO()
    human = HumanAgent(env, input=io.StringIO("1\n" * 5 + "concede\ny\n"), output=out)
    bots = {a: RandomAgent(k) for k, a in enumerate(env.possible_agents)}
    asked = 0
    for name in env.agent_iter():
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            env.step(None)
            continue
        if name == "player_0":
            asked += 1
            env.step(human.act(obs))
        else:
            env.step(bots[name].act(without_concession(obs)))
    duel = env.unwrapped.duel
    assert duel.done and duel.results()[0] == -1 and LOSS_NAMES[duel.rec["loss_reason"][0]] == "conceded"
    assert asked >= 6 and "view: player_0" in out.getvalue() and "Concede the duel?" in out.getvalue()


def test_human_agent_raises_quit_and_says_when_concession_is_off():
    env = ygo_royal_env.env(num_players=2)
    env.reset(seed=1)
    out = io.StringIO()
    human = HumanAgent(env, input=io.StringIO("concede\nquit\n"), output=out)
    with pytest.raises(Quit, match="you quit"):
        human.act(env.last()[0])
    assert "This duel does not allow conceding" in out.getvalue()


def test_terminal_player_starts_a_new_log_for_a_new_duel():
    env = ygo_royal_env.env(num_players=2)
    env.reset(seed=1)
    seat = TerminalPlayer(0, io.StringIO(""), io.StringIO())
    seat.follow(env.unwrapped.duel)
    first = list(seat.log)
    env.reset(seed=1)
    seat.follow(env.unwrapped.duel)
    assert first and seat.log == first


def test_render_mode_human_prints_the_board(capsys):
    e = ygo_royal_env.env(num_players=3, render_mode="human")
    e.reset(seed=0)
    assert e.render() is None
    assert "Seat 1:" in capsys.readouterr().out


# --- the agent-kind registry ------------------------------------------------------------------------
def test_every_builtin_policy_is_an_agent_kind():
    assert set(POLICY_NAMES) <= set(AGENT_KINDS)
    assert callable(make_agent("heuristic", [1, 2]).act)
    with pytest.raises(ValueError, match="unknown agent kind 'nope'"):
        make_agent("nope")


def test_a_registered_kind_can_be_named_by_play(monkeypatch, capsys, tmp_path):
    calls = []

    class Counted(RandomAgent):
        def act(self, observation):
            calls.append(1)
            return super().act(observation)

    monkeypatch.setitem(AGENT_KINDS, "counted", Counted)
    with pytest.raises(ValueError, match="already registered"):
        register_agent("random", RandomAgent)
    path = tmp_path / "r.json"
    code, out = play_in_process(monkeypatch, capsys, SHORT + ["--opponents", "counted,heuristic", "--replay",
                                                              str(path)], FIRST_ALWAYS)
    assert code == 0 and "player_0 counted" in out and calls
    assert replay_of(path).done


# --- cards in words ---------------------------------------------------------------------------------
def test_every_name_of_the_effect_vocabulary_has_a_phrase():
    assert set(ACTIVATION_NAMES) <= set(ACTIVATIONS) and set(TRIGGER_NAMES) <= set(TRIGGERS)
    assert {name for name in CONDITION_NAMES if not name.startswith("(reserved")} <= set(CONDITIONS)
    ops = {name for name in OPERATION_NAMES if not name.startswith("(reserved")} - {"none"}
    assert set(OPPONENT_NAMES) - {"none"} <= set(OPPONENTS) and ops <= set(OPS) | set(ACTION_WORDS)
    assert set(PLAYER_MODIFIER_WORDS) == {name for name in PLAYER_MODIFIER_NAMES if not name.startswith("(reserved")} and set(PLAYER_UNTIL_WORDS) == set(PLAYER_UNTIL_NAMES)
    for card in effect_entries().values():       # every key the data uses, not only the named ones
        assert set(card) - {"id", "name", "effect", "static"} <= set(CARD_NOTES), card["name"]
        for effect in card.get("effect", []):
            assert set(effect) <= EFFECT_PHRASED | set(EFFECT_NOTES), card["name"]
        for static in card.get("static", []):
            assert set(static) - {"kind"} <= set(STATIC_WORDS), card["name"]


def test_cards_are_described_from_their_data():
    db = load_database()

    def text(name: str) -> str:
        return describe_card(db, db.index_of_name(name))
    assert text("Mystical Elf").splitlines() == [
        "Mystical Elf: LIGHT Spellcaster, Level 4 Normal Monster, ATK 800 / DEF 2000 (passcode 15025844)",
        "No effect (a Normal Monster)."]
    assert "only when an opponent Normal or Flip Summons a monster with 1000+ ATK" in text("Trap Hole")
    assert "Its activator designates one opponent as it is activated (R11)" in text("Raigeki")
    assert "Cost: pay 800 LP" in text("Premature Burial")
    assert "Continuous: attack lock (every player's monsters; with 1500+ ATK)" in text("Messenger of Peace")
    assert "Fusion materials: Etoile Cyber + Blade Skater" in text("Cyber Blader")
    assert "It targets 2 cards from any player's field" in text("Icarus Attack") and "destroy each target" in text("Icarus Attack")
    assert "not implemented in this engine" in text("Morphing Jar #2")


def test_find_cards_by_exact_name_part_or_passcode():
    db = load_database()
    assert find_cards(db, "dark hole") == [db.index_of_name("Dark Hole")]
    assert find_cards(db, "55144522") == [db.index_of_name("Pot of Greed")]
    assert db.index_of_name("Dark Magician Girl") in find_cards(db, "magician girl")
    assert find_cards(db, "no such card") == [] and find_cards(db, "1") == []
