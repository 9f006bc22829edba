"""The sparse matrix the trainers of learned weights fit: one row per training message, one column per signal.

Why this exists: the safety check's trainer (``scripts/safety_model.py``) and the dialogue acts' trainer
(``scripts/acts_model.py``) read a message as a set of named signals; both keep the signals seen often enough to be
evidence and hand scikit-learn the same 0/1 matrix of them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

import numpy as np
from scipy.sparse import csr_matrix


def kept_signals(signal_sets: Iterable[Iterable[str]], min_count: int) -> list[str]:
    """The signals found in at least ``min_count`` of ``signal_sets``, sorted: the columns, in order."""
    seen = Counter(signal for signals in signal_sets for signal in signals)
    return sorted(signal for signal, count in seen.items() if count >= min_count)


def signal_matrix(signal_sets: Sequence[Iterable[str]], columns: dict[str, int]) -> csr_matrix:
    """A row per set of signals, a 1 in the column of each signal ``columns`` has (the others are left out). Each
    row's columns are in order, so the fit does not depend on the order a set is iterated in (string hashing
    differs from run to run)."""
    rows, cols = [], []
    for index, signals in enumerate(signal_sets):
        hits = sorted(columns[signal] for signal in signals if signal in columns)
        rows += [index] * len(hits)
        cols += hits
    return csr_matrix((np.ones(len(rows)), (rows, cols)), shape=(len(signal_sets), len(columns)))
