package prompt

// relationNouns are objects that hold between several things (the head
// noun as objectNoun reads it): a list argument names the things, said
// after "between" ("interactions between warfarin and aspirin",
// "the distance between Oslo and Bergen").
var relationNouns = map[string]bool{"interaction": true, "conflict": true, "difference": true, "overlap": true,
	"compatibility": true, "similarity": true, "distance": true, "correlation": true, "relationship": true,
	"diff": true, "contraindication": true}
