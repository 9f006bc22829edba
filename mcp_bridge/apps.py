"""App config of the MCP bridge."""

from django.apps import AppConfig


class McpBridgeConfig(AppConfig):
    """Serves the NVC tools over MCP (``manage.py nvc_mcp``) and registers external MCP servers' tools.

    External servers (``NVC_MCP_SERVERS``) are discovered when the tools app autodiscovers this app's
    ``nvc_tools`` module, i.e. once per process at start-up.
    """

    name = "mcp_bridge"
    verbose_name = "MCP bridge"
