"""Operational scripts: compiling the translations, API fuzzing and the soak run against a private instance."""
