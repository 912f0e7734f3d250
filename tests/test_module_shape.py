"""Issue 18 item 1: the package's modules stay small enough to read and the core imports no cycle
(a jitted module must be importable before any function that calls it is compiled)."""
import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "ygo_royal_env"
MAX_MODULE_LINES = 650               # ~600, with room for a card's worth of growth
MAX_FUNCTION_LINES = 120
LONG_TABLES = {"cards/constants.py"}   # the numbered constants and their name tables, one place by design


def modules():
    return sorted(path for path in PACKAGE.rglob("*.py") if "__pycache__" not in path.parts)


def test_no_module_is_over_650_lines_but_the_constants_table():
    long = [f"{path.relative_to(PACKAGE)}: {n}" for path in modules()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES
            and str(path.relative_to(PACKAGE)) not in LONG_TABLES]
    assert not long, long


def test_no_function_is_over_120_lines():
    long = []
    for path in modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) \
                    and node.end_lineno - node.lineno + 1 > MAX_FUNCTION_LINES:
                long.append(f"{path.relative_to(PACKAGE)}: {node.name}")
    assert not long, long


def test_the_core_modules_import_no_cycle():
    core = PACKAGE / "core"
    names = {path.stem for path in core.glob("*.py")}
    imports = {name: {node.module for node in ast.parse((core / f"{name}.py").read_text(encoding="utf-8")).body
                      if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module in names}
               for name in names}
    done, cycles = set(), []

    def visit(name, path):
        for other in sorted(imports[name]):
            if other in path:
                cycles.append(path[path.index(other):] + [other])
            elif other not in done:
                visit(other, path + [other])
        done.add(name)

    for name in sorted(names):
        if name not in done:
            visit(name, [name])
    assert not cycles, cycles
