package synth

import "strings"

// An example made of path or slug parts some of which are placeholder
// words ("gh/organization/project", "/home/user/my-project",
// "C:\Users\user\my-project") shows a form: a call copying it names no
// real project. formFill keeps its shape and fills those parts.

// placeholderPart says a lower-case part of a path, slug or query is a
// word documentation writes for a value it does not show.
func placeholderPart(p string) bool {
	switch p {
	case "user", "username", "organization", "org", "owner", "project", "repo", "repository", "example",
		"foo", "bar", "baz", "feature-branch", "my-branch", "branch-name", "project-name", "org-name":
		return true
	}
	return strings.HasPrefix(p, "my-") || strings.HasPrefix(p, "your-") || strings.HasPrefix(p, "my_") || strings.HasPrefix(p, "your_")
}

// formFill returns ex with its placeholder parts (see placeholderPart)
// filled with the scene's names: an owner or organization part with the
// project's owner, a project or repository part with its repository, a
// user part with the person's login, a branch with a topic branch, any
// other with a word. The separators, the other parts and a ".git" end
// are kept; ok is false when ex has no separator or no placeholder part.
func (g *Generator) formFill(ex string) (string, bool) {
	if !strings.ContainsAny(ex, `/\=`) || strings.Contains(ex, " ") || strings.Contains(ex, "://") {
		return "", false
	}
	var b strings.Builder
	filled := false
	start := 0
	for i := 0; i <= len(ex); i++ {
		if i < len(ex) && !strings.ContainsRune(`/\?=&:`, rune(ex[i])) {
			continue
		}
		part := ex[start:i]
		if v, ok := g.formPart(part); ok {
			b.WriteString(v)
			filled = true
		} else {
			b.WriteString(part)
		}
		if i < len(ex) {
			b.WriteByte(ex[i])
		}
		start = i + 1
	}
	if !filled {
		return "", false
	}
	return b.String(), true
}

// formPart fills one placeholder part of a form (see formFill).
func (g *Generator) formPart(part string) (string, bool) {
	base, ext := part, ""
	if strings.HasSuffix(strings.ToLower(part), ".git") {
		base, ext = part[:len(part)-4], part[len(part)-4:]
	}
	l := strings.ToLower(base)
	if !placeholderPart(l) {
		return "", false
	}
	owner, repo := g.project()
	switch {
	case strings.Contains(l, "branch"):
		// "feature/my-branch" keeps its prefix; "feature-branch" is one
		w := slug(workNouns[g.rng.Intn(len(workNouns))])
		if strings.HasPrefix(l, "feature") {
			w = "feature/" + w
		}
		return w, true
	case strings.Contains(l, "org") || l == "owner":
		return owner + ext, true
	case l == "user" || l == "username":
		return strings.SplitN(g.handle(), "-", 2)[0] + ext, true
	case strings.Contains(l, "project") || strings.Contains(l, "repo"):
		return repo + ext, true
	}
	return slug(g.noun()) + ext, true
}
