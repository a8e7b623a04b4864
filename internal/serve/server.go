package serve

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/pool"
	"github.com/mcpgen/mcpgen/pkg/registry"
)

// Defaults of Config.
const (
	// DefaultMaxBody caps request bodies (bytes).
	DefaultMaxBody = 1 << 20
	// DefaultMaxDatasetBody caps the body of POST /api/mcp/dataset/check
	// (bytes): a dataset, checked as it streams in, is often many MiB
	// (the page's generate run at -n 300 writes about 3 MiB).
	DefaultMaxDatasetBody = 256 << 20
	// DefaultShutdownGrace is how long Serve waits for requests in flight
	// after its ctx ends before it closes their connections.
	DefaultShutdownGrace = 10 * time.Second
	// DefaultRegistryPoll is how often Serve reads the registry files
	// again (when they changed) to close the sessions of servers removed,
	// disabled or edited by the CLI.
	DefaultRegistryPoll = 2 * time.Second
	// DefaultAddr is the address `mcpgen serve` listens on.
	DefaultAddr = "127.0.0.1:8080"
)

// MinTokenLength is the shortest bearer token New accepts (characters).
const MinTokenLength = 32

// Errors of CheckAuth (and New).
var (
	// ErrTokenRequired: no bearer token and NoAuth not set, or NoAuth (or
	// no token) on an address that is not loopback.
	ErrTokenRequired = errors.New("a bearer token is required")
	// ErrWeakToken: a token shorter than MinTokenLength or holding
	// characters other than visible ASCII.
	ErrWeakToken = errors.New("bearer token too weak")
	// ErrCORSWithoutToken: a cross-origin allowance (CORSOrigin) without a
	// token, which would let any page allowed by it drive the API.
	ErrCORSWithoutToken = errors.New("a cross-origin allowance needs a bearer token")
)

// Config configures a Server.
type Config struct {
	// Locations are the registry files. They are read afresh on every
	// request that needs them, so servers added, removed, enabled or edited
	// by the CLI while serving are seen at once; writes (add, delete,
	// enable, disable) go through registry.Update with its file lock.
	Locations registry.Locations
	// LookupEnv expands ${VAR} in entries when a server is started; nil
	// means os.LookupEnv.
	LookupEnv func(string) (string, bool)

	// ProtocolVersion, ConnectTimeout and CallTimeout, when set, override
	// every entry's (the CLI's global flags).
	ProtocolVersion string
	ConnectTimeout  time.Duration
	CallTimeout     time.Duration

	// Pool tunes the warm sessions. Zero fields get the pool's defaults,
	// except MaxInflight which defaults to 4 here (sessions are shared by
	// concurrent requests); Logger defaults to Logger.
	Pool pool.Options

	// ToolTimeoutBudget is the number of consecutive call timeouts after
	// which a tool is refused (504 with Retry-After) for ToolRetry, doubling
	// on each refusal in a row up to 8·ToolRetry (DefaultToolTimeoutBudget,
	// DefaultToolRetry when 0; a negative budget: never refused). Timeouts
	// close the call's session but do not count against the server's
	// Pool.FailureBudget: only crashes and failed starts do. A server marked
	// failed is started again after Pool.FailedRetry (DefaultFailedRetry
	// when 0, doubling up to 8 times; negative: only after a test or a
	// registry change).
	ToolTimeoutBudget int
	ToolRetry         time.Duration

	// Token must be sent as "Authorization: Bearer TOKEN" on every route
	// but GET / and GET /assets/... (see PublicRequest); it is compared in
	// constant time. It is required (at least MinTokenLength visible ASCII
	// characters) unless NoAuth is set.
	Token string
	// NoAuth serves without a token: any local program or user can then
	// run any command through the API. New accepts it only without Token
	// and CORSOrigin and on a loopback Addr (see CheckAuth).
	NoAuth bool
	// Addr is the address the server listens on; New refuses NoAuth on a
	// non-loopback Addr (see CheckAuth). "" skips that check (tests with
	// their own loopback listener).
	Addr string
	// CORSOrigin, when set, is the one origin allowed to call the API from
	// a browser ("*" allows any); it needs Token. CORS is off when empty.
	CORSOrigin string
	// MaxBody caps request bodies in bytes (DefaultMaxBody when 0); larger
	// bodies get 413.
	MaxBody int64
	// MaxDatasetBody caps the body of POST /api/mcp/dataset/check in
	// bytes (DefaultMaxDatasetBody when 0, at least MaxBody); larger
	// datasets get 413. The check reads the body as a stream.
	MaxDatasetBody int64

	// RegistryPoll is how often Serve checks the registry files for
	// servers removed, disabled or changed, closing their sessions
	// (DefaultRegistryPoll when 0; negative: only when a request reads the
	// registry).
	RegistryPoll time.Duration

	// ShutdownGrace is how long Serve lets requests in flight finish after
	// its ctx ends (DefaultShutdownGrace when 0).
	ShutdownGrace time.Duration

	// Logger receives the access log (one structured line per request) and
	// session events. Nil discards them.
	Logger *slog.Logger
	// Version is reported by /healthz and sent as the MCP clientInfo
	// version.
	Version string
}

// A Server is the HTTP API: an http.Handler over the registry and a pool of
// warm sessions. Create it with New; Close (or Serve's return) closes the
// sessions.
type Server struct {
	cfg     Config
	connect *mcp.Options // for fresh probes (test)
	pool    *pool.Pool
	log     *slog.Logger
	mux     *http.ServeMux
	handler http.Handler
	token   [sha256.Size]byte
	started time.Time
	regs    regCache
	budget  toolBudget
	runs    runStore // generate runs, for GET /api/mcp/generate/{run}
	// stopping is closed when Serve's context ends: it is the sessions'
	// mcp.Options.Stop, so the shutdown closes every server quickly.
	stopping chan struct{}
	stopOnce sync.Once
}

// CheckAddr returns ErrTokenRequired when addr (host:port) does not name a
// loopback host and token is empty (the rule for NoAuth). "localhost" and
// loopback IPs (127.0.0.0/8, ::1) count as loopback; an empty host (all
// interfaces) does not.
func CheckAddr(addr, token string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("address %q: %w", addr, err)
	}
	if token != "" || isLoopback(host) {
		return nil
	}
	shown := host
	if shown == "" {
		shown = "all interfaces"
	}
	return fmt.Errorf("%w to listen on a non-loopback address (%s); drop --no-auth, or bind 127.0.0.1", ErrTokenRequired, shown)
}

func isLoopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// CheckAuth checks the authentication settings as New does: a token of at
// least MinTokenLength visible ASCII characters (ErrWeakToken), or noAuth
// on a loopback addr ("" is not checked) with no corsOrigin. It fails with
// ErrTokenRequired when there is neither a token nor noAuth, or noAuth on
// another address, and with ErrCORSWithoutToken for a corsOrigin without a
// token.
func CheckAuth(addr, token string, noAuth bool, corsOrigin string) error {
	switch {
	case token != "" && noAuth:
		return errors.New("a bearer token and no-auth exclude each other")
	case token != "":
		return checkToken(token)
	case !noAuth:
		return fmt.Errorf("%w on every address; give one (--token-file or MCPGEN_TOKEN), let serve generate one, or pass --no-auth on a loopback address", ErrTokenRequired)
	case corsOrigin != "":
		return fmt.Errorf("%w: --cors-origin %s without a token would let that web origin run any command; drop --no-auth", ErrCORSWithoutToken, corsOrigin)
	case addr != "":
		if err := CheckAddr(addr, ""); err != nil {
			return fmt.Errorf("no-auth: %w", err)
		}
	}
	return nil
}

// checkToken refuses a token shorter than MinTokenLength or holding
// anything but visible ASCII (RFC 6750 tokens are sent as is in a header).
func checkToken(token string) error {
	if n := len(token); n < MinTokenLength {
		return fmt.Errorf("%w: %d characters, want at least %d", ErrWeakToken, n, MinTokenLength)
	}
	for i := 0; i < len(token); i++ {
		if c := token[i]; c <= ' ' || c > '~' {
			return fmt.Errorf("%w: character %d is not visible ASCII", ErrWeakToken, i+1)
		}
	}
	return nil
}

// New checks cfg (see CheckAuth) and returns a Server.
func New(cfg Config) (*Server, error) {
	if err := CheckAuth(cfg.Addr, cfg.Token, cfg.NoAuth, cfg.CORSOrigin); err != nil {
		return nil, err
	}
	if cfg.MaxBody <= 0 {
		cfg.MaxBody = DefaultMaxBody
	}
	if cfg.MaxDatasetBody <= 0 {
		cfg.MaxDatasetBody = DefaultMaxDatasetBody
	}
	cfg.MaxDatasetBody = max(cfg.MaxDatasetBody, cfg.MaxBody)
	if cfg.ShutdownGrace <= 0 {
		cfg.ShutdownGrace = DefaultShutdownGrace
	}
	if cfg.RegistryPoll == 0 {
		cfg.RegistryPoll = DefaultRegistryPoll
	}
	if cfg.LookupEnv == nil {
		cfg.LookupEnv = os.LookupEnv
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	if cfg.Version == "" {
		cfg.Version = "devel"
	}
	po := cfg.Pool
	if po.MaxInflight == 0 {
		po.MaxInflight = 4
	}
	if po.Logger == nil {
		po.Logger = cfg.Logger
	}
	if po.Connect == nil {
		po.Connect = &mcp.Options{ClientName: "mcpgen-serve", ClientVersion: cfg.Version}
	}
	stopping := make(chan struct{})
	if po.Connect.Stop == nil {
		c := *po.Connect
		c.Stop = stopping
		po.Connect = &c
	}
	if po.FailedRetry == 0 {
		po.FailedRetry = DefaultFailedRetry
	}
	po.TimeoutNotServerFailure = true
	if cfg.ToolTimeoutBudget == 0 {
		cfg.ToolTimeoutBudget = DefaultToolTimeoutBudget
	}
	if cfg.ToolRetry <= 0 {
		cfg.ToolRetry = DefaultToolRetry
	}
	s := &Server{cfg: cfg, connect: po.Connect, pool: pool.New(po), log: cfg.Logger, mux: http.NewServeMux(), started: time.Now(), stopping: stopping}
	s.budget = toolBudget{budget: cfg.ToolTimeoutBudget, retry: cfg.ToolRetry, tools: map[string]*toolHealth{}}
	s.token = sha256.Sum256([]byte(cfg.Token))
	allowed := map[string][]string{} // pattern → methods, for 405 answers
	var patterns []string
	for _, rt := range s.routes() {
		s.mux.HandleFunc(rt.Method+" "+rt.Pattern, rt.handler)
		if allowed[rt.Pattern] == nil {
			patterns = append(patterns, rt.Pattern)
		}
		allowed[rt.Pattern] = append(allowed[rt.Pattern], rt.Method)
	}
	for _, pat := range patterns {
		methods := strings.Join(allowed[pat], ", ")
		s.mux.HandleFunc(pat, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Allow", methods)
			writeProblem(w, r, problem(http.StatusMethodNotAllowed, TypeMethod, "%s is not allowed on %s (allowed: %s)", r.Method, r.URL.Path, methods))
		})
	}
	s.mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeProblem(w, r, problem(http.StatusNotFound, TypeNotFound, "no route %s %s; see GET /api/openapi.json", r.Method, r.URL.Path))
	})
	s.handler = s.accessLog(s.cors(s.browserGuard(s.page(s.auth(s.limitBody(s.mux))))))
	return s, nil
}

// ServeHTTP serves the API: access log, CORS, bearer token, body limit,
// then the routes listed by Routes.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.handler.ServeHTTP(w, r) }

// Pool returns the server's session pool (for stats and tests).
func (s *Server) Pool() *pool.Pool { return s.pool }

// Close closes every session; no server process started by s remains.
// The servers are stopped quickly (mcp.Options.Stop), as on a shutdown.
func (s *Server) Close() error {
	s.stop()
	return s.pool.Close()
}

// stop marks the shutdown: sessions closed from now on are hurried.
func (s *Server) stop() { s.stopOnce.Do(func() { close(s.stopping) }) }

// Serve accepts connections on ln until ctx ends, then shuts down
// gracefully: it stops accepting, waits up to Config.ShutdownGrace for the
// requests in flight, cancels what is left (those requests get 503 shutting
// down, answered within answerGrace), and closes every
// session. It returns nil after a shutdown caused by ctx, or the
// listener's error.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	// Requests get a context of their own, cancelled only when the grace
	// period is over, so calls in flight can finish after ctx ends.
	base, cancelBase := context.WithCancel(context.WithoutCancel(ctx))
	defer cancelBase()
	hs := &http.Server{
		BaseContext:       func(net.Listener) context.Context { return base },
		Handler:           s,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       time.Minute, // bodies are small (MaxBody) or local datasets (MaxDatasetBody)
		IdleTimeout:       2 * time.Minute,
		ErrorLog:          slog.NewLogLogger(s.log.Handler(), slog.LevelWarn),
	}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	if s.cfg.RegistryPoll > 0 {
		pctx, stopPoll := context.WithCancel(ctx)
		done := make(chan struct{})
		go func() {
			defer close(done)
			s.pollRegistry(pctx)
		}()
		defer func() { stopPoll(); <-done }()
	}
	var err error
	select {
	case err = <-errc:
	case <-ctx.Done():
		s.stop()
		sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), s.cfg.ShutdownGrace)
		if e := hs.Shutdown(sctx); e != nil {
			cancelBase() // abort the calls still running
			// Let the aborted handlers write their 503 before the
			// connections are closed under them.
			fctx, fcancel := context.WithTimeout(context.WithoutCancel(ctx), answerGrace)
			if hs.Shutdown(fctx) != nil {
				_ = hs.Close()
			}
			fcancel()
		}
		cancel()
		err = <-errc
	}
	if errors.Is(err, http.ErrServerClosed) {
		err = nil
	}
	if cerr := s.Close(); err == nil {
		err = cerr
	}
	return err
}

// pollRegistry reads the registry every RegistryPoll until ctx ends
// (loadRegistry closes the sessions of servers removed or changed).
func (s *Server) pollRegistry(ctx context.Context) {
	t := time.NewTicker(s.cfg.RegistryPoll)
	defer t.Stop()
	last := "" // log a broken registry once, not every poll
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			msg := ""
			if _, err := s.loadRegistry(); err != nil {
				msg = err.Error()
			}
			if msg != "" && msg != last {
				s.log.Warn("registry", "error", msg)
			}
			last = msg
		}
	}
}

// answerGrace is how long Serve, once the grace period is over and the
// calls still running are cancelled, waits for their handlers to answer
// (503 shutting down) before closing the connections.
const answerGrace = 2 * time.Second

// ---- middleware ----

// PublicRequest reports whether r is served without the bearer token:
// GET / and GET /assets/... (the web page and its static files, which hold
// no data and start nothing). Every other route, /healthz and /api/...
// included, needs the token. An unclean path such as /assets/../api is
// not served under the exemption: the mux redirects it to its clean form.
func PublicRequest(r *http.Request) bool {
	return r.Method == http.MethodGet && (r.URL.Path == "/" || strings.HasPrefix(r.URL.Path, "/assets/"))
}

// auth checks the bearer token on every route but the public ones
// (PublicRequest), CORS preflights excepted, which carry no credentials and
// are answered by cors.
func (s *Server) auth(next http.Handler) http.Handler {
	if s.cfg.NoAuth {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if PublicRequest(r) {
			next.ServeHTTP(w, r)
			return
		}
		got, ok := bearer(r.Header.Get("Authorization"))
		sum := sha256.Sum256([]byte(got))
		// Hashing first makes the comparison constant-time whatever the
		// lengths.
		if !ok || subtle.ConstantTimeCompare(sum[:], s.token[:]) != 1 {
			writeProblem(w, r, problem(http.StatusUnauthorized, TypeUnauthorized, "missing or wrong bearer token (Authorization: Bearer TOKEN)"))
			return
		}
		next.ServeHTTP(w, r)
	})
}

func bearer(h string) (string, bool) {
	scheme, tok, ok := strings.Cut(h, " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return "", false
	}
	tok = strings.TrimSpace(tok)
	return tok, tok != ""
}

// cors adds CORS headers for the configured origin and answers preflight
// requests. Without Config.CORSOrigin it does nothing (browsers then refuse
// cross-origin reads).
func (s *Server) cors(next http.Handler) http.Handler {
	allowed := s.cfg.CORSOrigin
	if allowed == "" {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		w.Header().Add("Vary", "Origin")
		if origin != "" && (allowed == "*" || origin == allowed) {
			h := w.Header()
			h.Set("Access-Control-Allow-Origin", origin)
			if allowed == "*" {
				h.Set("Access-Control-Allow-Origin", "*")
			}
			h.Set("Access-Control-Expose-Headers", "Location, Allow, "+RunHeader+", "+SummaryTrailer)
			if r.Method == http.MethodOptions && r.Header.Get("Access-Control-Request-Method") != "" {
				h.Set("Access-Control-Allow-Methods", "GET, POST, DELETE")
				h.Set("Access-Control-Allow-Headers", "Authorization, Content-Type")
				h.Set("Access-Control-Max-Age", "600")
				w.WriteHeader(http.StatusNoContent)
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

// browserGuard refuses requests a web page may send to the API behind the
// user's back. A cross-origin "simple" request (fetch with mode "no-cors"
// and Content-Type text/plain, a form post) reaches the server without a
// CORS preflight, so the lack of CORS headers alone does not stop it from
// adding a server with any command or calling a tool: a request whose
// Origin header is neither the API's own origin nor Config.CORSOrigin gets
// 403. Without a token it also refuses a Host that is not a loopback name
// (localhost, 127.0.0.0/8, ::1), which stops DNS rebinding (a page whose
// own name was made to resolve to 127.0.0.1). Clients that send no Origin
// (curl, scripts) are not affected.
func (s *Server) browserGuard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if origin := r.Header.Get("Origin"); origin != "" && !s.originAllowed(origin, r.Host) {
			writeProblem(w, r, problem(http.StatusForbidden, TypeForbidden, "cross-origin request from %s refused; start serve with --cors-origin %s to allow it", origin, origin))
			return
		}
		if s.cfg.NoAuth && !isLoopback(hostOnly(r.Host)) {
			writeProblem(w, r, problem(http.StatusForbidden, TypeForbidden, "request for host %q refused: without a token the API answers only requests addressed to localhost, 127.0.0.1 or [::1]", r.Host))
			return
		}
		next.ServeHTTP(w, r)
	})
}

// startsProcesses wraps the handler of a route that starts or talks to
// server processes (tools, test, execute, validate, generate). It refuses
// a browser request sent by another site without CORS: the browser says
// Sec-Fetch-Site "cross-site" or "same-site" (another port of localhost is
// the same site) and sends no Origin, as for an <img>, <script> or no-cors
// fetch of a GET route, which browserGuard cannot see. Requests that carry
// an Origin were already checked by browserGuard; "same-origin", "none" (a
// URL typed by the user) and no header at all (curl, scripts, older
// browsers) pass.
func (s *Server) startsProcesses(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		switch site := r.Header.Get("Sec-Fetch-Site"); site {
		case "", "none", "same-origin":
		default:
			if r.Header.Get("Origin") == "" {
				writeProblem(w, r, problem(http.StatusForbidden, TypeForbidden, "%s %s from a web page of another site (Sec-Fetch-Site: %s) refused: it would start server processes", r.Method, r.URL.Path, site))
				return
			}
		}
		next(w, r)
	}
}

// originAllowed reports whether a browser request from origin may reach the
// API: origin is Config.CORSOrigin (or that is "*"), or origin is the API's
// own (its host:port is the request's Host).
func (s *Server) originAllowed(origin, host string) bool {
	if allowed := s.cfg.CORSOrigin; allowed != "" && (allowed == "*" || origin == allowed) {
		return true
	}
	u, err := url.Parse(origin)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return false // "null" (sandboxed frames, file:) and anything odd
	}
	return strings.EqualFold(u.Host, host)
}

// hostOnly returns the host of a Host header value (host or host:port,
// IPv6 in brackets).
func hostOnly(hostport string) string {
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		return h
	}
	return strings.TrimSuffix(strings.TrimPrefix(hostport, "["), "]")
}

// limitBody caps request bodies at Config.MaxBody (a dataset to check at
// Config.MaxDatasetBody); reading past it fails with *http.MaxBytesError,
// which handlers answer with 413.
func (s *Server) limitBody(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		limit := s.cfg.MaxBody
		if r.URL.Path == datasetCheckPath {
			limit = s.cfg.MaxDatasetBody
		}
		if r.ContentLength > limit {
			writeProblem(w, r, problem(http.StatusRequestEntityTooLarge, TypeTooLarge, "request body of %d bytes exceeds the limit of %d bytes", r.ContentLength, limit))
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, limit)
		next.ServeHTTP(w, r)
	})
}

// statusWriter records the status and size of a response for the access log.
type statusWriter struct {
	http.ResponseWriter
	status int
	bytes  int64
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(b)
	w.bytes += int64(n)
	return n, err
}

// Unwrap lets http.ResponseController reach Flush on the real writer.
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// accessLog writes one structured line per request to the logger: method,
// path, status, bytes, duration, remote address. Query strings and headers
// (which may carry the token) are not logged.
func (s *Server) accessLog(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w}
		next.ServeHTTP(sw, r)
		if sw.status == 0 {
			sw.status = http.StatusOK
		}
		level := slog.LevelInfo
		if sw.status >= 500 {
			level = slog.LevelWarn
		}
		s.log.LogAttrs(r.Context(), level, "http",
			slog.String("method", r.Method),
			slog.String("path", r.URL.Path),
			slog.Int("status", sw.status),
			slog.Int64("bytes", sw.bytes),
			slog.Float64("ms", float64(time.Since(start).Microseconds())/1000),
			slog.String("remote", r.RemoteAddr))
	})
}
