"""Django's PostgreSQL backend with a cheaper pool health check (``ENGINE = "nvcpractice.postgres"``)."""
