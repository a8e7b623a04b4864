package synth

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// hold25Tool returns the description and input schema of a tool of a
// hold25 tool file in testdata.
func hold25Tool(t *testing.T, file, name string) (string, string) {
	t.Helper()
	return fileTool(t, "testdata/hold25/"+file, name)
}

// TestOptionSets: numbered option blocks give the properties each names
// at the start of a line (a URL form naming ":workflowId" in passing is
// no member), "(optional)" marks a member a call may leave out; a
// sentence saying "either a or b" makes each its own set.
func TestOptionSets(t *testing.T) {
	for _, c := range []struct {
		file, tool string
		names      []string
		want       string
	}{
		{"circleci.json", "rerun_workflow", []string{"fromFailed", "workflowId", "workflowURL"}, "fromFailed? workflowId | fromFailed? workflowURL"},
		{"circleci.json", "get_build_failure_logs", []string{"branch", "gitRemoteURL", "outputDir", "projectSlug", "projectURL", "workspaceRoot"},
			"projectSlug branch | projectURL | workspaceRoot gitRemoteURL branch"},
		{"mapbox.json", "isochrone_tool", []string{"contours_colors", "contours_meters", "contours_minutes", "generalize"}, "contours_meters | contours_minutes"},
	} {
		about, src := hold25Tool(t, c.file, c.tool)
		if c.tool == "isochrone_tool" {
			// "neither" is no "either": both may be left out
			if sets := optionSets("If neither contours_minutes nor contours_meters is given, a default is used.", c.names, make([]string, len(c.names)), make([]bool, len(c.names))); sets != nil {
				t.Errorf("neither … nor: option sets %v, want none", sets)
			}
		}
		var s struct {
			Properties map[string]struct {
				Description string
				Properties  map[string]struct{ Description string } `json:"properties"`
			} `json:"properties"`
		}
		_ = json.Unmarshal([]byte(src), &s)
		props := map[string]string{}
		for k, p := range s.Properties {
			props[k] = p.Description
			if k == "params" {
				for k2, p2 := range p.Properties {
					props[k2] = p2.Description
				}
			}
		}
		descs := make([]string, len(c.names))
		for i, n := range c.names {
			descs[i] = props[n]
		}
		var got []string
		for _, set := range optionSets(about, c.names, descs, make([]bool, len(c.names))) {
			var ws []string
			for j, i := range set.members {
				w := c.names[i]
				if set.opt[j] {
					w += "?"
				}
				ws = append(ws, w)
			}
			slices.Sort(ws)
			got = append(got, strings.Join(ws, " "))
		}
		want := strings.Split(c.want, " | ")
		for i, w := range want {
			f := strings.Fields(w)
			slices.Sort(f)
			want[i] = strings.Join(f, " ")
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: option sets %q, want %q", c.tool, got, want)
		}
	}
}

// TestOneOptionPerCall: calls of tools whose descriptions offer exactly
// one of several options (CircleCI's nested params, Mapbox's contours)
// carry one option's members and none of another's own, and no value is
// a placeholder form copied from a description ("gh/organization/project",
// "/home/user/my-project", "?branch=feature-branch").
func TestOneOptionPerCall(t *testing.T) {
	t.Parallel()
	placeholder := regexp.MustCompile(`(?i)(^|[/\\=])(organization|user|my-project|my-branch|feature-branch|project)([/\\.?&]|$)`)
	for _, c := range []struct {
		file, tool string
		sets       [][]string
	}{
		{"circleci.json", "rerun_workflow", [][]string{{"workflowId"}, {"workflowURL"}}},
		{"circleci.json", "get_build_failure_logs", [][]string{{"projectSlug", "branch"}, {"projectURL"}, {"workspaceRoot", "gitRemoteURL", "branch"}}},
		{"circleci.json", "find_flaky_tests", [][]string{{"projectSlug"}, {"projectURL"}, {"workspaceRoot", "gitRemoteURL"}}},
		{"circleci.json", "get_job_test_results", [][]string{{"projectSlug", "branch"}, {"projectURL"}, {"workspaceRoot", "gitRemoteURL", "branch"}}},
		{"mapbox.json", "isochrone_tool", [][]string{{"contours_meters"}, {"contours_minutes"}}},
	} {
		about, src := hold25Tool(t, c.file, c.tool)
		for _, in := range instances(t, src, 60, Options{Seed: 5, RootObject: true, Topic: c.tool, About: about}) {
			var m map[string]any
			if err := json.Unmarshal(in, &m); err != nil {
				t.Fatal(err)
			}
			if p, ok := m["params"].(map[string]any); ok {
				m = p
			}
			full := 0
			for _, set := range c.sets {
				n := 0
				for _, k := range set {
					if _, ok := m[k]; ok {
						n++
					}
				}
				if n == len(set) {
					full++
				}
			}
			if full != 1 {
				t.Errorf("%s: %s carries %d whole options, want 1", c.tool, in, full)
			}
			for k, v := range m {
				if s, ok := v.(string); ok && placeholder.MatchString(s) {
					t.Errorf("%s: %s %q copies a placeholder form", c.tool, k, s)
				}
			}
		}
	}
}
