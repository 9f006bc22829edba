"""Found by ``autodiscover_modules("nvc_tools")``: the allowed tools of ``NVC_MCP_SERVERS`` join the registry.

Listing a server's tools is network I/O, so it waits until the registry is first read, not this import.
"""

from mcp_bridge.client import register_external_servers
from tools.registry import registry

registry.add_loader(register_external_servers)
