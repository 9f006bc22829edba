"""``make bench``: the project's benchmarks, measured side by side in one run.

Run ``python -m bench`` (or ``--quick``); it writes ``bench/results.json`` and ``docs/benchmarks.md``. Each module
is a library of plain functions that work under any configured Django settings (the smoke test runs them on tiny
sizes under the test settings); :mod:`bench.__main__` wires them to their own embedded services (``var/bench``).
"""
