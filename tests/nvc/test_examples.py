"""Every labelled example in ``examples.jsonl`` (written for this project) must get exactly its labels."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from nvcpractice.nvc import COMPONENTS, LABELS, analyze

EXAMPLES_PATH = Path(__file__).with_name("examples.jsonl")
EXAMPLES = [json.loads(line) for line in EXAMPLES_PATH.read_text(encoding="utf-8").splitlines() if line.strip()]


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
