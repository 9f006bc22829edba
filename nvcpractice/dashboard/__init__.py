"""The learner's progress: statistics computed from sessions and evaluations (no tables of its own)."""
