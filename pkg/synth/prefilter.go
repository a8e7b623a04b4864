package synth

// tableTopic tells whether the tool's name or the first clause of its
// description matches tableTool; read once per generator (titleFor asks
// on every title it draws).
func (g *Generator) tableTopic() bool {
	if g.table == 0 {
		g.table = -1
		if tableTool.MatchString(g.topicL) || tableTool.MatchString(firstClause(g.opts.About)) {
			g.table = 1
		}
	}
	return g.table > 0
}

// mayNeedOne reports whether t may match oneOfNeeded: it holds "one of"
// or "either" in any case. (No letter of theirs has a non-ASCII case
// fold, so an ASCII case-insensitive search finds all the expression
// finds.) Cheaper than the expression, which runs on every object drawn.
func mayNeedOne(t string) bool {
	return containsFoldASCII(t, "one of") || containsFoldASCII(t, "either")
}

// containsFoldASCII reports whether s contains w (lower-case ASCII),
// ignoring ASCII case.
func containsFoldASCII(s, w string) bool {
	for i := 0; i+len(w) <= len(s); i++ {
		j := 0
		for ; j < len(w); j++ {
			c := s[i+j]
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			if c != w[j] {
				break
			}
		}
		if j == len(w) {
			return true
		}
	}
	return false
}
