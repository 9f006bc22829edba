"""The NVC tools the agent calls: protocol, registry with autodiscovery, and the tools themselves."""
