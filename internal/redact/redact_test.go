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
		"":                               "",
	} {
		if got := URL(in); got != want {
			t.Errorf("URL(%q) = %q, want %q", in, got, want)
		}
	}
}
