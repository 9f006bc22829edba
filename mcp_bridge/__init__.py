"""MCP both ways: the NVC tools served to MCP clients, and external MCP servers' tools joined to the registry."""
