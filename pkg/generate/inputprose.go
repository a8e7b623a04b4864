package generate

import "regexp"

// namesInputsProse finds a description that names the tool's own inputs
// in running prose rather than under an "Args:" header (namesInputs): a
// backticked name the caller passes ("Pass `patient_id` and `channel`",
// "the `query` parameter"), a thing picked by the caller ("the given
// order", "a specific project", "by its ID"), or an indefinite object
// after a preposition ("the weather for a city", "send a message to a
// channel"). Descriptions of tools that take nothing ("List all boards the
// user has access to", "Get information about the currently active board",
// "Returns a tiny MCP logo image") have none of these.
var namesInputsProse = regexp.MustCompile(`(?i)` +
	"\\b(?:pass|provide|supply|specify|give|set|enter|include|use)\\s+(?:the\\s+|an?\\s+|your\\s+)?`[A-Za-z_][\\w.-]*`" +
	"|`[A-Za-z_][\\w.-]*`\\s+(?:parameter|argument|field|option|input)s?\\b" +
	"|\\b(?:parameter|argument|input)s?\\s+`[A-Za-z_][\\w.-]*`" +
	`|\b(?:the|a|an)\s+(?:given|specified|provided|supplied|specific|particular|chosen|requested)\s+[a-z]\w+` +
	`|\bby\s+(?:its|their|the|an?)\s+(?:\w+\s+)?(?:id|ids|name|email|key|slug|number|code|uuid|sku|handle|url)\b` +
	`|\b(?:for|to|in|on|from|of|about|into|with|at|near)\s+(?:a|an)\s+(?:(?:given|single|specific|new)\s+)?(?:[a-z]\w+\s+)?(?:city|location|place|address|user|customer|person|contact|channel|room|file|folder|directory|page|url|website|repository|repo|project|issue|ticket|order|product|item|record|document|entity|account|team|board|card|task|event|meeting|query|keyword|term|topic|date|day|time|period|range|id|path|name|email|message|patient|booking|reservation|invoice|payment|job|candidate|employee|vehicle|flight|hotel|symbol|ticker|stock|company|domain|database|table|collection|index|key|branch|commit|container|pod|namespace|service|host|device|sensor|track|album|artist|playlist|video|movie|book|recipe)\b`)
