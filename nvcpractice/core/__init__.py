"""Project-wide plumbing that belongs to no domain: health check, home page, service commands."""
