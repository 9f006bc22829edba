"""Management commands for operations."""
