"""Learners' profiles and accounts: display name, language, goals, preferences and level; signup and tokens."""
