"""The ``deck`` and ``cards`` subcommands: check and convert deck files, look cards up, and
report how much of the pool and of which decks the engine plays."""
from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

from .arg_types import BANLISTS, add_card_files, banlist
from .card_text import card_header, describe_card, find_cards
from .cards import Banlist, CardDatabase, DeckError, load_banlist, load_database, load_deck, validate_deck
from .cards.constants import ATTRIBUTE_NAMES, KIND_NAMES, RACE_NAMES, STAT_UNKNOWN, SUBTYPE_NAMES, SUBTYPE_TOKEN
from .cards.coverage import coverage, coverage_markdown
from .cards.decks import format_deck_text, format_ydk
from .cards.reference import primitives_markdown

SEARCH_LIMIT = 50                  # cards search prints at most this many (the count is always given)
_STAT_TERM = re.compile(r"(level|atk|def)(<=|>=|=|<|>)(\d+)$")


def add_card_parsers(commands: argparse._SubParsersAction) -> None:
    """The ``deck`` and ``cards`` subcommands' options (cli.py only wires them in)."""
    deck = commands.add_parser("deck", help="check or convert deck files (.ydk or the project's text format)",
                               description="Check deck files against the rules and the card pool, or convert them.")
    deck_commands = deck.add_subparsers(dest="deck_command", required=True, metavar="ACTION")
    check = deck_commands.add_parser("check", help="is each deck legal and playable? (exit 0 only if all are)",
                                     description="Validate decks: sizes, copies (Main, Extra and Side together), "
                                                 "the banlist, the 2006 card pool, and cards the engine cannot "
                                                 "play yet. Exit 0 only if every deck is legal and playable.")
    check.add_argument("decks", nargs="+", metavar="DECK", help="deck files (.ydk or text) or packaged deck names")
    check.add_argument("--banlist", type=banlist, default="2006_03",
                       help=f"the list to check against ({', '.join(BANLISTS)}; default 2006_03)")
    add_card_files(check)
    convert = deck_commands.add_parser("convert", help="write a deck in the other format (.ydk or .txt, by suffix)",
                                       description="Read a deck (a file or a packaged name) and write it as OUT: "
                                                   ".ydk for ygopro, .txt for the project's text format.")
    convert.add_argument("deck", help="a deck file or a packaged deck name")
    convert.add_argument("out", help="the file to write, ending in .ydk or .txt")

    cards = commands.add_parser("cards", help="look up cards; what the engine plays",
                                description="Look cards up (stats and the effect as this engine plays it) "
                                            "and report coverage of the card pool and of decks.")
    card_commands = cards.add_subparsers(dest="cards_command", required=True, metavar="ACTION")
    show = card_commands.add_parser("show", help="one card: stats, release, list status and its effect in words")
    show.add_argument("card", help="a passcode or a name (exact, or part of one)")
    add_card_files(show)
    search = card_commands.add_parser(
        "search", help="cards whose name, kind or Type has every word; level/atk/def terms filter stats",
        description="Every card matching all the terms: a word matches part of a name (English or "
                    "Chinese), a kind (spell), a subtype (equip), an Attribute or a Type; LEVEL=4, "
                    "ATK>=1800, DEF<1000 filter stats.")
    search.add_argument("terms", nargs="+")
    add_card_files(search)
    cov = card_commands.add_parser("coverage", help="playable cards of the pool, and of decks",
                                   description="How many cards of the pool the engine plays, by kind, and "
                                               "which cards each deck still misses.")
    cov.add_argument("decks", nargs="*", metavar="DECK", help="deck files or names (default: every packaged deck)")
    add_card_files(cov)
    out = cov.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="one JSON object (keys pool_cards, playable_cards, "
                                                         "playable_effect_cards, decks, ...)")
    out.add_argument("--markdown", action="store_true", help="the page docs/cards.md is generated from")
    card_commands.add_parser("primitives", help="the effect vocabulary (ops, triggers, conditions, ...) as Markdown",
                             description="Print every primitive a card file may use, with its parameters and "
                                         "meaning: the page docs/primitives.md is generated from.")


def run_deck_command(args: argparse.Namespace) -> int:
    db = load_database(card_files=getattr(args, "cards", ()))
    if args.deck_command == "convert":
        return convert_deck(args.deck, args.out, db)
    lists = load_banlist(db=db) if args.banlist else Banlist({}, "no banlist")
    bad = 0
    for spec in args.decks:
        try:
            deck = load_deck(spec, db)
            validate_deck(deck, db, lists)
            print(f"{spec}: legal and playable ({len(deck.main)} main, {len(deck.extra)} extra, "
                  f"{len(deck.side)} side)")
        except (DeckError, FileNotFoundError) as e:
            bad += 1
            print(f"{spec}: {e}")
    return 1 if bad else 0


def convert_deck(spec: str, out: str, db: CardDatabase) -> int:
    deck = load_deck(spec, db)
    suffix = Path(out).suffix.lower()
    if suffix not in (".ydk", ".txt"):
        raise ValueError(f"cannot tell the format of {out!r}: name it .ydk (ygopro) or .txt (text format)")
    if suffix == ".txt" and deck.side:
        raise ValueError(f"{spec} has a Side Deck of {len(deck.side)} cards, which the text format cannot "
                         f"hold; write .ydk instead")
    Path(out).write_text(format_ydk(deck, db) if suffix == ".ydk" else format_deck_text(deck, db), encoding="utf-8")
    print(f"wrote {out}")
    return 0


def run_cards_command(args: argparse.Namespace) -> int:
    if args.cards_command == "primitives":
        print(primitives_markdown(), end="")
        return 0
    db = load_database(card_files=args.cards)
    if args.cards_command == "show":
        return show_card(args.card, db)
    if args.cards_command == "search":
        found = search_cards(db, args.terms)
        for i in found[:SEARCH_LIMIT]:
            print(f"{db.code(i):>9}  {card_header(db, i)}" + ("" if db.table["implemented"][i] else "  [not playable]"))
        more = f", the first {SEARCH_LIMIT} shown" if len(found) > SEARCH_LIMIT else ""
        print(f"{len(found)} card{'s' * (len(found) != 1)}{more}")
        return 0 if found else 1
    decks = {spec: load_deck(spec, db) for spec in args.decks} if args.decks else None
    report = coverage(db, decks)
    if args.json:
        print(json.dumps(report))
    elif args.markdown:
        print(coverage_markdown(report), end="")
    else:
        print(f"pool: {report['pool_cards']} cards; playable: {report['playable_cards']} "
              f"({report['playable_effect_cards']} of {report['effect_cards']} effect cards)")
        for name, deck in report["decks"].items():
            print(f"{name}: " + ("playable" if deck["playable"] else
                                 f"{len(deck['missing'])} cards missing: {', '.join(deck['missing'])}"))
    return 0


def show_card(query: str, db: CardDatabase) -> int:
    found = find_cards(db, query)
    if len(found) != 1:
        names = ", ".join(db.name(i) for i in found[:10]) + (" ..." if len(found) > 10 else "")
        print(f"no card matches {query!r}" if not found else f"{len(found)} cards match {query!r}: {names}")
        return 1
    i = found[0]
    lists = load_banlist(db=db)
    aliases = sorted(code for code, index in db.index_of.items() if index == i and code != db.code(i))
    print(describe_card(db, i))
    print(f"First released {db.release_date(i) or 'unknown'}; "
          + (f"{lists.status(db.code(i))} on the March 2006 list" if db.code(i) in lists else "unlimited")
          + ("; playable in this engine" if db.table["implemented"][i] else "; not playable in this engine yet")
          + (f"; also printed as {', '.join(map(str, aliases))}" if aliases else ""))
    return 0


def _stat_filter(term: str):
    field, op, value = _STAT_TERM.match(term.lower()).groups()
    column = {"level": "level", "atk": "atk", "def": "def_"}[field]
    bound = int(value)
    compare = {"=": int.__eq__, "<": int.__lt__, ">": int.__gt__, "<=": int.__le__, ">=": int.__ge__}[op]
    return lambda row: row[column] != STAT_UNKNOWN and compare(int(row[column]), bound)


def search_cards(db: CardDatabase, terms: list[str]) -> list[int]:
    """Card indices matching every term (see the ``search`` help); tokens are left out."""
    words = [t.lower() for t in terms if not _STAT_TERM.match(t.lower())]
    stats = [_stat_filter(t) for t in terms if _STAT_TERM.match(t.lower())]
    found = []
    for i, row in enumerate(db.table):
        if row["subtype"] == SUBTYPE_TOKEN:
            continue
        text = " | ".join((db.names[i], db.names_zh[i], KIND_NAMES[row["kind"]], SUBTYPE_NAMES[row["subtype"]],
                           ATTRIBUTE_NAMES[row["attribute"]], RACE_NAMES[row["race"]])).lower()
        if all(w in text for w in words) and all(f(row) for f in stats):
            found.append(i)
    return found
