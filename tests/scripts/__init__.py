"""Tests of the operational scripts under scripts/."""
