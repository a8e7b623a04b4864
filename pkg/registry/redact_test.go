package registry

import "testing"

func TestRedactValue(t *testing.T) {
	for in, want := range map[string]string{
		"sk-live-123":             "***",
		"${TOKEN}":                "${TOKEN}",
		"Bearer ${TOKEN}":         "Bearer ${TOKEN}",
		"Bearer sk-123":           "***",
		"${TOKEN:-sk-fallback}":   "***", // a default may be a secret
		"prefix${TOKEN}":          "***",
		"":                        "***",
		"${TOKEN} and ${OTHER}":   "***",
		"Basic ${B64_CREDENTIAL}": "Basic ${B64_CREDENTIAL}",
		"Token ${T}":              "Token ${T}",
		"bearer ${TOKEN}":         "***", // only the schemes as written above
		"${env:TOKEN}":            "***",
	} {
		if got := RedactValue(in); got != want {
			t.Errorf("RedactValue(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestRedactMap(t *testing.T) {
	if got := RedactMap(nil); got != nil {
		t.Errorf("RedactMap(nil) = %v, want nil", got)
	}
	if got := RedactMap(map[string]string{}); got != nil {
		t.Errorf("RedactMap({}) = %v, want nil", got)
	}
	in := map[string]string{"API_KEY": "s3cret", "HOME_DIR": "${HOME}"}
	got := RedactMap(in)
	if len(got) != 2 || got["API_KEY"] != Redacted || got["HOME_DIR"] != "${HOME}" {
		t.Errorf("RedactMap(%v) = %v", in, got)
	}
	if in["API_KEY"] != "s3cret" {
		t.Errorf("RedactMap changed its argument: %v", in)
	}
}

func TestRedactURL(t *testing.T) {
	for in, want := range map[string]string{
		"https://api.example.com/mcp":                "https://api.example.com/mcp",
		"https://u:pw@h/mcp?key=abc&x=1":             "https://u:***@h/mcp?key=***&x=***",
		"https://u@h/mcp":                            "https://***@h/mcp",
		"https://ghp_tok@github.com/o/r":             "https://***@github.com/o/r",
		"https://${GH_TOKEN}@github.com/o/r":         "https://${GH_TOKEN}@github.com/o/r",
		"${API_URL}":                                 "${API_URL}",
		"http://localhost:8931/sse?session=${TOKEN}": "http://localhost:8931/sse?session=***",
		"":                                   "",
		"https://${HOST}/mcp/${PATH}":        "https://${HOST}/mcp/${PATH}",
		"https://u:${PW}@h/":                 "https://u:***@h/",
		"https://h/mcp?b=1&a=2&b=3":          "https://h/mcp?b=***&a=***&b=***",
		"https://h/mcp?APIKEY":               "https://h/mcp?***",
		"https://h/mcp?&k=v&":                "https://h/mcp?&k=***&",
		"https://h/mcp?":                     "https://h/mcp?",
		"https://h/mcp?k=a=b":                "https://h/mcp?k=***",
		"https://h/mcp#frag":                 "https://h/mcp#frag",
		"https://h/mcp?k=v#frag":             "https://h/mcp?k=***#frag",
		"https://u:p@ss@h/":                  "https://u:***@h/",
		"https://h/a b?k=v":                  "https://h/a b?k=***",
		"http://[::1]:8080/x?k=v":            "http://[::1]:8080/x?k=***",
		"https://h/path@x?k=v":               "https://h/path@x?k=***",
		"localhost:8080/mcp?token=abc":       "localhost:8080/mcp?token=***",
		"https://h/mcp?k=v;w":                "https://h/mcp?k=***",
		"https://user:pw@h":                  "https://user:***@h",
		"https://h/mcp?k=${TOKEN:-fallback}": "https://h/mcp?k=***",
	} {
		if got := RedactURL(in); got != want {
			t.Errorf("RedactURL(%q) = %q, want %q", in, got, want)
		}
	}
}
