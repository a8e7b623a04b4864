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

.PHONY: all help build test test-deps test-race lint demo bench bench-peers dataset clean

all: build

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed 's/:.*## /\t/'

build: ## build bin/mcpgen
	$(GO) build -trimpath -ldflags '$(LDFLAGS)' -o $(BIN) ./cmd/mcpgen

test-deps: ## install Go modules and the pinned npm MCP servers used by integration tests
	$(GO) mod download
	cd $(NPM_DIR) && $(NPM) ci --ignore-scripts --no-audit --no-fund --loglevel=error

test: test-deps ## vet and run every test (integration tests use real MCP servers)
	$(GO) vet $(PKGS)
	$(GO) test -count=1 $(PKGS)

test-race: test-deps ## run the tests with the race detector
	$(GO) test -race -count=1 $(PKGS)

lint: ## gofmt, go vet and staticcheck
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi
	$(GO) vet $(PKGS)
	$(GO) run honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION) $(PKGS)

bench: ## run Go benchmarks
	$(GO) test -run '^$$' -bench . -benchmem ./pkg/...

bench-peers: build ## compare mcpgen synth with json-schema-faker 0.6.3 (pinned, npm) on the same corpora
	cd bench/peers && $(NPM) ci --ignore-scripts --no-audit --no-fund --loglevel=error
	$(GO) run ./bench/peers/judge -mcpgen $(BIN) -n 100

clean: ## remove build and demo output
	rm -rf bin $(DEMO_DIR)
