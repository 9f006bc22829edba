"""Tests of the pure-Python NVC analyzer (no Django, no database)."""
