package prompt

import (
	"sync"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// pageFacts keeps whether a parameter pages (pagingFresh, pageTokenFresh),
// read once per parameter: Unsaid asks of every argument of every record.
type pageFacts struct {
	once          sync.Once
	in            pageInputs // what the answers were read from
	paging, token bool
}

// pageInputs is what pagingFresh and pageTokenFresh read of a parameter.
type pageInputs struct {
	kind        role.Kind
	human, desc string
}

// paging is pagingFresh(p), read once per parameter.
func paging(p Param) bool {
	if f, ok := p.pageFacts(); ok {
		return f.paging
	}
	return pagingFresh(p)
}

// pageToken is pageTokenFresh(p), read once per parameter.
func pageToken(p Param) bool {
	if f, ok := p.pageFacts(); ok {
		return f.token
	}
	return pageTokenFresh(p)
}

// pageFacts returns p's page facts; ok is false when p has no facts or
// they were read of a copy that says p otherwise (another Human).
func (p Param) pageFacts() (*pageFacts, bool) {
	if p.facts == nil {
		return nil, false
	}
	f := &p.facts.page
	in := pageInputs{roleKind(p), p.Human, p.Description}
	f.once.Do(func() {
		f.in, f.paging, f.token = in, pagingFresh(p), pageTokenFresh(p)
	})
	return f, f.in == in
}
