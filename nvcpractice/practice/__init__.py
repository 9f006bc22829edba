"""Practice sessions and their messages, evaluations and tool invocations."""
