package execute

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

func TestScrubber(t *testing.T) {
	sc := NewScrubber([]string{"HOME=/home/someone-long", "GITHUB_TOKEN=ghp_abcdefgh12345", "DB_PASSWORD=short", "MY_APIKEY=k-1234567890"},
		map[string]string{"Authorization": "Bearer tok-abcdefghij", "X_SECRET": `q"uoted-secret`})
	in := `home /home/someone-long gh ghp_abcdefgh12345 twice ghp_abcdefgh12345 short k-1234567890 tok-abcdefghij {"s":"q\"uoted-secret"}`
	got, n := sc.Scrub(in)
	want := `home /home/someone-long gh [REDACTED:GITHUB_TOKEN] twice [REDACTED:GITHUB_TOKEN] short [REDACTED:MY_APIKEY] [REDACTED:Authorization] {"s":"[REDACTED:X_SECRET]"}`
	if got != want || n != 5 {
		t.Errorf("Scrub =\n%s (%d)\nwant\n%s (5)", got, n, want)
	}
	var nilSc *Scrubber
	if s, n := nilSc.Scrub(in); s != in || n != 0 {
		t.Errorf("nil Scrubber changed the text")
	}
}

// TestScrubGetEnv runs server-everything's read-only get-env tool, which
// returns the server's whole environment (inherited from mcpgen plus the
// entry's env): the secrets must not reach the tool message.
func TestScrubGetEnv(t *testing.T) {
	cmd := testenv.NPMServer(t, "server-everything")
	const ownSecret = "own-fake-secret-7f3a9c"
	const entrySecret = `entry"secret-42b8d1`
	const entryPlain = "seat-7Gx2kq9pLm" // a value whose name does not look secret
	t.Setenv("MCPGEN_TEST_API_KEY", ownSecret)
	spec := mcp.ServerSpec{Name: "everything", Transport: mcp.TransportStdio, Command: cmd[0], Args: cmd[1:],
		Env: map[string]string{"SERVICE_PASSWORD": entrySecret, "SEAT": entryPlain}}
	src := sources(t, []mcp.ServerSpec{spec}, testConnect)
	if src[0].Err != nil {
		t.Fatal(src[0].Err)
	}
	getEnv := -1
	for i, tl := range src[0].Tools {
		if tl.Name == "get-env" {
			getEnv = i
		}
	}
	if getEnv < 0 {
		t.Fatal("server-everything has no get-env tool")
	}
	tl := src[0].Tools[getEnv]
	for _, noScrub := range []bool{false, true} {
		e := newExecutor(t, Options{Servers: map[string]mcp.ServerSpec{"everything": spec}, NoScrub: noScrub, MaxOutput: -1})
		res, err := e.Execute(context.Background(), 0, &tl, []byte(`{}`))
		if err != nil {
			t.Fatal(err)
		}
		leaked := strings.Contains(res.Content, ownSecret) || strings.Contains(res.Content, `entry\"secret-42b8d1`) ||
			strings.Contains(res.Content, entryPlain)
		rep := e.Report().Tools[0]
		if noScrub {
			if !leaked || rep.Scrubbed != 0 {
				t.Errorf("NoScrub: the tool message should hold the environment as returned (scrubbed %d)", rep.Scrubbed)
			}
			continue
		}
		if leaked {
			t.Errorf("a secret reached the tool message:\n%s", res.Content)
		}
		for _, name := range []string{"MCPGEN_TEST_API_KEY", "SERVICE_PASSWORD", "SEAT"} {
			if !strings.Contains(res.Content, "[REDACTED:"+name+"]") {
				t.Errorf("no [REDACTED:%s] in the tool message", name)
			}
		}
		if rep.Scrubbed < 3 {
			t.Errorf("Report Scrubbed = %d, want at least 3", rep.Scrubbed)
		}
		if tr := toolReport(e.Report(), "everything", "get-env"); tr.Scrubbed == 0 {
			t.Errorf("report does not count the scrubs of get-env: %+v", tr)
		}
	}
}

// Fake tokens of the well-known formats (made up here, valid in shape
// only).
var fakeTokens = map[string]string{
	"github-token":      "ghp_" + "Zq3VtT7pY1xW9aBcD2eF4gH6iJ8kL0mN5oPq",
	"anthropic-key":     "sk-ant-api03-" + "Xy7Kp2Qm9Rt4Vw8Zb3Nc6Df1Gh5Jk0Lm2Pq4Rs6Tv8",
	"openai-key":        "sk-proj-" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0",
	"aws-access-key-id": "AKIA" + "Q3EGRT5ZK7NMWX2Y",
	"slack-token":       "xoxb-" + "1234567890-0987654321-AbCdEfGhIjKlMnOp",
	"google-api-key":    "AIza" + "SyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q",
	"jwt":               "eyJhbGciOiJIUzI1NiJ9." + "eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ",
	"gitlab-token":      "glpat-" + "Ab3dEf6hIj9kLm2oPq5s",
	"stripe-key":        "sk_live_" + "51H8xYzAbCdEfGhIjK",
	"huggingface-token": "hf_" + "AbCdEfGhIjKlMnOpQrStUvWxYz01234567",
}

const fakeAWSSecret = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"

const fakePrivateKey = "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\nAAAAMwAAAAtzc2gtZW\n-----END OPENSSH PRIVATE KEY-----"

// TestScrubTokenFormats: tokens of well-known formats are replaced
// wherever they come from — raw, inside JSON, in env-file lines — with
// no variable naming them, and counted by kind.
func TestScrubTokenFormats(t *testing.T) {
	sc := NewScrubber(nil)
	for kind, tok := range fakeTokens {
		for _, in := range []string{"token: " + tok + "\n", `{"value":"` + tok + `"}`, "X=" + tok} {
			got, n := sc.Scrub(in)
			if strings.Contains(got, tok) || n != 1 || !strings.Contains(got, "[REDACTED:"+kind+"]") {
				t.Errorf("%s: Scrub(%q) = %q, %d", kind, in, got, n)
			}
		}
	}
	for _, in := range []string{
		"aws_secret_access_key = " + fakeAWSSecret + "\n",
		`{"SecretAccessKey": "` + fakeAWSSecret + `"}`,
		`{\"aws_secret_access_key\":\"` + fakeAWSSecret + `\"}`,
		"AWS_SECRET_ACCESS_KEY=" + fakeAWSSecret,
	} {
		got, n := sc.Scrub(in)
		if strings.Contains(got, fakeAWSSecret) || n != 1 || !strings.Contains(got, "[REDACTED:aws-secret-key]") {
			t.Errorf("aws secret: Scrub(%q) = %q, %d", in, got, n)
		}
	}
	for _, in := range []string{fakePrivateKey, strings.ReplaceAll(fakePrivateKey, "\n", `\n`), fakePrivateKey[:80]} {
		got, n := sc.Scrub("key:\n" + in + "\nend")
		if strings.Contains(got, "b3BlbnNzaC1rZXktdjEAAAAABG5vbmU") || n != 1 || !strings.HasPrefix(got, "key:\n[REDACTED:private-key]") {
			t.Errorf("private key: Scrub = %q, %d", got, n)
		}
	}
	counts := map[string]int{}
	in := fakeTokens["github-token"] + " " + fakeTokens["github-token"] + " " + fakeTokens["jwt"]
	sc.ScrubCount(in, counts)
	if counts["github-token"] != 2 || counts["jwt"] != 1 || len(counts) != 2 {
		t.Errorf("ScrubCount counts = %v", counts)
	}
}

// TestScrubFalsePositives: ordinary text that resembles a token prefix is
// kept.
func TestScrubFalsePositives(t *testing.T) {
	sc := NewScrubber(nil)
	for _, in := range []string{
		"task-scheduler-for-all-the-long-names",
		"sk-this-is-a-long-kebab-case-identifier",
		"disk-usage-report-generator-v2-final-x",
		"ghp_short",
		"commit 3f786850e387550fdab836ed7e6dc881de23001b",
		"id 123e4567-e89b-12d3-a456-426614174000",
		"AKIAshort and AKIA lower akiaq3egrt5zk7nmwx2y",
		"secret_key: short",
		"the secret key is 40 characters long, which it isn't here",
		"eyJ alone",
		"/home/user/projects/mcpgen/README.md",
		"-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----",
	} {
		if got, n := sc.Scrub(in); got != in || n != 0 {
			t.Errorf("Scrub(%q) = %q, %d: ordinary text changed", in, got, n)
		}
	}
}

// TestScrubEntryValues: every value of the server entry's env and headers
// is a secret, whatever its name, unless it is plainly a setting.
func TestScrubEntryValues(t *testing.T) {
	env := map[string]string{
		"SEAT":         "seat-7Gx2kq9pLm",                                 // name says nothing: still scrubbed
		"DATABASE_URL": "postgres://app:hunter2-long-pw@db.internal/app",  // the password only
		"WEBHOOK":      "https://hooks.example.com/in?key=Qz81kd92jd&x=1", // the key parameter
		"ROOT_DIR":     "/srv/data/projects",                              // a path: kept
		"REGION_HOST":  "eu-west-1.example.com",                           // a host: kept
		"TIMEOUT_MS":   "120000000",                                       // a number: kept
		"NODE_ENV":     "production",                                      // a common word: kept
		"SHORT":        "abc123",                                          // too short: kept
	}
	headers := map[string]string{"X-Tenant": "tenant-9f8e7d6c", "Accept": "application/json", "User-Agent": "my-client/1.0.0"}
	sc := NewScrubber(nil, env, headers)
	in := "seat-7Gx2kq9pLm postgres://app:hunter2-long-pw@db.internal/app key=Qz81kd92jd tenant-9f8e7d6c " +
		"/srv/data/projects/a.txt eu-west-1.example.com 120000000 production abc123 application/json my-client/1.0.0"
	want := "[REDACTED:SEAT] postgres://app:[REDACTED:DATABASE_URL]@db.internal/app key=[REDACTED:WEBHOOK] [REDACTED:X-Tenant] " +
		"/srv/data/projects/a.txt eu-west-1.example.com 120000000 production abc123 application/json my-client/1.0.0"
	got, n := sc.Scrub(in)
	if got != want || n != 4 {
		t.Errorf("Scrub =\n%s (%d)\nwant\n%s (4)", got, n, want)
	}
	counts := map[string]int{}
	sc.ScrubCount(in, counts)
	if counts[KindServerEntry] != 4 || len(counts) != 1 {
		t.Errorf("counts = %v", counts)
	}
	// mcpgen's own environment: only secret-looking names.
	sc = NewScrubber([]string{"SEAT_NUMBER=seat-own-12345", "MY_TOKEN=own-token-12345"})
	got, _ = sc.Scrub("seat-own-12345 own-token-12345")
	if got != "seat-own-12345 [REDACTED:MY_TOKEN]" {
		t.Errorf("environment: %q", got)
	}
}

// TestScrubFileTokens reads, with server-filesystem's read-only
// read_text_file, a file that holds tokens no variable names (a .env
// committed by mistake, a key file): the tool message must hold none of
// them, and the summary counts them by kind.
func TestScrubFileTokens(t *testing.T) {
	cmd := testenv.NPMServer(t, "server-filesystem")
	dir := t.TempDir()
	var body strings.Builder
	for _, kind := range []string{"github-token", "openai-key", "aws-access-key-id"} {
		fmt.Fprintf(&body, "%s=%s\n", strings.ToUpper(strings.ReplaceAll(kind, "-", "_")), fakeTokens[kind])
	}
	body.WriteString("AWS_SECRET_ACCESS_KEY=" + fakeAWSSecret + "\n")
	if err := os.WriteFile(filepath.Join(dir, "leaked.env"), []byte(body.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	spec := mcp.ServerSpec{Name: "fs", Transport: mcp.TransportStdio, Command: cmd[0], Args: append(cmd[1:], dir)}
	tl := tool.Tool{Server: "fs", Name: "read_text_file", Annotations: &tool.Annotations{ReadOnlyHint: ptr(true)}}
	args, _ := json.Marshal(map[string]string{"path": filepath.Join(dir, "leaked.env")})
	e := newExecutor(t, Options{Servers: map[string]mcp.ServerSpec{"fs": spec}, MaxOutput: -1})
	res, err := e.Execute(context.Background(), 0, &tl, args)
	if err != nil {
		t.Fatal(err)
	}
	for kind, tok := range fakeTokens {
		if strings.Contains(res.Content, tok) {
			t.Errorf("%s reached the tool message", kind)
		}
	}
	if strings.Contains(res.Content, fakeAWSSecret) {
		t.Error("the AWS secret key reached the tool message")
	}
	if rep := e.Report().Tools[0]; rep.Scrubbed != 4 {
		t.Errorf("Report Scrubbed = %d, want 4\n%s", rep.Scrubbed, res.Content)
	}
	if got := FormatCounts(e.Report().Tools[0].ScrubbedKinds); !strings.Contains(got, "aws-access-key-id 1, aws-secret-key 1, github-token 1, openai-key 1") {
		t.Errorf("scrubs by kind: %s", got)
	}
}

// BenchmarkScrub scrubs a 32 KiB tool output (the default --max-output)
// of ordinary text with a scrubber of a few configured values.
func BenchmarkScrub(b *testing.B) {
	sc := NewScrubber([]string{"MY_TOKEN=tok-0123456789"}, map[string]string{"SEAT": "seat-7Gx2kq9pLm"}, map[string]string{"Authorization": "Bearer abcdefghijklmnop"})
	var sb strings.Builder
	for sb.Len() < 32<<10 {
		sb.WriteString(`{"path":"/home/user/projects/mcpgen/README.md","size":4096,"modified":"2026-12-01T14:53:02Z","secret_note":"none"}` + "\n")
	}
	in := sb.String()
	b.SetBytes(int64(len(in)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sc.Scrub(in)
	}
}

// TestScrubEnvNamesAndURLPasswords: values of variables named like
// cookies, sessions, keys or DSNs, and the password of any URL (however
// short, wherever it comes from) never reach records; the rest is kept.
func TestScrubEnvNamesAndURLPasswords(t *testing.T) {
	sc := NewScrubber([]string{
		"SESSION_COOKIE=cookievalue99", "SIGNING_KEY=k3y-material-5521", "PG_DSN=host=db user=app",
		"REDIS_URL=redis://:longredispass1@cache:6379/0", "PWD=/home/someone/project", "HOME=/home/someone",
	})
	in := `cookie cookievalue99 key k3y-material-5521 dsn host=db user=app redis longredispass1 ` +
		`url postgres://u:dbpw77@h/db dir /home/someone/project plain https://example.com/a?b=c`
	got, _ := sc.Scrub(in)
	for _, leak := range []string{"cookievalue99", "k3y-material-5521", "host=db user=app", "longredispass1", "dbpw77"} {
		if strings.Contains(got, leak) {
			t.Errorf("%q kept in %q", leak, got)
		}
	}
	for _, keep := range []string{"postgres://u:[REDACTED:url-password]@h/db", "/home/someone/project", "https://example.com/a?b=c"} {
		if !strings.Contains(got, keep) {
			t.Errorf("%q missing from %q", keep, got)
		}
	}
}
