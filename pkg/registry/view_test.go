package registry

import (
	"testing"
	"time"
)

func TestViewRedacts(t *testing.T) {
	s := Server{Name: "api", Entry: Entry{
		URL:     "https://u:pw@example.com/mcp?token=abc",
		Env:     map[string]string{"KEY": "s3cret", "REF": "${API_KEY}"},
		Headers: map[string]string{"Authorization": "Bearer abc", "X": "Bearer ${TOKEN}"},
		Timeout: 45 * time.Second,
	}}
	v := s.View()
	if v.Env["KEY"] != Redacted || v.Env["REF"] != "${API_KEY}" {
		t.Errorf("env = %v", v.Env)
	}
	if v.Headers["Authorization"] != Redacted || v.Headers["X"] != "Bearer ${TOKEN}" {
		t.Errorf("headers = %v", v.Headers)
	}
	if v.URL != RedactURL(s.Entry.URL) || v.URL == s.Entry.URL {
		t.Errorf("url = %q", v.URL)
	}
	if v.Timeout != "45s" || v.Transport != "http" || !v.Enabled {
		t.Errorf("view = %+v", v)
	}
}
