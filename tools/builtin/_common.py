"""Argument types shared by several tools."""

from typing import Literal

#: The content language a tool works in.
LocaleArg = Literal["en", "zh-hans"] | None
