"""The trainers' signal matrix (``scripts/signal_matrix.py``), computed from known sets of signals."""

from __future__ import annotations

from scripts.signal_matrix import kept_signals, signal_matrix


def test_signals_rarer_than_the_minimum_are_no_column():
    sets = [{"a", "b"}, {"b", "c"}, {"b", "a"}]
    assert kept_signals(sets, 2) == ["a", "b"]
    assert kept_signals(sets, 3) == ["b"]


def test_each_set_is_a_row_with_a_one_in_the_column_of_each_kept_signal():
    matrix = signal_matrix([{"a", "b"}, {"c"}, {"b"}], {"a": 0, "b": 1}).toarray().tolist()
    assert matrix == [[1.0, 1.0], [0.0, 0.0], [0.0, 1.0]]
