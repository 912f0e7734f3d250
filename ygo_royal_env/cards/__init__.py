"""Card data for the engine: card database, banlists and decks (stats only; effects live elsewhere)."""

from .database import CARD_DTYPE, CardDatabase, CardDataError, UnknownCardError, load_database
from .decks import (
    Banlist, Deck, DeckError, deck_from_codes, list_packaged_decks, load_banlist, load_deck,
    parse_deck_text, validate_deck,
)

__all__ = [
    "CARD_DTYPE", "CardDatabase", "CardDataError", "UnknownCardError", "load_database",
    "Banlist", "Deck", "DeckError", "deck_from_codes", "list_packaged_decks", "load_banlist", "load_deck",
    "parse_deck_text", "validate_deck",
]
