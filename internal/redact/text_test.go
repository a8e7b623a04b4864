package redact

import (
	"strings"
	"testing"
)

func TestText(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"starting with --api-key sk-live-4f9a8b7c6d5e4f3a2b1c0d", "starting with --api-key ***"},
		{"argv: server --token=abc123xyz --port 8080", "argv: server --token=*** --port 8080"},
		{"API_KEY=hunter2hunter2\nHOME=/home/me\nDEBUG=1", "API_KEY=***\nHOME=/home/me\nDEBUG=1"},
		{`config {"apiKey": "k-123456", "region": "eu"}`, `config {"apiKey": "***", "region": "eu"}`},
		{"Authorization: Bearer eyabcdefgh.ijk", "Authorization: Bearer ***"},
		{"clientSecret: s3cr3tvalue", "clientSecret: ***"},
		{"using ghp_0123456789abcdefghijABCDEFGHIJ0123 for GitHub", "using *** for GitHub"},
		{"aws AKIAIOSFODNN7EXAMPLE ok", "aws *** ok"},
		{"connecting to https://u:pw@db.example/x?key=v", "connecting to https://u:***@db.example/x?key=***"},
		{"Error: ENOENT: no such file or directory, open '/tmp/x'", "Error: ENOENT: no such file or directory, open '/tmp/x'"},
		{"the token expired at 10:00; author: Ann", "the token expired at 10:00; author: Ann"},
		{"--port 8080 --verbose", "--port 8080 --verbose"},
		// The words after a flag that a message goes on with are no value.
		{"unknown flag --token (see --help)", "unknown flag --token (see --help)"},
		{"usage: server --api-key <KEY> [--token [T]]", "usage: server --api-key <KEY> [--token [T]]"},
		{"error: --token is required", "error: --token is required"},
		{"--token hunter2hunter2 (see --help)", "--token *** (see --help)"},
		{"--password is", "--password is"},
		// A value that only opens a bracket, or follows "=", is a secret.
		{"DB_PASSWORD=(Xk9!pq77zz", "DB_PASSWORD=***"},
		{"api_key=[Zq81pp0LmN]", "api_key=***"},
		{"--password (Xk9!pq77zz", "--password ***"},
		{"--token <Zq81pp0LmN", "--token ***"},
		{"--token [Zq81pp0LmN]", "--token ***"},
		{"--token <", "--token ***"},
		// A file whose name looks like a secret's, and the error about it
		// (os.PathError: "op path: err"), are kept; a value after ": " is
		// still a secret when it is one token.
		{"open /etc/passwd: permission denied", "open /etc/passwd: permission denied"},
		{"read token.txt: no such file or directory", "read token.txt: no such file or directory"},
		{`stat C:\keys\token: Access is denied`, `stat C:\keys\token: Access is denied`},
		{"config.auth: invalid value", "config.auth: invalid value"},
		{"password: hunter2", "password: ***"},
		{"auth: Zq81pp0LmN expired", "auth: *** expired"},
		{"session: letmein", "session: ***"},
	} {
		if got := Text(c.in); got != c.want {
			t.Errorf("Text(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
	// Known values (a server entry's env) are replaced wherever they
	// appear; paths, numbers and short values are not secrets.
	got := Text("DB=postgres-pass-9931 dir=/srv/data n=12345678 x=short", "postgres-pass-9931", "/srv/data", "12345678", "short")
	if got != "DB=*** dir=/srv/data n=12345678 x=short" {
		t.Errorf("known values: %q", got)
	}
	if strings.Contains(Text("-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY-----"), "MIIEow") {
		t.Error("private key kept")
	}
}

func TestSecretName(t *testing.T) {
	for name, want := range map[string]bool{
		"API_KEY": true, "apiKey": true, "--api-key": true, "token": true, "GITHUB_TOKEN": true, "accessToken": true,
		"client_secret": true, "PASSWORD": true, "Authorization": true, "x-api-key": true,
		"--pat": true, "GITHUB_PAT": true, "path": false, "compat": false, "pattern": false,
		"author": false, "HOME": false, "port": false, "monkey": false, "tokenizer": false, "keyboard": false,
	} {
		if got := secretName(name); got != want {
			t.Errorf("secretName(%q) = %v, want %v", name, got, want)
		}
	}
}
