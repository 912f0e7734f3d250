"""``ygo-royal play``: a person takes one player's place in a duel at the terminal, against
built-in agents, and the duel is saved as a replay at the end.

``TerminalPlayer`` is the person's side: it narrates the events from that player's view,
shows the board and the legal actions numbered and in words, and reads one line per answer,
so a pipe of answers (``printf '1\\n1\\n'``) drives it as well as a keyboard. ``HumanAgent``
(``agents/human.py``) puts it behind the AEC env's ``act(observation)``.

Conceding: the engine offers ``A_CONCEDE`` only when ``DuelConfig.concession`` is on (R36), so
``play`` always turns it on (the replay records it). The bots never see that action (it is
masked out of their observations), and a prompt left with one other choice is answered at
once, as the engine's auto-answer would without concession. Conceding is a loss like any
other; the bots then play the duel out. ``quit`` (or the end of the input, or Ctrl-C) stops
at once instead and saves the unfinished duel.
"""
from __future__ import annotations

import argparse
import secrets
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TextIO

import numpy as np

from agents.registry import AGENT_KINDS, Agent, make_agent

from .arg_types import deck_list, names_from
from .card_text import describe_card, find_cards
from .config import DuelConfig
from .core.constants import A_CONCEDE, EV_ASK, EV_GAME_END, EV_NAMES, EV_PLAYER_LOST, EV_TURN, MAX_PLAYERS
from .describe import describe_action, describe_event, player_name
from .duel import Duel
from .envs.observation import OBS_SIZE, encode_at
from .presets import PRESETS
from .render import render_ansi
from .replay import Replay

QUIET_EVENTS = (EV_NAMES[EV_ASK],)                  # "player_x is asked": the prompt itself says it
BOTS_ONLY_EVENTS = tuple(EV_NAMES[e] for e in (EV_TURN, EV_PLAYER_LOST, EV_GAME_END))   # once the person is out
LOG_DEFAULT = 20
COMMANDS = ("  NUMBER        take that action\n"
            "  help, ?       this help\n"
            "  board, b      the board and the actions again\n"
            "  log [N|all]   the last N events (default 20)\n"
            "  card NAME     what a card does, in the engine's terms (a name, part of one, or a passcode)\n"
            "  concede       lose the duel now (asks to confirm; the others play on)\n"
            "  quit, q       stop now and save the unfinished duel")
HELP = ("Answer each prompt with the number of an action. Hidden cards stay hidden: you see what "
        "your player may see. Single-choice prompts are answered for you.\nCommands:\n" + COMMANDS)


class Quit(Exception):
    """The person stopped the session (``quit``, or the end of the input)."""


class TerminalPlayer:
    """One player's seat at a text terminal: ``choose(duel)`` returns that player's action."""

    def __init__(self, player: int, input: TextIO | None = None, output: TextIO | None = None):
        self.player = player
        self.input = input or sys.stdin
        self.output = output or sys.stdout
        self.log: list[str] = []          # every event so far, in words from this player's view
        self._duel: Duel | None = None
        self._seen = 0                    # events of _duel already in the log
        self._board_at = -1               # len(log) when the board was last shown

    def say(self, text: str = "") -> None:
        print(text, file=self.output, flush=True)

    def follow(self, duel: Duel, show: Sequence[str] | None = None) -> None:
        """Log the events since the last call in words and print them (only the kinds in
        ``show``, if given); a new duel starts a new log."""
        if duel is not self._duel:
            self._duel, self._seen, self.log, self._board_at = duel, 0, [], -1
        for event in duel.events(self._seen):
            if event.kind in QUIET_EVENTS:
                continue
            line = describe_event(duel, event, self.player)
            self.log.append(line)
            if show is None or event.kind in show:
                self.say(("\n" if event.kind == EV_NAMES[EV_TURN] else "") + "  " + line)
        self._seen = duel.event_count

    def choose(self, duel: Duel) -> int:
        """Ask until the person names a legal action; raises ``Quit`` if they stop."""
        self.follow(duel)
        actions = [a for a in duel.legal_actions() if a != A_CONCEDE]
        if len(actions) == 1:
            return actions[0]              # as the engine answers a single-option prompt
        if self._board_at != len(self.log):
            self.show_board(duel)
        self.show_actions(duel, actions)
        while True:
            line = self.read(f"{player_name(self.player)}, your choice (1-{len(actions)}, help): ")
            command, _, arg = line.strip().partition(" ")
            command = command.lower()
            if command.isdigit() and 1 <= int(command) <= len(actions):
                action = actions[int(command) - 1]
                self.say(f"> {describe_action(duel, action)}")
                return action
            if command in ("help", "?", "h"):
                self.say(HELP)
            elif command in ("board", "b"):
                self.show_board(duel)
                self.show_actions(duel, actions)
            elif command in ("log", "l"):
                self.show_log(arg.strip())
            elif command in ("card", "c"):
                self.show_card(duel, arg)
            elif command == "concede":
                if self.concede(duel):
                    return A_CONCEDE
            elif command in ("quit", "q", "exit"):
                raise Quit("you quit")
            else:
                self.say(f"{line.strip()!r} is not an answer here. Type a number from 1 to {len(actions)}, "
                         "or one of:\n" + COMMANDS)
                self.show_actions(duel, actions)

    def read(self, prompt: str) -> str:
        self.output.write(prompt)
        self.output.flush()
        line = self.input.readline()
        if not line:
            raise Quit("the input ended")
        return line

    def show_board(self, duel: Duel) -> None:
        self.say()
        self.say(render_ansi(duel, self.player, recent_events=0))
        self._board_at = len(self.log)

    def show_actions(self, duel: Duel, actions: Sequence[int]) -> None:
        for k, action in enumerate(actions, 1):
            self.say(f"  {k:>3}. {describe_action(duel, action)}")
        self.say("       or: help, board, log, card NAME, " + ("concede, " if duel.rec["mask"][A_CONCEDE] else "") + "quit")

    def show_log(self, arg: str) -> None:
        if arg and arg != "all" and not arg.isdigit():
            self.say("log takes a number of events or 'all', e.g. log 50")
            return
        lines = self.log if arg == "all" else self.log[-int(arg or LOG_DEFAULT):]
        self.say("\n".join(lines) if lines else "(nothing has happened yet)")

    def show_card(self, duel: Duel, query: str) -> None:
        if not query.strip():
            self.say("card takes a card's name (or part of it, or its passcode), e.g. card Dark Hole")
            return
        found = find_cards(duel.db, query)
        if len(found) == 1:
            self.say(describe_card(duel.db, found[0]))
        elif found:
            self.say(f"{len(found)} cards match {query.strip()!r}; which one? "
                     + ", ".join(duel.db.name(i) for i in found[:20]) + (", ..." if len(found) > 20 else ""))
        else:
            self.say(f"no card named like {query.strip()!r}")

    def concede(self, duel: Duel) -> bool:
        """True once the person confirms; conceding needs the duel's concession rule (R36)."""
        if not duel.rec["mask"][A_CONCEDE]:
            self.say("This duel does not allow conceding (DuelConfig(concession=True) does); "
                     "quit stops the session instead.")
            return False
        answer = self.read("Concede the duel? You lose and the others play on. (y/N): ")
        return answer.strip().lower() in ("y", "yes")


def without_concession(observation: Mapping[str, np.ndarray]) -> dict[str, np.ndarray]:
    """The observation with conceding masked out: what a bot sees in a duel whose concession
    rule is on for a person's sake (bots play on)."""
    mask = np.array(observation["action_mask"], copy=True)
    mask[A_CONCEDE] = 0
    return {**observation, "action_mask": mask}


def bot_action(bot: Agent, duel: Duel, player: int, obs: np.ndarray) -> int:
    """A bot's action: from the duel itself where the bot can use it (``act_duel``: the
    heuristic's look-ahead, the search), else from the player's observation."""
    act_duel = getattr(bot, "act_duel", None)
    return act_duel(duel) if callable(act_duel) else bot.act(bot_observation(duel, player, obs))


def bot_observation(duel: Duel, player: int, obs: np.ndarray) -> dict[str, np.ndarray]:
    """A bot's own view of ``duel`` (``obs``: a scratch buffer), without conceding."""
    encode_at(duel.states, 0, duel.db.table, player, obs)
    return without_concession({"observation": obs, "action_mask": duel.rec["mask"]})


def play(config: DuelConfig, seed: int, human: int, opponents: Mapping[int, str], replay_path: str,
         input: TextIO | None = None, output: TextIO | None = None) -> tuple[Duel, bool]:
    """Play one duel with a person as player ``human`` and ``opponents[p]`` agents elsewhere,
    save its replay to ``replay_path`` whatever happens, and return the duel and whether the
    session ran to the end (False: the person quit)."""
    config = config.with_(concession=True)
    duel = Duel(config, seed)
    person = TerminalPlayer(human, input, output)
    bots: dict[int, Agent] = {p: make_agent(kind, [seed, p]) for p, kind in opponents.items()}
    seat = {p: int(duel.rec["seat_of"][p]) + 1 for p in range(config.num_players)}
    person.say(f"Duel seed {seed}: {config.num_players} players. You are {player_name(human)}, in seat "
               f"{seat[human]} (seat 1 moves first). Opponents: " + ", ".join(
                   f"{player_name(p)} {kind} (seat {seat[p]})" for p, kind in sorted(opponents.items()))
               + ". Type help for the commands.")
    obs = np.empty(OBS_SIZE, np.float32)
    finished = human_out = False
    try:
        while not duel.done:
            p = duel.current_player
            duel.apply(person.choose(duel) if p == human else bot_action(bots[p], duel, p, obs))
            out_before, human_out = human_out, not duel.rec["alive"][human]
            person.follow(duel, BOTS_ONLY_EVENTS if out_before else None)
            if human_out and not out_before and not duel.done:
                person.say("You are out of the duel; the others play on to the end.")
        finished = True
    except Quit as stop:
        person.say(f"\nStopped: {stop}. The duel is left unfinished.")
    except KeyboardInterrupt:
        person.say("\nStopped (Ctrl-C). The duel is left unfinished.")
    finally:
        Replay.of(duel).save(replay_path, duel.db)
    if finished:
        result = duel.results()[human]
        person.say(f"\nYou {'won' if result > 0 else 'lost' if result < 0 else 'neither won nor lost'}.")
    person.say(f"Replay saved to {replay_path} (ygo-royal replay {replay_path}).")
    return duel, finished


# --- the command line -------------------------------------------------------------------------
kind_list = names_from(AGENT_KINDS, "agent kind")


def add_play_parser(commands: argparse._SubParsersAction) -> None:
    """The ``play`` subcommand's options (kept here so cli.py only wires it in)."""
    ply = commands.add_parser("play", help="play a duel yourself in the terminal against built-in agents",
                              description="Play one player's seat in a duel against built-in agents; the "
                                          "duel is saved as a replay at the end (docs/agents.md).")
    ply.add_argument("--players", type=int, choices=range(2, MAX_PLAYERS + 1), default=4, metavar="N",
                     help=f"players in the duel, 2 to {MAX_PLAYERS} (default 4)")
    ply.add_argument("--player", type=int, choices=range(MAX_PLAYERS), default=0, metavar="ID",
                     help="your player id (default 0); your seat is drawn like everyone's (R3)")
    ply.add_argument("--opponents", type=kind_list, default=["heuristic"],
                     help=f"agent kind for every opponent, or one per opponent in player-id order "
                          f"({', '.join(AGENT_KINDS)}; default heuristic)")
    ply.add_argument("--decks", type=deck_list, default=None,
                     help="a packaged deck name or deck file for everyone, or a comma-separated one per "
                          "player id (default: the preset's)")
    ply.add_argument("--seed", type=int, default=None, help="duel seed (default: a random one, printed)")
    ply.add_argument("--preset", choices=tuple(PRESETS), default="408", help="rule preset (default 408)")
    ply.add_argument("--lp", type=int, default=None, help="starting LP (default: the preset's, 8000)")
    ply.add_argument("--turn-cap", type=int, default=None, help="end the duel undecided after this many turns")
    ply.add_argument("--replay", default=None, help="where to save the replay (default ygo-royal-play-SEED.json)")


def run_play(args: argparse.Namespace, input: TextIO | None = None, output: TextIO | None = None) -> int:
    """``ygo-royal play``: 0 once the session ends (the duel finished or the person stopped),
    2 for bad options."""
    try:
        config, opponents = play_setup(args)
        seed = secrets.randbelow(2**63) if args.seed is None else args.seed
        if seed < 0:
            raise ValueError(f"--seed must be non-negative, got {seed}")
        replay = args.replay or f"ygo-royal-play-{seed}.json"
        if not Path(replay).resolve().parent.is_dir() or Path(replay).is_dir():
            raise ValueError(f"cannot save the replay as {replay}: no such directory, or it is one")
        Duel(config, seed)                           # bad decks and rule fields fail here, before play
    except (LookupError, OSError, ValueError) as e:      # ConfigError, DeckError, an unknown card, no such file
        print(f"ygo-royal: play: {e}", file=sys.stderr)
        return 2
    play(config, seed, args.player, opponents, replay, input, output)
    return 0


def play_setup(args: argparse.Namespace) -> tuple[DuelConfig, dict[int, str]]:
    """The duel's config and each opponent's agent kind, from the options."""
    n = args.players
    if args.player >= n:
        raise ValueError(f"--player must be a player id 0 to {n - 1}, got {args.player}")
    others = [p for p in range(n) if p != args.player]
    kinds = args.opponents * len(others) if len(args.opponents) == 1 else args.opponents
    if len(kinds) != len(others):
        raise ValueError(f"--opponents takes one kind or {len(others)} (one per opponent), got {len(args.opponents)}")
    fields: dict = {"num_players": n}
    if args.decks is not None:
        fields["decks"] = args.decks[0] if len(args.decks) == 1 else tuple(args.decks)
    if args.lp is not None:
        fields["starting_lp"] = args.lp
    if args.turn_cap is not None:
        fields["turn_cap"] = args.turn_cap
    return DuelConfig.from_preset(args.preset, **fields), dict(zip(others, kinds))


__all__ = ["Quit", "TerminalPlayer", "add_play_parser", "play", "run_play", "without_concession"]
