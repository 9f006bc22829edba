"""The one error a model provider raises, apart from the interface so deadlines and retries can raise it too."""

from __future__ import annotations


class ModelError(Exception):
    """The model could not answer; ``status`` is what the API answers (502 bad reply, 503 busy, 504 timeout)."""

    def __init__(self, message: str, *, status: int = 502, kind: str = "upstream") -> None:
        super().__init__(message)
        self.status = status
        self.kind = kind


def attempt_timed_out() -> ModelError:
    """A model attempt that ran out of its time (the chat client's timeouts, on a thread or on a loop): a 504."""
    return ModelError("the model did not answer in time", status=504, kind="timeout")
