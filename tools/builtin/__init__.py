"""The ten NVC tools, one module each; ``tools.nvc_tools`` registers them."""
