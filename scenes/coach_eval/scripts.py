"""Scripted learner conversations: one JSON object per line, read and checked before anything runs.

A script is a mode, a locale, an optional scenario slug and the learner's turns, each labelled by its writer with
an intent (an answer to a step, an empathy guess, an aside to the coach, leaving…), the step it answers and whether
it is a valid answer by the rubric. Files are bounded in size before they are parsed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

MODES = ("free_dialog", "scenario", "structured", "empathy")
LOCALES = ("en", "zh-hans")
STEPS = ("observation", "feeling", "need", "request")
MAX_FILE_BYTES = 2_000_000
MAX_TURNS = 20
MAX_TEXT = 2_000


class ScriptError(ValueError):
    """A script file that cannot be played, with the line that is wrong."""


@dataclass(frozen=True)
class Turn:
    text: str
    intent: str
    step: str | None = None
    valid: bool | None = None


@dataclass(frozen=True)
class Script:
    id: str
    locale: str
    mode: str
    turns: tuple[Turn, ...]
    scenario: str | None = None
    part: str = "tuning"

    @property
    def gives_every_step(self) -> bool:
        """A four-step script in which each step gets a valid answer at some point."""
        valid = {turn.step for turn in self.turns if turn.intent == "answer" and turn.valid}
        return self.mode == "structured" and all(step in valid for step in STEPS)


def _turn(data: object, where: str) -> Turn:
    if not isinstance(data, dict) or not isinstance(data.get("text"), str) or not data["text"].strip():
        raise ScriptError(f"{where}: a turn needs a non-empty text")
    step = data.get("step")
    if step is not None and step not in STEPS:
        raise ScriptError(f"{where}: unknown step {step!r}")
    valid = data.get("valid")
    return Turn(
        text=data["text"][:MAX_TEXT],
        intent=str(data.get("intent") or "statement"),
        step=step,
        valid=valid if isinstance(valid, bool) else None,
    )


def script_from(data: object, *, where: str, part: str) -> Script:
    """One script from its parsed JSON object (``where`` names the line for errors)."""
    if not isinstance(data, dict):
        raise ScriptError(f"{where}: not a JSON object")
    mode, locale = data.get("mode"), data.get("locale")
    if mode not in MODES or locale not in LOCALES:
        raise ScriptError(f"{where}: mode must be one of {MODES} and locale one of {LOCALES}")
    turns = data.get("turns")
    if not isinstance(turns, list) or not 0 < len(turns) <= MAX_TURNS:
        raise ScriptError(f"{where}: 1 to {MAX_TURNS} turns")
    scenario = data.get("scenario") or None
    if mode in {"scenario", "empathy"} and not isinstance(scenario, str):
        raise ScriptError(f"{where}: the {mode} mode needs a scenario slug")
    return Script(
        id=str(data.get("id") or where),
        locale=locale,
        mode=mode,
        turns=tuple(_turn(turn, f"{where} turn {n}") for n, turn in enumerate(turns, 1)),
        scenario=scenario if mode in {"scenario", "empathy"} else None,
        part=part,
    )


def scripts_load(*, path: Path, part: str) -> list[Script]:
    """The scripts of one JSON Lines file."""
    if path.stat().st_size > MAX_FILE_BYTES:
        raise ScriptError(f"{path}: larger than {MAX_FILE_BYTES} bytes")
    scripts = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except (ValueError, RecursionError) as exc:
            raise ScriptError(f"{path.name}:{number}: not JSON ({exc})") from None
        scripts.append(script_from(data, where=f"{path.name}:{number}", part=part))
    return scripts


def scripts_in(*, folder: Path, parts: tuple[str, ...] = ("tuning", "held-out")) -> list[Script]:
    """Every script under ``folder/<part>/*.jsonl``, tuning first."""
    found = []
    for part in parts:
        for path in sorted((folder / part).glob("*.jsonl")):
            found.extend(scripts_load(path=path, part=part))
    return found
