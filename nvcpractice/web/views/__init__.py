"""The web pages: practice, scenarios, dashboard, profile, history and wiki (all behind login)."""
