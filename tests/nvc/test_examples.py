"""Every labelled example written for this project must get exactly its labels.

``examples.jsonl`` holds the general set; ``examples_blind_spots.jsonl`` the kinds issue 12 found missed (requests
made concrete by a time, commands after a judgement, sarcasm and "again"-blame, counted events and quoted words,
universal needs as noun phrases or "X matters to me", negative bare commands, questions about a quality).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from nvcpractice.nvc import COMPONENTS, LABELS, analyze

EXAMPLE_FILES = ("examples.jsonl", "examples_blind_spots.jsonl")
EXAMPLES = [
    json.loads(line)
    for name in EXAMPLE_FILES
    for line in Path(__file__).with_name(name).read_text(encoding="utf-8").splitlines()
    if line.strip()
]


@pytest.mark.parametrize("example", EXAMPLES, ids=[example["id"] for example in EXAMPLES])
def test_example_labels(example):
    result = analyze(example["text"], example["locale"])
    assert result.locale == example["locale"]
    assert result.labels() == example["labels"]


def test_examples_cover_every_label_in_both_locales():
    assert len(EXAMPLES) >= 80
    assert len({example["id"] for example in EXAMPLES}) == len(EXAMPLES)
    counts = Counter(
        (example["locale"], component, example["labels"][component]) for example in EXAMPLES for component in COMPONENTS
    )
    for locale in ("en", "zh-hans"):
        for component in COMPONENTS:
            for label in LABELS[component]:
                assert counts[(locale, component, label)] >= 3, (locale, component, label)


def test_blind_spot_examples_are_many_and_in_both_languages():
    new = [example for example in EXAMPLES if example["id"].startswith("bs-")]
    assert len(new) >= 60
    assert Counter(example["locale"] for example in new).keys() == {"en", "zh-hans"}
    assert min(Counter(example["locale"] for example in new).values()) >= 30
