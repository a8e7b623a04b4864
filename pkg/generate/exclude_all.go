package generate

import (
	"fmt"
	"strings"
)

// excludedAll is the *OptionError of an --exclude that leaves no tool of
// the run (after --include), which would otherwise end as "no records
// generated" without saying why: it names the globs and how many tools
// they took out. nil when a tool is left, or when there are no tools at
// all (said elsewhere).
func excludedAll(include, exclude []string, sources []Source) error {
	if len(exclude) == 0 {
		return nil
	}
	n := 0
	for _, s := range sources {
		if s.Err != nil {
			continue
		}
		for _, t := range s.Tools {
			if selected(t.Name, s.Server, include, nil) {
				n++
				if selected(t.Name, s.Server, include, exclude) {
					return nil
				}
			}
		}
	}
	if n == 0 {
		return nil
	}
	what := "every tool"
	if len(include) > 0 {
		what = "every tool {include} selects"
	}
	return &OptionError{Option: "exclude", Value: strings.Join(exclude, " "),
		Want: fmt.Sprintf("excludes %s (%d), so no record would be made: narrow the globs", what, n)}
}
