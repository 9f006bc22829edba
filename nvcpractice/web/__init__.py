"""The web pages people practise in: practice, scenarios, dashboard, profile, history and wiki."""
