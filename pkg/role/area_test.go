package role

import "testing"

// A server's area is read from its name, its tools' names and
// descriptions and its enum values; words that lean two ways name none.
func TestServerArea(t *testing.T) {
	cases := []struct {
		name  string
		tools []ServerTool
		want  Area
	}{
		{"case-law", []ServerTool{
			{Name: "search_opinions", Description: "Search court opinions by keyword, court and date."},
			{Name: "get_docket", Description: "Get a docket and its filings."},
		}, "law"},
		{"wx", []ServerTool{
			{Name: "get_forecast", Description: "Hourly forecast with temperature, precipitation and wind."},
			{Name: "get_alerts", Description: "Severe weather alerts for a region."},
		}, "weather"},
		{"classroom", []ServerTool{
			{Name: "list_courses", Description: "List the courses a teacher runs."},
			{Name: "grade_assignment", Description: "Grade a student's assignment."},
		}, "education"},
		{"toolbox", []ServerTool{
			{Name: "echo", Description: "Echo the input back."},
			{Name: "add", Description: "Add two numbers."},
		}, ""},
		// the stock a yard or a shop keeps is no stock market
		{"sawmill", []ServerTool{
			{Name: "add_stock", Description: "Add sawn timber to the yard stock."},
			{Name: "find_stock", Description: "Find timber in stock."},
			{Name: "quote_order", Description: "Quote a price for a timber order."},
		}, ""},
		{"markets", []ServerTool{
			{Name: "get_quote", Description: "Get the latest stock price for a ticker."},
			{Name: "list_movers", Description: "Stocks that moved most on the stock market today."},
		}, "finance"},
		// a single passing word is not enough
		{"misc", []ServerTool{{Name: "lookup", Description: "Look up a word; handy before a meeting."}}, ""},
		// a plural and a camel-case name count as their words
		{"kitchen", []ServerTool{{Name: "searchRecipes", Description: "Search recipes by ingredients."}}, "food"},
	}
	for _, c := range cases {
		if got := NewServer(c.name, c.tools).Area(); got != c.want {
			t.Errorf("%s: area %q, want %q", c.name, got, c.want)
		}
	}
	var s *Server
	if s.Area() != "" {
		t.Error("a nil server has an area")
	}
}
