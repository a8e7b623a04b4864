# mcpgen — build, test, demo and benchmarks. `make help` lists the targets.
GO        ?= go
NPM       ?= npm
BIN       := bin/mcpgen
VERSION   ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo devel)
LDFLAGS   := -X main.version=$(VERSION)
NPM_DIR   := testdata/npm
DEMO_DIR  := demo
PKGS      := ./...
STATICCHECK_VERSION ?= v0.8.2

.PHONY: all help build test test-deps test-race lint demo bench bench-peers bench-generate dataset clean chromium

all: build

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F ':.*## ' '{ printf "  %-16s %s\n", $$1, $$2 }'

build: ## build bin/mcpgen
	$(GO) build -trimpath -ldflags '$(LDFLAGS)' -o $(BIN) ./cmd/mcpgen

NPM_STAMP := $(NPM_DIR)/node_modules/.mcpgen-installed

test-deps: $(NPM_STAMP) chromium ## install Go modules, the pinned npm MCP servers and Chromium used by integration tests
	$(GO) mod download

# The web page's browser tests drive the system Chromium (Debian's package
# "chromium"; $$MCPGEN_CHROMIUM names another binary). Installed with
# apt-get when missing and running as root; otherwise say what to do (the
# tests then skip, or fail under CI=true).
chromium:
	@if [ -n "$$MCPGEN_CHROMIUM" ] || command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 \
		|| command -v google-chrome >/dev/null 2>&1 || command -v google-chrome-stable >/dev/null 2>&1; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		echo "installing chromium (apt-get) for the browser tests"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; \
	else \
		echo "make test-deps: no Chromium found for the web page's browser tests: install it (sudo apt-get install chromium)"; \
		echo "  or set MCPGEN_CHROMIUM=/path/to/chrome; without it they skip (and fail under CI=true)"; \
	fi

# npm ci wipes node_modules first; redo it only when the pins change, so a
# second `make test` never pulls the servers from under running tests.
$(NPM_STAMP): $(NPM_DIR)/package.json $(NPM_DIR)/package-lock.json
	cd $(NPM_DIR) && $(NPM) ci --ignore-scripts --no-audit --no-fund --loglevel=error
	@touch $@

test: test-deps ## vet and run every test (integration tests use real MCP servers)
	$(GO) vet $(PKGS)
	$(GO) test -count=1 -timeout 20m $(PKGS)

# The packages with goroutines of their own; RACE_PKGS=./... races everything.
RACE_PKGS ?= ./pkg/pool/... ./pkg/execute/... ./pkg/mcp/... ./pkg/generate/... ./internal/serve/...

test-race: test-deps ## run the tests of the concurrent packages (RACE_PKGS) with the race detector
	$(GO) test -race -count=1 -timeout 20m $(RACE_PKGS)

lint: ## gofmt, go vet and staticcheck
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi
	$(GO) vet $(PKGS)
	$(GO) run honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION) $(PKGS)

bench: ## run Go benchmarks
	$(GO) test -run '^$$' -bench . -benchmem ./pkg/...

# instances per schema of bench-peers (the speed target is stated at 1000)
PEERS_N ?= 1000

bench-peers: build ## compare mcpgen synth with json-schema-faker 0.6.3 (pinned, npm) on the same corpora, runs alternated
	cd bench/peers && $(NPM) ci --ignore-scripts --no-audit --no-fund --loglevel=error
	$(GO) run ./bench/peers/judge -mcpgen $(BIN) -n $(PEERS_N)

demo: build ## build mcpgen, register the example server in a throw-away config, generate a small dataset with real tool outputs, print the first record
	@rm -rf $(DEMO_DIR) && mkdir -p $(DEMO_DIR)
	$(BIN) --config $(DEMO_DIR)/mcp_servers.json server add example -- $(abspath $(BIN)) example-server
	$(BIN) --config $(DEMO_DIR)/mcp_servers.json generate --server example -n 5 --distractors 2 --negatives 0.1 --seed 7 \
		--execute --hints examples/example-server-hints.yaml -o $(DEMO_DIR)/dataset.jsonl
	@echo
	@echo "wrote $(DEMO_DIR)/dataset.jsonl (manifest $(DEMO_DIR)/dataset.manifest.json); first record:"
	@head -n 1 $(DEMO_DIR)/dataset.jsonl
	@echo
	@echo "first record with a real tool output:"
	@grep -m 1 '"role":"tool"' $(DEMO_DIR)/dataset.jsonl

# Batch generation, e.g.:
#   make dataset SERVER=fs N=200 FORMAT=hf OUT=data/fs-hf.jsonl SPLIT=valid=0.1,test=0.1
#   make dataset SERVER="ex fs" CONFIG=mcp_servers.json ARGS="--distractors 3 --negatives 0.1"
# SERVER empty = every enabled server; SPLIT empty = one file.
SERVER ?=
N      ?= 100
FORMAT ?= openai
SPLIT  ?= valid=0.1
OUT    ?= data/$(or $(firstword $(SERVER)),all)-$(FORMAT).jsonl
CONFIG ?=
ARGS   ?=
dataset: build ## batch generation: make dataset SERVER=NAME N=100 FORMAT=openai OUT=data/x.jsonl [SPLIT=valid=0.1] [CONFIG=FILE] [ARGS=...]
	$(BIN) $(if $(CONFIG),--config $(CONFIG)) generate $(foreach s,$(SERVER),--server $(s)) -n $(N) --format $(FORMAT) $(if $(SPLIT),--split $(SPLIT)) -o $(OUT) $(ARGS)

# Offline generation speed on the captured MCP tools (records/s and records
# per CPU-second, one worker and all CPUs), then peak RSS of a run of about
# 1,000,000 records written (175 tools x BENCH_N slots + 5% negatives, less
# exact duplicates) to /dev/null.
BENCH_N ?= 6500
bench: bench-generate
bench-generate: build ## records/s of offline generation and peak RSS at ~1,000,000 records
	$(GO) test -run '^$$' -bench GenerateOffline -benchtime 3x ./pkg/generate
	@mkdir -p bin/bench
	@if [ -x /usr/bin/time ]; then \
		/usr/bin/time -v $(BIN) generate $(foreach f,$(wildcard testdata/mcp-servers/*.json),--tools $(f)) -n $(BENCH_N) \
			--negatives 0.05 --distractors 2 -o - > /dev/null 2> bin/bench/generate-1m.txt || { cat bin/bench/generate-1m.txt; exit 1; }; \
		grep -E 'records from|Maximum resident|Elapsed|User time|System time' bin/bench/generate-1m.txt; \
	else echo "bench-generate: /usr/bin/time not found; peak RSS not measured"; fi

clean: ## remove build, demo and make-dataset output (bin/, demo/, data/)
	rm -rf bin $(DEMO_DIR) data
