"""Named rule presets (the parameters P1-P42 of docs/rules.md): plain dicts of ``DuelConfig``
field overrides on top of the 408 / Battle Royal defaults.

Only parameters the engine implements appear here; the ones it does not (piercing: no
switch needed, P17's contradictory option, ...) are explained in docs/presets.md.
Use ``DuelConfig.from_preset(name, **overrides)``; with more than 2 players every
Battle Royal rule still applies on top of a preset (C21).
"""
from __future__ import annotations

from pathlib import Path

# P13 / C8: seed 003's 1-4: 0, 5-6: 1, 7-9: 2, 10: 3 tributes. 11-12 are unstated; they follow
# level 10 so that a higher level never needs fewer tributes.
TRIBUTES_SEED003 = (0, 0, 0, 0, 0, 1, 1, 2, 2, 2, 3, 3, 3)

# P8 / C1: seed 001 needs exactly 60 cards; the packaged decks hold 40, so the preset brings one.
DECK_60 = str(Path(__file__).parent / "cards" / "data" / "preset_decks" / "vanilla_normals_60.txt")

PRESETS: dict[str, dict] = {
    "408": {},
    "seed001": {"deck_main_size": (60, 60), "decks": DECK_60,                      # C1
                "lp_zero_mid_chain": "end_duel",                                   # C4: P19
                "extra_deck_contents": "fusion_ritual",                            # C2: P9
                "search_failure": "seed001", "search_reveal_to": "opponents"},     # P25, P24
    "seed003": {"starting_lp": 4000,                                               # C6
                "hand_limit": None, "hand_cap_hard": 7,                            # C7: P6, P7
                "deck_main_size": (40, 40),                                        # C10
                "tribute_table": TRIBUTES_SEED003,                                 # C8
                "first_turn_rule": "no_direct_attack_turn1",                       # C9, A-51
                "quick_from_hand_any_turn": True,                                  # C12: P26
                "same_name_support_once_per_turn": True,                           # C11: P27
                "field_spell_replace": False,                                      # P28
                "per_card_limits": {"Monster Reborn": 1}},                         # C14: P12
    # C15/C16: 3 stars = 10000 LP, 6 cards in hand, 30-40 card decks (the packaged decks fit)
    "seed004": {"star_levels": (3,), "battle_model": "hp", "phases": "four"},     # C18, C17
}

__all__ = ["PRESETS", "TRIBUTES_SEED003"]
