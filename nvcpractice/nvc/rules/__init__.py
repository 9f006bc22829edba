"""Locale-specific rule sets: each turns a prepared statement into one ``Finding`` per component."""
