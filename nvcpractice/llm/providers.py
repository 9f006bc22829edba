"""Builds the configured chat model: the offline coach or an OpenAI-compatible endpoint."""

from __future__ import annotations

from django.conf import settings

from nvcpractice.llm.base import ChatModel


def model_configured() -> bool:
    """True when a real model (not the offline coach) answers."""
    return settings.NVC_LLM_PROVIDER == "openai"


def get_chat_model() -> ChatModel:
    provider = settings.NVC_LLM_PROVIDER
    if provider == "openai":
        from nvcpractice.llm.openai_chat import OpenAIChatModel

        return OpenAIChatModel(
            model=settings.NVC_CHAT_MODEL,
            api_key=settings.OPENAI_API_KEY,
            base_url=settings.OPENAI_BASE_URL,
            timeout=settings.NVC_LLM_TIMEOUT,
            max_retries=settings.NVC_LLM_MAX_RETRIES,
        )
    if provider == "offline":
        from nvcpractice.llm.offline import OfflineCoachModel

        return OfflineCoachModel()
    raise ValueError(f"unknown NVC_LLM_PROVIDER {provider!r}: use 'offline' or 'openai'")
