# NVC Practice — the two commands a newcomer needs are `make run` and `make test`.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: install run test lint format services-start services-stop clean-test mcp

$(STAMP): requirements.txt requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements-dev.txt
	touch $(STAMP)

install: $(STAMP)

## Serve the app with a Celery worker (embedded PostgreSQL+pgvector and Redis unless DATABASE_URL / REDIS_URL).
run: install
	$(PY) manage.py nvc_serve

## Serve the NVC tools over MCP (Streamable HTTP, Authorization: Bearer <API token>); MCP_MODE / MCP_PORT to change.
mcp: install
	$(PY) manage.py nvc_mcp --mode $(or $(MCP_MODE),free_dialog) --transport http --host 127.0.0.1 --port $(or $(MCP_PORT),8001)

## Run the whole test suite against real PostgreSQL+pgvector and Redis (embedded under var/test).
test: install
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m pytest; status=$$?; $(PY) -m nvcpractice.embedded stop var/test >/dev/null; exit $$status

lint: install
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .

format: install
	$(PY) -m ruff format .
	$(PY) -m ruff check --fix .

services-start: install
	$(PY) -m nvcpractice.embedded start var

services-stop: install
	$(PY) -m nvcpractice.embedded stop var
