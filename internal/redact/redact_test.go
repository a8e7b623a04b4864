package redact

import "testing"

func TestURLsIn(t *testing.T) {
	for in, want := range map[string]string{
		`Post "https://user:***@example.invalid/mcp?token=SECRETQ": dial tcp: lookup example.invalid: no such host`: `Post "https://user:***@example.invalid/mcp?token=***": dial tcp: lookup example.invalid: no such host`,
		`GET https://u:pw@h/sse?k=v&x=1: 401 Unauthorized`:                                                          `GET https://u:***@h/sse?k=***&x=***: 401 Unauthorized`,
		`two: http://a/?p=1, and (http://b/x?q=2).`:                                                                 `two: http://a/?p=***, and (http://b/x?q=***).`,
		`no url here: a=b?c`:                 `no url here: a=b?c`,
		`https://h/mcp#frag is fine`:         `https://h/mcp#frag is fine`,
		"`https://h/?t=s` in backquotes":     "`https://h/?t=***` in backquotes",
		`'https://h/?t=s' in single quotes`:  `'https://h/?t=***' in single quotes`,
		`<https://u:p@h/> in angle brackets`: `<https://u:***@h/> in angle brackets`,
	} {
		if got := URLsIn(in); got != want {
			t.Errorf("URLsIn(%q)\n got %q\nwant %q", in, got, want)
		}
	}
}

func TestURL(t *testing.T) {
	for in, want := range map[string]string{
		"https://u:pw@h/mcp?key=abc&x=1": "https://u:***@h/mcp?key=***&x=***",
		"https://h/mcp?APIKEY":           "https://h/mcp?***",
		"${API_URL}":                     "${API_URL}",
		// Keys in the path: hosted servers put them there.
		"https://mcp.example.com/api/mcp/s/ODk0MjU2YjEtN2Q0Ny00ZTBhLTk1YzEtZmRlOTc2NzRhOWJm/mcp": "https://mcp.example.com/api/mcp/s/***/mcp",
		"https://mcp.example.net/3f2a9c1e-7d47-4e0a-95c1-fde97674a9bf/gmail":                     "https://mcp.example.net/***/gmail",
		"https://h/mcp/sk-proj4Zx9Qw81Lm0Tn7Rb/sse":                                              "https://h/mcp/***/sse",
		// Names, slugs, versions and references stay.
		"https://h/servers/github-mcp-server-v2024/mcp":    "https://h/servers/github-mcp-server-v2024/mcp",
		"https://h/v1/2025-11-25/mcp":                      "https://h/v1/2025-11-25/mcp",
		"https://h/${TOKEN_PATH_SEGMENT_FROM_ENV_123}/mcp": "https://h/${TOKEN_PATH_SEGMENT_FROM_ENV_123}/mcp",
		"https://h/customers/acme-corporation-europe/mcp":  "https://h/customers/acme-corporation-europe/mcp",
		"": "",
	} {
		if got := URL(in); got != want {
			t.Errorf("URL(%q) = %q, want %q", in, got, want)
		}
	}
}
