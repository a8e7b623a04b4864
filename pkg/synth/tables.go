package synth

import (
	"strconv"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

// sheetKind is one kind of table a person writes to a spreadsheet range:
// the words of a tool that suggest it, its column names, what each column
// holds (see sheetCell) and the statuses its status column takes.
type sheetKind struct {
	words  []string
	cols   []string
	kinds  string // one byte per column: n name, e email, o organisation, d date, a amount, q quantity, s status, i order id, k SKU, p product, c category, t task
	states []string
}

// sheetKinds are the tables rows of values are written as; the first whose
// words the tool's words name is used, else one is drawn.
var sheetKinds = []sheetKind{
	{[]string{"order", "sale", "invoice", "revenue", "shop", "store"}, []string{"Order ID", "Customer", "Date", "Amount", "Status"}, "indas", []string{"Paid", "Pending", "Shipped", "Refunded"}},
	{[]string{"expense", "budget", "spend", "finance", "account"}, []string{"Date", "Category", "Payee", "Amount"}, "dcoa", nil},
	{[]string{"contact", "lead", "crm", "customer", "deal", "member"}, []string{"Name", "Email", "Company", "Stage"}, "neos", []string{"Lead", "Qualified", "Proposal", "Won"}},
	{[]string{"inventory", "stock", "product", "warehouse", "catalog"}, []string{"SKU", "Product", "Quantity", "Unit price"}, "kpqa", nil},
	{[]string{"task", "project", "sprint", "issue", "plan"}, []string{"Task", "Owner", "Due date", "Status"}, "tnds", []string{"To do", "In progress", "Done", "Blocked"}},
}

// sheetWords name a spreadsheet of no one domain.
var sheetWords = []string{"spreadsheet", "sheet", "workbook", "excel", "csv"}

var (
	sheetCategories = []string{"Travel", "Software", "Office supplies", "Meals", "Marketing", "Utilities"}
	sheetProducts   = []string{"USB-C Hub", "Desk Lamp", "Wireless Mouse", "Laptop Stand", "Notebook A5", "Water Bottle"}
	sheetTasks      = []string{"Draft Q3 report", "Update pricing page", "Review vendor contract", "Plan team offsite", "Fix login timeout", "Prepare board deck"}
)

// sheetRowsArray reports whether an array property is the rows of a
// spreadsheet range: named values or rows, with one items schema that is
// itself an array of cells that may be strings.
func sheetRowsArray(name string, uniform []*jsonschema.Schema) bool {
	if n := strings.ToLower(name); n != "values" && n != "rows" || len(uniform) != 1 {
		return false
	}
	row := uniform[0]
	if !hasTypeName(row.Types, "array") || len(row.PrefixItems) > 0 {
		return false
	}
	cell, ok := row.Items.(*jsonschema.Schema)
	if row.Items2020 != nil {
		cell, ok = row.Items2020, row.Items == nil
	}
	return ok && (len(cell.Types) == 0 || hasTypeName(cell.Types, "string")) && cell.Enum == nil && cell.Constant == nil
}

// sheetTable returns n rows of a table as a person writes them to a sheet:
// a header row of column names, then rows of the values those columns
// take. The table's kind follows the tool's words, else it is drawn.
func (g *Generator) sheetTable(n, width int) []any {
	if g.sc.sheet == 0 {
		// one kind for every range the call writes
		g.sc.sheet = -1
		for i, sk := range sheetKinds {
			if containsAnyWord(g.toolL, sk.words) {
				g.sc.sheet = i + 1
				break
			}
		}
		if g.sc.sheet < 0 && containsAnyWord(g.toolL, sheetWords) {
			// a spreadsheet of no one domain: any kind of table fits
			g.sc.sheet = 1 + g.rng.Intn(len(sheetKinds))
		}
	}
	if g.sc.sheet < 0 {
		return nil // the tool's own domain, whose columns are not known
	}
	k := sheetKinds[g.sc.sheet-1]
	if width >= 2 && width < len(k.cols) {
		k.cols, k.kinds = k.cols[:width], k.kinds[:width]
	}
	rows := make([]any, 0, n)
	if n > 1 {
		hdr := make([]any, len(k.cols))
		for i, c := range k.cols {
			hdr[i] = c
		}
		rows = append(rows, hdr)
	}
	base := 1000 + g.rng.Intn(8000)
	for len(rows) < n {
		row := make([]any, len(k.kinds))
		who, org := "", orgNames[g.rng.Intn(len(orgNames))]
		for i := range k.kinds {
			v := g.sheetCell(k, k.kinds[i], base+len(rows))
			switch k.kinds[i] {
			case 'n':
				who = v
			case 'o':
				v = org
			case 'e':
				if first, last, ok := strings.Cut(who, " "); ok {
					// the row's person's address at the row's company
					v = asciiLower(first) + "." + asciiLower(last) + "@" + asciiLower(org) + ".com"
				}
			}
			row[i] = v
		}
		rows = append(rows, row)
	}
	return rows
}

// containsAnyWord reports whether s holds any of words as a word start.
func containsAnyWord(s string, words []string) bool {
	for _, w := range words {
		for i := strings.Index(s, w); i >= 0; {
			if i == 0 || !isLetter(s[i-1]) {
				return true
			}
			j := strings.Index(s[i+1:], w)
			if j < 0 {
				break
			}
			i += 1 + j
		}
	}
	return false
}

// isLetter reports whether b is an ASCII letter.
func isLetter(b byte) bool { return b|0x20 >= 'a' && b|0x20 <= 'z' }

// sheetCell returns one cell of a table row: a value of the column's kind;
// seq numbers the row (order ids, SKUs).
func (g *Generator) sheetCell(k sheetKind, kind byte, seq int) string {
	rg := g.rng
	switch kind {
	case 'n':
		return firstNames[rg.Intn(len(firstNames))] + " " + lastNames[rg.Intn(len(lastNames))]
	case 'e':
		return asciiLower(firstNames[rg.Intn(len(firstNames))]) + "@" + asciiLower(orgNames[rg.Intn(len(orgNames))]) + ".com"
	case 'o':
		return orgNames[rg.Intn(len(orgNames))]
	case 'd':
		return "2026-0" + strconv.Itoa(1+rg.Intn(9)) + "-" + strconv.Itoa(10+rg.Intn(18))
	case 'a':
		return strconv.Itoa(5+rg.Intn(1200)) + "." + []string{"00", "50", "99", "25"}[rg.Intn(4)]
	case 'q':
		return strconv.Itoa(1 + rg.Intn(240))
	case 's':
		return k.states[rg.Intn(len(k.states))]
	case 'i':
		return "#" + strconv.Itoa(seq)
	case 'k':
		return "SKU-" + strconv.Itoa(seq)
	case 'p':
		return sheetProducts[rg.Intn(len(sheetProducts))]
	case 'c':
		return sheetCategories[rg.Intn(len(sheetCategories))]
	}
	return sheetTasks[rg.Intn(len(sheetTasks))]
}

// asciiLower returns the ASCII letters of s lower-cased, the rest dropped
// (a name as the local part or domain of an address).
func asciiLower(s string) string {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		if p := strings.IndexRune("äáàâãåöóòôøüúùûéèêëíìîïñçß", r); p >= 0 {
			r = []rune("aaaaaaoooooouuuueeeeiiiincs")[len([]rune("äáàâãåöóòôøüúùûéèêëíìîïñçß"[:p]))]
		}
		if r < 0x80 && isLetter(byte(r)) {
			b = append(b, byte(r)|0x20)
		}
	}
	return string(b)
}

// sheetRows returns n rows of a table (sheetTable) when the array is the
// rows of a spreadsheet range (sheetRowsArray) and the table fits its
// schema.
func (g *Generator) sheetRows(c conj, f frame, uniform []*jsonschema.Schema, n int) (any, bool) {
	if !sheetRowsArray(f.name, uniform) {
		return nil, false
	}
	t := g.sheetTable(n, uniform[0].MaxItems)
	return t, t != nil && matchesAll(c.pos, t)
}

// itemDesc returns the context of an array's items: the title and
// description of the first of the array's schemas that has one, else the
// frame's.
func (g *Generator) itemDesc(c conj, f frame) string {
	for _, s := range c.pos {
		if s.Description != "" || s.Title != "" {
			return g.titleDesc(s)
		}
	}
	return f.desc
}
