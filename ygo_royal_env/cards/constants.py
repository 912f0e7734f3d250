"""Integer codes for card properties.

They are plain module-level ints (not ``enum.IntEnum``) because numba treats
module globals as compile-time constants, so the engine can use them inside
``@njit`` code.  Each ``*_NAMES`` tuple is indexed by its code and holds the
exact spelling used in ``data/cards.csv``; the ``NONE`` attribute and race
are spelled ``''`` because spells and traps leave those columns empty.
"""

KIND_MONSTER = 0
KIND_SPELL = 1
KIND_TRAP = 2
KIND_NAMES: tuple[str, ...] = ("monster", "spell", "trap")

# 'normal' is shared: Normal Monster, Normal Spell, Normal Trap.
SUBTYPE_NORMAL = 0
SUBTYPE_EFFECT = 1
SUBTYPE_FUSION = 2
SUBTYPE_RITUAL = 3
SUBTYPE_TOON = 4
SUBTYPE_SPIRIT = 5
SUBTYPE_UNION = 6
SUBTYPE_GEMINI = 7
SUBTYPE_FLIP = 8
SUBTYPE_QUICKPLAY = 9
SUBTYPE_CONTINUOUS = 10
SUBTYPE_EQUIP = 11
SUBTYPE_FIELD = 12
SUBTYPE_COUNTER = 13
SUBTYPE_NAMES: tuple[str, ...] = (
    "normal", "effect", "fusion", "ritual", "toon", "spirit", "union",
    "gemini", "flip", "quick-play", "continuous", "equip", "field", "counter",
)

ATTRIBUTE_NONE = 0
ATTRIBUTE_EARTH = 1
ATTRIBUTE_WATER = 2
ATTRIBUTE_FIRE = 3
ATTRIBUTE_WIND = 4
ATTRIBUTE_LIGHT = 5
ATTRIBUTE_DARK = 6
ATTRIBUTE_NAMES: tuple[str, ...] = ("", "EARTH", "WATER", "FIRE", "WIND", "LIGHT", "DARK")

RACE_NONE = 0
RACE_WARRIOR = 1
RACE_SPELLCASTER = 2
RACE_FAIRY = 3
RACE_FIEND = 4
RACE_ZOMBIE = 5
RACE_MACHINE = 6
RACE_AQUA = 7
RACE_PYRO = 8
RACE_ROCK = 9
RACE_WINGED_BEAST = 10
RACE_PLANT = 11
RACE_INSECT = 12
RACE_THUNDER = 13
RACE_DRAGON = 14
RACE_BEAST = 15
RACE_BEAST_WARRIOR = 16
RACE_DINOSAUR = 17
RACE_FISH = 18
RACE_SEA_SERPENT = 19
RACE_REPTILE = 20
RACE_NAMES: tuple[str, ...] = (
    "", "Warrior", "Spellcaster", "Fairy", "Fiend", "Zombie", "Machine", "Aqua",
    "Pyro", "Rock", "Winged Beast", "Plant", "Insect", "Thunder", "Dragon",
    "Beast", "Beast-Warrior", "Dinosaur", "Fish", "Sea Serpent", "Reptile",
)

# ATK/DEF printed as '?' on the card; distinct from any real stat (all >= 0).
STAT_UNKNOWN = -2
