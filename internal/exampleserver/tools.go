package exampleserver

// toolDef is one tool's definition as it is listed (raw JSON pieces).
type toolDef struct {
	name, title, description string
	input, output            string // JSON Schemas; output may be ""
	readOnly                 bool
	destructive              *bool // nil: not sent
	idempotent               bool
	openWorld                *bool
	noAnnotations            bool // send no annotations object at all
}

func ptr(b bool) *bool { return &b }

// The tool set. Input schemas are JSON Schema 2020-12 (the MCP default).
var toolDefs = []toolDef{
	{
		name:        "get_forecast",
		title:       "Weather forecast",
		description: "Get the daily weather forecast for a city on a given date. Only the cities of Acme offices are covered: Amsterdam, Berlin, Lima, Lisbon, Nairobi, Osaka, Sydney and Toronto.",
		readOnly:    true,
		openWorld:   ptr(false),
		input: `{
  "type": "object",
  "properties": {
    "city": {"type": "string", "minLength": 1, "description": "City name, for example \"Lisbon\""},
    "date": {"type": "string", "format": "date", "description": "Day of the forecast (YYYY-MM-DD)"},
    "units": {"type": "string", "enum": ["metric", "imperial"], "default": "metric", "description": "Temperature units"}
  },
  "required": ["city", "date"],
  "additionalProperties": false
}`,
		output: `{
  "type": "object",
  "properties": {
    "city": {"type": "string"},
    "date": {"type": "string", "format": "date"},
    "units": {"type": "string", "enum": ["metric", "imperial"]},
    "high": {"type": "number"},
    "low": {"type": "number"},
    "conditions": {"type": "string", "enum": ["sunny", "cloudy", "rain", "snow", "windy"]},
    "precipitation_chance": {"type": "integer", "minimum": 0, "maximum": 100}
  },
  "required": ["city", "date", "units", "high", "low", "conditions", "precipitation_chance"],
  "additionalProperties": false
}`,
	},
	{
		name:        "list_rooms",
		title:       "List meeting rooms",
		description: "List the meeting rooms (id and name), optionally only those of one building or with at least a given capacity.",
		readOnly:    true,
		idempotent:  true,
		openWorld:   ptr(false),
		input: `{
  "type": "object",
  "properties": {
    "building": {"type": "string", "enum": ["HQ", "Annex"], "description": "Only rooms in this building"},
    "min_capacity": {"type": "integer", "minimum": 1, "default": 1, "description": "Smallest number of seats"}
  },
  "additionalProperties": false
}`,
		output: `{
  "type": "object",
  "properties": {
    "rooms": {
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "id": {"type": "string", "pattern": "^[A-Z]{2}-[0-9]{3}$"},
          "name": {"type": "string", "description": "What people call the room, such as \"Atlas\""},
          "building": {"type": "string"},
          "capacity": {"type": "integer"},
          "features": {"type": "array", "items": {"type": "string"}}
        },
        "required": ["id", "name", "building", "capacity", "features"]
      }
    }
  },
  "required": ["rooms"]
}`,
	},
	{
		name:        "search_events",
		title:       "Search calendar events",
		description: "Search the shared calendar for events between two dates, optionally by words of their title, attendee e-mail and tags.",
		readOnly:    true,
		openWorld:   ptr(false),
		input: `{
  "type": "object",
  "properties": {
    "from": {"type": "string", "format": "date", "description": "First day (inclusive)"},
    "to": {"type": "string", "format": "date", "description": "Last day (inclusive)"},
    "query": {"type": "string", "minLength": 1, "description": "Words the event's title contains, such as \"design review\""},
    "attendee": {"type": "string", "format": "email", "description": "Only events this person attends"},
    "tags": {
      "type": "array",
      "items": {"type": "string", "enum": ["standup", "review", "1on1", "offsite", "customer"]},
      "uniqueItems": true,
      "description": "Only events with at least one of these tags"
    },
    "limit": {"type": "integer", "minimum": 1, "maximum": 50, "default": 10}
  },
  "required": ["from", "to"],
  "additionalProperties": false
}`,
		output: `{
  "type": "object",
  "properties": {
    "events": {
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "event_id": {"type": "string"},
          "title": {"type": "string"},
          "start": {"type": "string", "format": "date-time"},
          "duration_minutes": {"type": "integer"},
          "room_id": {"type": "string"},
          "attendees": {"type": "array", "items": {"type": "string", "format": "email"}},
          "tags": {"type": "array", "items": {"type": "string"}}
        },
        "required": ["event_id", "title", "start", "duration_minutes", "room_id", "attendees", "tags"]
      }
    },
    "total": {"type": "integer"}
  },
  "required": ["events", "total"]
}`,
	},
	{
		name:        "get_room",
		title:       "Get a meeting room",
		description: "Get one meeting room by its id (list_rooms lists them): building, seats, features and the calendar events booked in it (on the day asked for, else the next six from 2026-01-15, with the total).",
		readOnly:    true,
		idempotent:  true,
		openWorld:   ptr(false),
		input: `{
  "type": "object",
  "properties": {
    "room_id": {"type": "string", "pattern": "^[A-Z]{2}-[0-9]{3}$", "description": "Room id such as \"HQ-101\""},
    "date": {"type": "string", "format": "date", "description": "Only the room's bookings on this day (YYYY-MM-DD)"}
  },
  "required": ["room_id"],
  "additionalProperties": false
}`,
		output: `{
  "type": "object",
  "properties": {
    "id": {"type": "string"},
    "name": {"type": "string"},
    "building": {"type": "string"},
    "capacity": {"type": "integer"},
    "features": {"type": "array", "items": {"type": "string"}},
    "events": {
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "event_id": {"type": "string"},
          "title": {"type": "string"},
          "start": {"type": "string", "format": "date-time"},
          "duration_minutes": {"type": "integer"}
        },
        "required": ["event_id", "title", "start", "duration_minutes"]
      }
    },
    "total_events": {"type": "integer", "description": "How many events are booked in the room in all"}
  },
  "required": ["id", "name", "building", "capacity", "features", "events", "total_events"]
}`,
	},
	{
		name:        "get_event",
		title:       "Get a calendar event",
		description: "Get one calendar event by its id (search_events finds them): title, time, room, attendees and tags.",
		readOnly:    true,
		idempotent:  true,
		openWorld:   ptr(false),
		input: `{
  "type": "object",
  "properties": {
    "event_id": {"type": "string", "pattern": "^evt_[0-9a-f]{8}$", "description": "Event id such as \"evt_a6fbc97a\""}
  },
  "required": ["event_id"],
  "additionalProperties": false
}`,
		output: `{
  "type": "object",
  "properties": {
    "event_id": {"type": "string"},
    "title": {"type": "string"},
    "start": {"type": "string", "format": "date-time"},
    "end": {"type": "string", "format": "date-time"},
    "duration_minutes": {"type": "integer"},
    "room_id": {"type": "string"},
    "room_name": {"type": "string"},
    "attendees": {"type": "array", "items": {"type": "string", "format": "email"}},
    "tags": {"type": "array", "items": {"type": "string"}}
  },
  "required": ["event_id", "title", "start", "end", "duration_minutes", "room_id", "room_name", "attendees", "tags"]
}`,
	},
	{
		name:        "find_free_slot",
		title:       "Find a free room",
		description: "Find the meeting rooms free for a given length of time on one day (office hours 09:00-18:00 UTC), optionally in one building or with at least a given capacity: each room with its free time windows.",
		readOnly:    true,
		idempotent:  true,
		openWorld:   ptr(false),
		input: `{
  "type": "object",
  "properties": {
    "date": {"type": "string", "format": "date", "description": "The day (YYYY-MM-DD)"},
    "duration_minutes": {"type": "integer", "minimum": 15, "maximum": 480, "multipleOf": 15, "default": 60, "description": "How long the room must be free"},
    "building": {"type": "string", "enum": ["HQ", "Annex"], "description": "Only rooms in this building"},
    "min_capacity": {"type": "integer", "minimum": 1, "default": 1, "description": "Smallest number of seats"}
  },
  "required": ["date"],
  "additionalProperties": false
}`,
		output: `{
  "type": "object",
  "properties": {
    "date": {"type": "string", "format": "date"},
    "duration_minutes": {"type": "integer"},
    "rooms": {
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "room_id": {"type": "string", "pattern": "^[A-Z]{2}-[0-9]{3}$"},
          "name": {"type": "string"},
          "building": {"type": "string"},
          "capacity": {"type": "integer"},
          "free": {
            "type": "array",
            "items": {
              "type": "object",
              "properties": {
                "start": {"type": "string", "format": "date-time"},
                "end": {"type": "string", "format": "date-time"}
              },
              "required": ["start", "end"]
            }
          }
        },
        "required": ["room_id", "name", "building", "capacity", "free"]
      }
    }
  },
  "required": ["date", "duration_minutes", "rooms"]
}`,
	},
	{
		name:        "book_meeting",
		title:       "Book a meeting",
		description: "Book a meeting room and invite attendees. Fails when the room is unknown, too small, or already booked at that time.",
		destructive: ptr(false),
		openWorld:   ptr(false),
		input: `{
  "type": "object",
  "properties": {
    "title": {"type": "string", "minLength": 1, "maxLength": 120},
    "start": {"type": "string", "format": "date-time", "description": "Start time, RFC 3339"},
    "duration_minutes": {"type": "integer", "minimum": 15, "maximum": 480, "multipleOf": 15},
    "room_id": {"type": "string", "pattern": "^[A-Z]{2}-[0-9]{3}$", "description": "Room id such as \"HQ-101\""},
    "attendees": {
      "type": "array",
      "minItems": 1,
      "items": {
        "type": "object",
        "properties": {
          "email": {"type": "string", "format": "email"},
          "name": {"type": "string"},
          "optional": {"type": "boolean", "default": false}
        },
        "required": ["email"],
        "additionalProperties": false
      }
    },
    "agenda": {
      "type": "object",
      "properties": {
        "items": {"type": "array", "items": {"type": "string"}},
        "doc_url": {"type": "string", "format": "uri"}
      },
      "additionalProperties": false
    }
  },
  "required": ["title", "start", "duration_minutes", "room_id", "attendees"],
  "additionalProperties": false
}`,
		output: `{
  "type": "object",
  "properties": {
    "event_id": {"type": "string", "pattern": "^evt_[0-9a-f]{8}$"},
    "room_id": {"type": "string"},
    "start": {"type": "string", "format": "date-time"},
    "end": {"type": "string", "format": "date-time"},
    "invited": {"type": "integer"}
  },
  "required": ["event_id", "room_id", "start", "end", "invited"]
}`,
	},
	{
		name:        "cancel_meeting",
		title:       "Cancel a meeting",
		description: "Cancel a calendar event and optionally notify its attendees. This cannot be undone.",
		destructive: ptr(true),
		idempotent:  true,
		openWorld:   ptr(false),
		input: `{
  "type": "object",
  "properties": {
    "event_id": {"type": "string", "pattern": "^evt_[0-9a-f]{8}$"},
    "notify_attendees": {"type": "boolean", "default": true},
    "reason": {"type": "string", "maxLength": 500}
  },
  "required": ["event_id"],
  "additionalProperties": false
}`,
	},
	{
		name:          "save_note",
		description:   "Save a note with optional tags and a link; returns the note id.",
		noAnnotations: true,
		input: `{
  "type": "object",
  "properties": {
    "title": {"type": "string", "minLength": 1},
    "body": {"type": "string"},
    "tags": {"type": "array", "items": {"type": "string"}, "uniqueItems": true},
    "link": {"type": "string", "format": "uri"}
  },
  "required": ["title", "body"]
}`,
	},
	{
		name:        "send_email",
		title:       "Send an e-mail",
		description: "Send an e-mail on the user's behalf. Messages cannot be recalled.",
		destructive: ptr(true),
		openWorld:   ptr(true),
		input: `{
  "type": "object",
  "properties": {
    "to": {"type": "array", "items": {"type": "string", "format": "email"}, "minItems": 1},
    "cc": {"type": "array", "items": {"type": "string", "format": "email"}},
    "subject": {"type": "string", "minLength": 1, "maxLength": 200},
    "body": {"type": "string"},
    "priority": {"type": "string", "enum": ["low", "normal", "high"], "default": "normal"}
  },
  "required": ["to", "subject", "body"],
  "additionalProperties": false
}`,
	},
}
