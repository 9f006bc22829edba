"""The NVC knowledge base (seeded handbook chunks) and the learners' wiki, both searchable by meaning and words."""
