package synth

// The tasks of a task manager that is not about code (role.Server
// PlainTasks): a person's errands and an office's work, each with a
// line of detail, and the remarks people leave on them. A to-do app's
// task is "Renew car insurance", not "Add pagination to the orders API".

// plainTasks is the "projects" area's words for such a server: its
// searches, and tasks to title and describe.
var plainTasks = &areaLex{
	queries: areaLexicon["projects"].queries,
	items: []areaItem{
		{"Book dentist appointment", "Six-month check-up is due; mornings before 10 work best."},
		{"Send Q3 invoices", "Invoice the three retainer clients for July to September and attach the timesheets."},
		{"Renew car insurance", "Current policy ends on the 30th. Compare at least two quotes before renewing."},
		{"Prepare slides for Monday's team meeting", "Ten slides at most: last month's numbers, the hiring update and next steps."},
		{"Call the landlord about the boiler", "Hot water keeps cutting out in the mornings; ask when someone can come round."},
		{"Pay the electricity bill", "Due on Friday. Check the meter reading matches before paying."},
		{"Plan the team offsite", "Pick two possible dates, get a quote from the venue and share a draft agenda."},
		{"Review the new supplier contract", "Check the notice period and the payment terms before it goes to {F} for signature."},
		{"Buy a birthday present for Mum", "She mentioned a pottery class; a voucher would work. Budget about 60."},
		{"Book flights to {C2}", "Conference starts on the 14th; fly out the evening before and back on the 16th."},
		{"Update the team holiday calendar", "Add everyone's summer leave so we can see the gaps in cover."},
		{"Collect the dry cleaning", "Two shirts and the grey suit; ticket is in the wallet."},
		{"Schedule quarterly review with {F}", "Find an hour next week and send the agenda a day ahead."},
		{"File the expense report for March", "Receipts for the train tickets and the client lunch are in the shared folder."},
		{"Order new printer toner", "The office printer is down to its last cartridge; order two black and one colour."},
		{"Draft the newsletter for April", "Lead with the new opening hours, then the spring event and a short team update."},
	},
	notes: []string{"Done, confirmation is in my inbox.", "Waiting to hear back before I can finish this.", "Moved to next week, too much on this week.",
		"{F} said they can help with this on Thursday.", "Half done; the rest needs the figures from finance.", "Reminder sent, no reply yet.",
		"Can we push the due date by two days?", "Added the details we discussed on the call."},
}

// plainTaskTag returns a label of a plain task manager's task ("errands",
// "follow-up") for a tag value; ok is false for another tool. (The
// labels are no area tags: those also fill words of any kind, a
// workspace's or a privacy setting's.)
func (g *Generator) plainTaskTag() (string, bool) {
	if g.areaLex() != plainTasks {
		return "", false
	}
	ls := kindNames["label"]
	return ls[g.rng.Intn(len(ls))], true
}

// tasksLex returns the words for a tool of area a: a plain task manager's
// tasks when the area is "projects" or none (a server that leans to tasks
// without naming them outright) and the server's words say nothing of
// software work, else lx.
func (g *Generator) tasksLex(a string, lx *areaLex) *areaLex {
	if (a == "projects" || a == "") && g.opts.Server.PlainTasks() && !g.repoTool {
		return plainTasks
	}
	if a == "health" && g.opts.Server.Animals() {
		return animalHealth // (a zoo's or a clinic's animals, not a doctor's patients)
	}
	return lx
}

// animalHealth is the health area of a server about animals (a zoo, a
// veterinary clinic, a farm): its problems, notes and searches are an
// animal's ("limping on the right hind leg"), never a person's ("Patient
// reports mild dizziness", "Allergic to penicillin.").
var animalHealth = &areaLex{
	queries: []string{"limping", "not eating", "vaccination due", "weight loss", "eye discharge", "dental check", "wound"},
	items: []areaItem{
		{"Limping on the left hind leg", "Not bearing weight on the left hind leg since the morning feed."},
		{"Off food", "Left most of the morning feed two days running; still drinking normally."},
		{"Eye discharge", "Cloudy discharge from the right eye since yesterday."},
		{"Annual vaccination", "Boosters due this month; weigh before the visit."},
		{"Weight check", "Down about 4% since last month's weigh-in."},
	},
	notes: []string{"Limping on the right hind leg since this morning.", "Off food for two days; still drinking.",
		"Small wound above the left eye, cleaned on site.", "Coughing at night; bright and alert during the day.",
		"Weight down 4% since last month's check.", "Scratching at the left ear; some redness inside."},
	tags:     []string{"lameness", "appetite", "wound", "vaccination", "dental", "weight-loss", "eyes"},
	findings: []string{"lameness", "reduced appetite", "eye discharge", "weight loss", "skin lesion", "coughing"},
}

// taskTool tells whether a tool's name acts on tasks or cards
// ("create_task", "add_cards_to_list"), whatever board or list holds them.
func taskTool(topic string) bool {
	for _, t := range sharedTokens(topic) {
		switch t {
		case "task", "tasks", "subtask", "subtasks", "card", "cards", "todo", "todos":
			return true
		}
	}
	return false
}

// businessLabels are the key-value labels a business puts on a record of
// its own work (a deal, a visit, a note), for a tool that is no code.
var businessLabels = [][2]string{{"source", "web form"}, {"region", "EMEA"}, {"team", "sales"}, {"priority", "high"}, {"channel", "email"}}
