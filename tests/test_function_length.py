"""No application function is longer than 60 lines (house rule): long ones hide more than one concern."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("nvcpractice", "scenes", "tools", "mcp_bridge")
LIMIT = 60


def _functions(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield node.name, node.lineno, node.end_lineno - node.lineno + 1


def test_no_application_function_is_over_60_lines():
    too_long = [
        f"{path.relative_to(ROOT)}:{line} {name} ({length} lines)"
        for package in PACKAGES
        for path in sorted((ROOT / package).rglob("*.py"))
        if "migrations" not in path.parts
        for name, line, length in _functions(path)
        if length > LIMIT
    ]
    assert too_long == []


def test_the_check_sees_a_long_function(tmp_path):
    source = tmp_path / "sample.py"
    source.write_text("def long():\n" + "    x = 1\n" * LIMIT + "    return x\n", encoding="utf-8")
    assert [length for _, _, length in _functions(source)] == [LIMIT + 2]
