package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// adversarialResults are tool messages a final template must survive
// whatever the tool: empty, one line, one error chunk, empty JSON
// containers, JSON of the wrong shape, and a huge text.
var adversarialResults = []string{
	"",
	"x",
	"one line only",
	"/x: Error - Access denied - path outside allowed directories: /x not in /tmp",
	"/x: Error - Access denied - path outside allowed directories: /x not in /tmp\n---\n/y: Error - ENOENT: no such file or directory, open '/y'",
	"/a.txt:\n\n---\n/b.txt:\n",
	"Error: something went wrong",
	"{}",
	"[]",
	"null",
	`{"content":""}`,
	`{"content":[]}`,
	`{"a":1}`,
	`[1,2,3]`,
	`[{}]`,
	"\n\n\n",
	"---",
	strings.Repeat("lorem ipsum dolor sit amet ", 4000) + "\n" + strings.Repeat("line\n", 3000),
}

// TestFinalsOnAdversarialResults renders every final variant of every
// built-in per-tool template (filesystem, everything, memory and example
// servers) on adversarial results, as success and as error, with
// synthesized arguments: none may fail or leave debris.
func TestFinalsOnAdversarialResults(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	checked := 0
	for _, corpus := range []string{"filesystem.json", "everything.json", "memory.json", "example.json"} {
		si, tools := loadCorpus(t, corpus)
		for _, tl := range tools {
			b, err := set.For(info(si, tl))
			if err != nil {
				t.Fatalf("%s: %v", tl.Name, err)
			}
			if b.Final == nil {
				continue
			}
			g := seededGen(t, tl.InputSchema, tl.Name)
			for k := 0; k < 2; k++ {
				rawArgs, err := g.Next()
				if err != nil {
					t.Fatal(err)
				}
				args, err := DecodeArgs(rawArgs)
				if err != nil {
					t.Fatal(err)
				}
				n := len(b.Final.Sections[SectionFinal])
				for _, res := range adversarialResults {
					for _, isErr := range []bool{false, true} {
						for i := 0; i < n; i++ {
							rng := rand.New(rand.NewPCG(uint64(i), 5))
							s, err := r.Final(b, rng, i, args, res, isErr)
							what := corpus + " " + tl.Name + " " + string(rawArgs)
							if err != nil {
								t.Errorf("%s on %.60q (isError %v) variant %d: %v", what, res, isErr, i, err)
								continue
							}
							checked++
							if strings.TrimSpace(s) == "" {
								t.Errorf("%s on %.60q (isError %v) variant %d: empty answer", what, res, isErr, i)
							}
							for _, bad := range []string{"<no value>", "%!", "map[", "<nil>", "[]interface", "json.Number"} {
								if strings.Contains(s, bad) {
									t.Errorf("%s on %.60q (isError %v) variant %d: answer has %q: %s", what, res, isErr, i, bad, s)
								}
							}
							if strings.Contains(s, `"{"`) || strings.Contains(s, `"["`) {
								t.Errorf("%s on %.60q (isError %v) variant %d: nested quotes around JSON: %s", what, res, isErr, i, s)
							}
							if n := len([]rune(s)); n > 1500 {
								t.Errorf("%s on %.60q (isError %v) variant %d: answer is %d characters long", what, res, isErr, i, n)
							}
						}
					}
				}
			}
		}
	}
	if checked < 1000 {
		t.Errorf("only %d answers checked", checked)
	}
}
