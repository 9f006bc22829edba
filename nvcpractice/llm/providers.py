"""Builds the configured chat model: the offline coach or an OpenAI-compatible endpoint."""

from __future__ import annotations

from functools import lru_cache

from django.conf import settings

from nvcpractice.llm.base import ChatModel

TOKEN_FIELDS = ("max_tokens", "max_completion_tokens")


def model_configured() -> bool:
    """True when a real model (not the offline coach) answers."""
    return settings.NVC_LLM_PROVIDER == "openai"


def get_chat_model() -> ChatModel:
    """The configured model; one instance (and so one pooled HTTP client) per configuration and process."""
    return _build(
        settings.NVC_LLM_PROVIDER,
        settings.NVC_CHAT_MODEL,
        settings.OPENAI_API_KEY,
        settings.OPENAI_BASE_URL,
        settings.NVC_LLM_TIMEOUT,
        settings.NVC_LLM_MAX_RETRIES,
        (settings.NVC_MAX_REPLY_TOKENS, settings.NVC_MAX_TOKENS_FIELD, settings.NVC_TURN_TIMEOUT),
    )


def chat_model_for(
    *, provider: str, model: str | None = None, api_key: str | None = None, base_url: str | None = None
) -> ChatModel:
    """A model other than the configured one (to compare models): the settings fill what is not given."""
    return _build(
        provider,
        model or settings.NVC_CHAT_MODEL,
        api_key if api_key is not None else settings.OPENAI_API_KEY,
        base_url or settings.OPENAI_BASE_URL,
        settings.NVC_LLM_TIMEOUT,
        settings.NVC_LLM_MAX_RETRIES,
        (settings.NVC_MAX_REPLY_TOKENS, settings.NVC_MAX_TOKENS_FIELD, settings.NVC_TURN_TIMEOUT),
    )


@lru_cache(maxsize=8)
def _build(
    provider: str,
    model: str,
    api_key: str,
    base_url: str | None,
    timeout: float,
    retries: int,
    limits: tuple[int, str, float],
) -> ChatModel:
    if provider == "openai":
        from nvcpractice.llm.openai_chat import OpenAIChatModel

        max_reply_tokens, cap_field, turn_timeout = limits
        if cap_field not in TOKEN_FIELDS:
            raise ValueError(f"unknown NVC_MAX_TOKENS_FIELD {cap_field!r}: use one of {', '.join(TOKEN_FIELDS)}")
        return OpenAIChatModel(
            model=model,
            api_key=api_key,
            base_url=base_url,
            timeout=timeout,
            max_retries=retries,
            max_reply_tokens=max_reply_tokens,
            cap_field=cap_field,
            turn_timeout=turn_timeout,
        )
    if provider == "offline":
        from nvcpractice.llm.offline import OfflineCoachModel

        return OfflineCoachModel()
    raise ValueError(f"unknown NVC_LLM_PROVIDER {provider!r}: use 'offline' or 'openai'")
