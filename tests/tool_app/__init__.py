"""A test-only Django app proving that any app's ``nvc_tools`` module is discovered with no other change."""
