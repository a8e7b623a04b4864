package role

import "testing"

func TestPlainTasks(t *testing.T) {
	tool := func(name, desc string) ServerTool {
		return ServerTool{Name: name, Description: desc, InputSchema: []byte(`{"type":"object"}`)}
	}
	cases := []struct {
		name  string
		tools []ServerTool
		want  bool
	}{
		{"todo-mcp", []ServerTool{tool("create_tasks", "Create new tasks in the to-do list"), tool("get_projects", "Get projects"),
			tool("create_labels", "Create labels for tasks"), tool("get_sections", "Get the sections of a project board")}, true},
		{"asana", []ServerTool{tool("asana_create_task", "Create a task. Allowed tags: <code> <pre>"), tool("asana_get_project", "Get a project")}, true},
		{"tracker", []ServerTool{tool("create_task", "Create a task on the kanban board"), tool("list_sprints", "List the sprints of a project"),
			tool("get_backlog", "Get the backlog")}, false},
		{"jira", []ServerTool{tool("jira_create_issue", "Create a Jira issue"), tool("jira_get_project", "Get a project")}, false},
		{"recipes", []ServerTool{tool("search_recipes", "Search recipes by ingredient"), tool("get_recipe", "Get a recipe")}, false},
	}
	for _, c := range cases {
		if got := NewServer(c.name, c.tools).PlainTasks(); got != c.want {
			t.Errorf("%s: PlainTasks() = %v, want %v", c.name, got, c.want)
		}
	}
	if (*Server)(nil).PlainTasks() {
		t.Error("nil server: PlainTasks() = true")
	}
}
