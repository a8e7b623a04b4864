package prompt

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestLongLinkActedOn renders requests whose one argument is a link longer
// than a line of words (the workflow URL of CircleCI's rerun_workflow
// and get_latest_pipeline_status, schemas as in /work/hold25/real) and
// checks the link is said as what the request acts on, never introduced
// as a text ("that reads \"https://…\"", "Here's what it should say: …").
func TestLongLinkActedOn(t *testing.T) {
	const desc = "The URL of the CircleCI workflow or job. Can be any of these formats:\n- Workflow URL: https://app.circleci.com/pipelines/:vcsType/:orgName/:projectName/:pipelineNumber/workflows/:workflowId"
	cases := []struct{ name, desc, key, url string }{
		{"rerun_workflow", "This tool is used to rerun a workflow from start or from the failed job.", "workflowURL",
			"https://app.circleci.com/pipelines/gh/rkelly/docs-client/477/workflows/a872d197-2299-42fc-a3a9-31faad045117/jobs/902"},
		{"get_latest_pipeline_status", "This tool retrieves the status of the latest pipeline for a CircleCI project.", "projectURL",
			"https://app.circleci.com/pipelines/gh/ravihansen/auth/105/workflows/29786ee7-761d-43e7-987c-e9b9e3f107b2/jobs/142"},
	}
	descJSON, _ := json.Marshal(desc)
	for _, c := range cases {
		schema := `{"type":"object","properties":{"params":{"type":"object","properties":{"` + c.key + `":{"type":"string","description":` +
			string(descJSON) + `}}}}}`
		args := `{"params":{"` + c.key + `":"` + c.url + `"}}`
		for i, text := range renderDraws(t, c.name, c.desc, schema, args, 10, 43) {
			if !strings.Contains(text, c.url) {
				t.Errorf("%s draw %d: link not said: %s", c.name, i, text)
			}
			for _, bad := range []string{`"` + c.url, "saying", "reads", "reading", "should say", "Make it read", "wording", "The text is", "the text:"} {
				if strings.Contains(text, bad) {
					t.Errorf("%s draw %d: link introduced as a text (%q): %s", c.name, i, bad, text)
				}
			}
		}
	}
}

func TestLongIdentShapes(t *testing.T) {
	cases := []struct {
		x    string
		path bool
		want bool
	}{
		{"https://app.circleci.com/pipelines/gh/org/project/123/workflows/abc-def/jobs/9", false, true},
		{"s3://bucket/a/very/long/key/of/an/object/that/goes/on/and/on/for/a/while/2026/report.csv", false, true},
		{"/srv/data/projects/north-basin/survey-2026/contours/elevation-model/tiles/z14/final.tif", true, true},
		{"/srv/data/projects/north-basin/survey-2026/contours/elevation-model/tiles/z14/final.tif", false, false},
		{"yu9HsQjL3C0cywqZHZRcr50/KiecREaEeq4OTXeCIeSxRnCsn3jKkdOfhtDDQ014aLIKkeJHTjvqFgef0n26qdpZrS/WHgw==", true, false},
		{"See https://example.com/a for the details of the incident and what we did about it afterwards", false, false},
	}
	for _, c := range cases {
		k := role.Unknown
		if c.path {
			k = role.FilePath
		}
		if got := longIdent(k, c.x); got != c.want {
			t.Errorf("longIdent(%s, %q) = %v, want %v", k, c.x, got, c.want)
		}
	}
}
