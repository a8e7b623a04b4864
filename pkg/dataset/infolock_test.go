package dataset

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
)

// TestDatasetInfoLeavesNoLock writes and drops dataset_info.json entries
// from several goroutines at once: every entry written is kept, and no
// .dataset_info.json.lock is left in the folder.
func TestDatasetInfoLeavesNoLock(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for i := range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			name := fmt.Sprintf("d%d", i)
			errs <- WriteDatasetInfo(dir, []DatasetInfoEntry{{Name: name, File: name + ".jsonl"}})
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	b, err := os.ReadFile(filepath.Join(dir, "dataset_info.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil || len(m) != 16 {
		t.Fatalf("entries = %d (%v): %s", len(m), err, b)
	}
	if err := DropDatasetInfo(dir, []string{"d0.jsonl"}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, ".dataset_info.json.lock")); err == nil {
		t.Error(".dataset_info.json.lock left in the folder")
	}
}
