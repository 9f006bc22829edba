"""App config of the MCP bridge."""

from django.apps import AppConfig


class McpBridgeConfig(AppConfig):
    """Serves the NVC tools over MCP (``manage.py nvc_mcp``) and registers external MCP servers' tools.

    External servers (``NVC_MCP_SERVERS``) are listed once per process, the first time the tool registry is read
    (this app's ``nvc_tools`` module, found by autodiscovery, only schedules that).
    """

    name = "mcp_bridge"
    verbose_name = "MCP bridge"
