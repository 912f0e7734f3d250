"""The ``ygo-royal`` command: headless simulations from the shell (a human summary or one
JSON object for scripts), replays narrated turn by turn, and duels played at the terminal."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Sequence

from . import __version__
from .arg_types import BANLISTS, add_card_files, agent_specs, banlist, deck_list
from .card_commands import add_card_parsers, run_cards_command, run_deck_command
from .cards import DeckError
from .config import (BACKUP_POOLS, MAX_BACKUPS_PER_PLAYER, MODES, SPECIAL_WIN_POLICIES, ConfigError,
                     DuelConfig, sample_decks)
from .core.constants import MAX_PLAYERS
from .first_run import compile_notice
from .identity import EXAMPLE_SETS
from .play import add_play_parser, run_play
from .presets import PRESETS
from .render import step_text
from .replay import Replay, ReplayError
from .simulate import AGENT_KINDS, SimulationResult, simulate
from .vector.playout import check_run_seed


def int_in(low: int, high: int | None = None):
    """An argparse type: an int in ``low..high`` (no upper bound when None), so a bad value
    is reported against the flag the user typed."""
    allowed = f"at least {low}" if high is None else f"{low} to {high}"

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected an integer, got {text!r}") from None
        if value < low or (high is not None and value > high):
            raise argparse.ArgumentTypeError(f"must be {allowed}, got {value}")
        return value
    return parse


def run_seed(text: str) -> int:
    """An argparse type: a run's seed, checked as ``simulate`` checks it."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected an integer, got {text!r}") from None
    try:
        return check_run_seed(value)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def int_list(text: str) -> list[int]:
    try:
        return [int(t) for t in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected comma-separated integers, got {text!r}") from None


agent_list = agent_specs(AGENT_KINDS)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ygo-royal", description="Multi-player Yu-Gi-Oh! Battle Royal duels, headless. Seats and "
                                      "player ids count from 0 everywhere (seat 0 moves first; player_0 is id 0).",
        epilog="The rules as this engine plays them, by rule id: docs/rules.md in the project.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    sim = commands.add_parser("simulate", help="play many headless duels and report win rates by seat",
                              description="Play many headless duels and report win rates by seat.")
    sim.add_argument("--players", type=int_in(2, MAX_PLAYERS), default=None,
                     help=f"players per duel, 2 to {MAX_PLAYERS} (default 6 for 3v3 and kof, else 4)")
    sim.add_argument("--games", type=int_in(1), default=200, help="duels to play (default 200)")
    sim.add_argument("--agents", type=agent_list, default=["random"],
                     help=f"an agent for every player, or a comma-separated list with one per player id: "
                          f"a built-in policy ({', '.join(AGENT_KINDS)}; default random) or a Python policy "
                          f"as module:attribute or path/to/file.py:attribute (docs/agents.md)")
    sim.add_argument("--seed", type=run_seed, default=0,
                     help="base seed (an integer from 0); game i plays the duel of seed SEED * 1000003 + i")
    sim.add_argument("--mode", choices=MODES, default="royale",
                     help="variant (docs/rules.md#variant-modes, docs/variants.md): royale (free-for-all), team (see "
                          "--teams), 2v2 (4 players), 3v3 and kof (6 players), boss and contrib (--boss), kupl, "
                          "identity; default royale")
    sim.add_argument("--preset", choices=tuple(PRESETS), default="408",
                     help="rule preset (docs/presets.md): " + ", ".join(PRESETS) + "; default 408")
    sim.add_argument("--teams", type=int_list, default=None,
                     help="mode team: team id per player id, e.g. 0,0,1,1 (default: two teams, even and odd "
                          "player ids: 0,1,0,1,...)")
    sim.add_argument("--boss", type=int_in(0, MAX_PLAYERS - 1), default=0, help="the BOSS's player id (boss, contrib)")
    sim.add_argument("--identity", choices=tuple(EXAMPLE_SETS), default=None,
                     help="role set for mode identity (default: leader)")
    sim.add_argument("--backups", type=int_in(0, MAX_BACKUPS_PER_PLAYER), default=None,
                     help="mode 3v3: backup decks per player (default 2, V-3v3-1)")
    sim.add_argument("--backup-pool", choices=BACKUP_POOLS, default=None,
                     help="mode 3v3: who may take a backup deck (A-17; default team)")
    sim.add_argument("--special-wins", choices=SPECIAL_WIN_POLICIES, default=None,
                     help="special-win cards: banned at deck validation (R9, default) or v3_team_rule (R37)")
    sim.add_argument("--decks", type=deck_list, default=None,
                     help="a deck for everyone, or a comma-separated list with one per player id: packaged "
                          "names or files (.ydk or text); default: the preset's, else the six sample decks "
                          "by player id in turn (vanilla_beatdown, chain_burn, chaos_control, ...)")
    sim.add_argument("--banlist", type=banlist, default=argparse.SUPPRESS,
                     help=f"the list decks are validated against ({', '.join(BANLISTS)}; default: the "
                          f"preset's, 2006_03)")
    add_card_files(sim)
    sim.add_argument("--turn-cap", type=int, default=None,
                     help="truncate a duel after this many turns (default: the config's 500)")
    sim.add_argument("--save-replays", metavar="DIR", default=None,
                     help="write each game as a replay file into DIR (game_00000.json, ...; see --replay-games)")
    sim.add_argument("--replay-games", type=int_in(0), default=None, metavar="N",
                     help="with --save-replays: only the first N games (default: all)")
    sim.add_argument("--json", action="store_true", help="print one JSON object instead of a summary")
    sim.add_argument("--no-progress", action="store_true",
                     help="no progress bar and no first-run compile notice on stderr")
    rep = commands.add_parser("replay", help="print a recorded duel turn by turn and check it reproduces",
                              description="Print a replay file turn by turn (board at each turn, every "
                                          "action and event) and check the engine still plays it the same way.")
    rep.add_argument("file", help="a replay file (Replay.save / env.save_replay)")
    rep.add_argument("--viewer", type=int_in(0, MAX_PLAYERS - 1), default=None,
                     help="show the board as this player sees it (default: a spectator)")
    rep.add_argument("--quiet", action="store_true", help="only check that it reproduces")
    rep.add_argument("--html", metavar="OUT.html", default=None,
                     help="write a self-contained HTML page that steps through the duel (with --viewer: "
                          "only what that player may know) instead of printing it")
    stu = commands.add_parser("study", help="run a balance study from a TOML spec (resumable)",
                              description="Run the grid of a study spec (docs/studies.md) as headless duels, "
                                          "writing one Parquet row per duel under --out; finished work is "
                                          "kept, so running it again resumes.")
    stu.add_argument("spec", help="a study spec file (TOML)")
    stu.add_argument("--out", default=None, help="results directory (default: <spec name>_results)")
    stu.add_argument("--backend", choices=("local", "ray"), default="local",
                     help="local processes (default) or tasks on a Ray cluster")
    stu.add_argument("--workers", type=int_in(1), default=None, help="local processes (default: all cores)")
    stu.add_argument("--address", default=None, help="Ray cluster address (default: start a local Ray instance)")
    stu.add_argument("--report", action="store_true", help="render the report when the study is done")
    stu.add_argument("--no-progress", action="store_true", help="no progress bars on stderr")
    rpt = commands.add_parser("report", help="render a study's report (Markdown, HTML, plots)",
                              description="Render report.md and report.html with plots from a study's results.")
    rpt.add_argument("results", help="a results directory written by `ygo-royal study`")
    rpt.add_argument("--out", default=None, help="where to write the report (default: the results directory)")
    add_play_parser(commands)
    add_card_parsers(commands)
    return parser


DECK_OUT_NOTE_SHARE = 0.25     # deck-outs at this share of losses get a note in the summary


def summary(r: SimulationResult) -> str:
    """The human report: win rates by seat (seat 0 moves first), by player and by agent,
    ends, how players lost, turns and speed."""
    def pct(k: int, of: int | None = None) -> str:
        return f"{100 * k / (of or r.games):5.1f}%"

    lines = [f"{r.games} games, {r.num_players} players, mode {r.mode}, agents {','.join(r.agents)}, seed {r.seed}",
             "wins by seat (seat 0 moves first):"]
    lines += [f"  seat {s}: {w:7d}  {pct(w)}" for s, w in enumerate(r.wins_by_seat)]
    lines += ["wins by player (seats dealt anew each game):"]
    lines += [f"  player_{p} ({agent}, {deck}): {w:7d}  {pct(w)}"
              for p, (agent, deck, w) in enumerate(zip(r.agents, r.decks, r.wins_by_player))]
    by_agent = r.wins_by_agent()
    if len(by_agent) > 1:
        lines += ["wins by agent (per player-game):"]
        lines += [f"  {agent:10s} {won:7d} / {played:<7d} {pct(won, played)}" for agent, (won, played) in by_agent.items()]
    if r.losses_by_reason:
        lines += ["losses: " + ", ".join(f"{why} {k}" for why, k in r.losses_by_reason.items())]
    if r.deck_out_share >= DECK_OUT_NOTE_SHARE:
        lines += [f"note: {100 * r.deck_out_share:.0f}% of losses were deck-outs, so the seat order (who draws "
                  "first runs out first) decides these results more than the play does"]
    lines += [f"draws:     {r.draws:7d}  {pct(r.draws)}",
              f"truncated: {r.truncated:7d}  {pct(r.truncated)}"
              + (f" ({r.endless_turns} by the endless-turn guard)" if r.endless_turns else ""),
              f"mean turns per game:     {r.mean_turns:.1f}",
              f"decisions per game:      {r.decisions / r.games:.1f} "
              f"(+{r.auto_decisions / r.games:.1f} auto-answered)",
              f"speed: {r.games_per_second:.1f} games/s ({r.seconds:.2f} s)"]
    return "\n".join(lines)


def default_teams(players: int) -> tuple[int, ...]:
    """``--mode team`` without ``--teams``: two teams, even and odd player ids."""
    return tuple(p % 2 for p in range(players))


def simulate_teams(args: argparse.Namespace, players: int) -> tuple[int, ...] | None:
    """The team ids for the config, or ConfigError naming the flags that disagree."""
    if args.teams is None:
        return default_teams(players) if args.mode == "team" else None
    if args.mode != "team":
        raise ConfigError(f"--teams applies only to --mode team, got --mode {args.mode} (that mode sets its own teams)")
    if len(args.teams) != players:
        raise ConfigError(f"--teams gives {len(args.teams)} team ids for {players} players (--players); give one "
                          f"per player id, e.g. {','.join(map(str, default_teams(players)))}")
    return tuple(args.teams)


def run_simulate(args: argparse.Namespace) -> int:
    identity = args.identity or ("leader" if args.mode == "identity" else None)
    players = args.players or (6 if args.mode in ("3v3", "kof") else 4)
    if len(args.agents) not in (1, players):
        raise ConfigError(f"--agents gives {len(args.agents)} policies for {players} players (--players); give 1 "
                          f"(for every player) or {players} (one per player id)")
    teams = simulate_teams(args, players)
    optional = {name: value for name, value in (("backups_per_player", args.backups), ("backup_pool", args.backup_pool),
                                                ("special_win_policy", args.special_wins)) if value is not None}
    if args.decks is not None:
        optional["decks"] = tuple(args.decks)
    elif "decks" not in PRESETS[args.preset]:
        optional["decks"] = sample_decks(players)
    if hasattr(args, "banlist"):                          # given (its default is to leave the preset's)
        optional["banlist"] = args.banlist
    if args.cards:
        optional["card_files"] = tuple(args.cards)
    config = DuelConfig.from_preset(args.preset, num_players=players, mode=args.mode, boss=args.boss,
                                    teams=teams, identity=identity, **optional)
    if args.turn_cap is not None:
        config = config.with_(turn_cap=args.turn_cap)
    agents = args.agents[0] if len(args.agents) == 1 else args.agents
    with compile_notice(enabled=not args.no_progress):     # a cold first run compiles for minutes
        result = simulate(games=args.games, agents=agents, seed=args.seed, config=config,
                          progress=not (args.json or args.no_progress), save_replays=args.save_replays,
                          replay_games=args.replay_games)
    if args.json:
        print(json.dumps({**result.to_dict(), **({"teams": list(teams)} if teams else {})}))
    else:
        print(summary(result) + (f"\nteams by player id: {','.join(map(str, teams))}" if teams else ""))
    return 0


def run_replay(args: argparse.Namespace) -> int:
    """Narrate a replay (events in words as they happen, the board at each new turn) or
    write it as an HTML page, and check that it reproduces."""
    replay = Replay.load(args.file)
    if args.html:
        from .replay_html import write_html
        duel = write_html(replay, args.html, args.viewer)
    elif args.quiet:
        duel = replay.play()
    else:
        for step in replay.steps():
            if text := step_text(step, args.viewer):
                print(text)
            duel = step.after
    problems = replay.verify(duel)
    print(f"{len(replay.actions)} actions; results {duel.results()}; "
          + ("reproduces exactly" if not problems else "DOES NOT REPRODUCE: " + "; ".join(problems))
          + (f"; wrote {args.html}" if args.html else ""))
    return 0 if not problems else 1


STUDY_MODULES = ("pyarrow", "pandas", "matplotlib", "tomli")


def run_study_command(args: argparse.Namespace) -> int:
    from .studies import run_study, write_report
    out = args.out or f"{Path(args.spec).stem}_results"
    run_study(args.spec, out, backend=args.backend, workers=args.workers, address=args.address,
              progress=not args.no_progress)
    print(f"results in {out}" + (f"; report: {write_report(out)}" if args.report else
                                 f"; render the report with: ygo-royal report {out}"))
    return 0


def run_report_command(args: argparse.Namespace) -> int:
    from .studies import write_report
    print(write_report(args.results, args.out))
    return 0


def fail(message: str) -> int:
    """Report an error as one line on stderr (no traceback); exit code 2."""
    print("ygo-royal: " + " | ".join(line.strip() for line in message.splitlines() if line.strip()), file=sys.stderr)
    return 2


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``ygo-royal`` and ``python -m ygo_royal_env``; returns the exit code."""
    args = build_parser().parse_args(argv)
    if args.command == "play":
        return run_play(args)
    if args.command in ("deck", "cards"):
        try:
            return run_deck_command(args) if args.command == "deck" else run_cards_command(args)
        except (DeckError, ValueError, OSError) as e:
            return fail(f"{args.command}: {e}")
    if args.command == "replay":
        try:
            return run_replay(args)
        except (ReplayError, OSError) as e:
            return fail(f"cannot replay {args.file}: {e}")
    if args.command in ("study", "report"):
        try:
            return run_study_command(args) if args.command == "study" else run_report_command(args)
        except ModuleNotFoundError as e:
            if e.name not in STUDY_MODULES:
                raise
            return fail(f"studies need the 'study' extra ({e.name} is missing): pip install 'ygo-royal-env[study]'")
        except (ValueError, OSError, RuntimeError) as e:
            return fail(f"{args.command}: {e}")
    try:
        return run_simulate(args)
    except (ConfigError, ValueError, FileNotFoundError) as e:
        return fail(f"invalid configuration: {e}")
