"""Operational scripts: API fuzzing and the soak run against a private instance of the app."""
