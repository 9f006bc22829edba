"""Model providers: chat models (OpenAI-compatible and the offline coach) and text embeddings."""
