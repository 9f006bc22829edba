"""Found by ``autodiscover_modules("nvc_tools")``: the allowed tools of ``NVC_MCP_SERVERS`` join the registry."""

from mcp_bridge.client import register_external_servers

register_external_servers()
