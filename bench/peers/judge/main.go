// Command judge runs `make bench-peers`: it builds a batch corpus from the
// captured MCP servers (and takes the JSON Schema Test Suite 2020-12
// corpus), runs json-schema-faker 0.6.3 (bench/peers/jsf.mjs) and mcpgen
// (`mcpgen synth --corpus`) on the same corpus, validates every instance of
// both with pkg/schema, and prints valid instances per second and the
// ratio.
//
// Timing: both synthesizers are timed as whole processes (wall clock, and
// user+system CPU from the OS): start-up, reading, compiling or resolving
// the schemas, generating, (for mcpgen) validating every instance, and
// writing. A second line also compares with json-schema-faker's own
// generation loop alone (start-up and I/O excluded, which favours it).
// Each synthesizer runs -runs times (same seed, same output), the runs of
// the two alternated, and its best wall and CPU times count, which damps
// the noise of a shared machine.
// Wall-clock rates use mcpgen's default workers (one per CPU;
// json-schema-faker is single-threaded); CPU rates come from runs with
// --workers 1 and compare the work done whatever the parallelism and the
// load of the machine.
//
//	go run ./bench/peers/judge -mcpgen bin/mcpgen -n 1000
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"time"

	"github.com/mcpgen/mcpgen/pkg/schema"
)

type line struct {
	ID        string            `json:"id"`
	Draft     string            `json:"draft,omitempty"`
	Schema    json.RawMessage   `json:"schema,omitempty"`
	Instances []json.RawMessage `json:"instances,omitempty"`
	Error     string            `json:"error,omitempty"`
}

type peerStats struct {
	Peer      string  `json:"peer"`
	Instances int     `json:"instances"`
	Errors    int     `json:"errors"`
	GenMs     float64 `json:"generateMs"`
	CPUMs     float64 `json:"cpuMs"`
}

func main() {
	mcpgen := flag.String("mcpgen", "bin/mcpgen", "mcpgen binary")
	n := flag.Int("n", 100, "instances per schema")
	seed := flag.Int("seed", 1, "seed for both synthesizers")
	work := flag.String("work", "bench/peers/out", "output folder")
	runs := flag.Int("runs", 3, "runs of each synthesizer; the best time counts (the outputs are identical)")
	flag.Parse()
	if err := os.MkdirAll(*work, 0o755); err != nil {
		fatal(err)
	}
	mcp := filepath.Join(*work, "corpus-mcp-tools.jsonl")
	if err := writeMCPCorpus("testdata/mcp-servers", mcp); err != nil {
		fatal(err)
	}
	corpora := []struct{ name, file string }{
		{"mcp-tools", mcp},
		{"suite-2020-12", "testdata/json-schema-test-suite/corpus-2020-12.jsonl"},
	}
	fmt.Printf("%-14s %-24s %8s %8s %8s %8s %10s %8s %11s\n", "corpus", "synthesizer", "schemas", "valid", "valid%", "wall s", "valid/s", "cpu s", "valid/cpu-s")
	for _, c := range corpora {
		schemas, err := readLines(c.file)
		if err != nil {
			fatal(err)
		}
		// Both synthesizers run -runs times, alternated (json-schema-faker,
		// mcpgen with its default workers, mcpgen --workers 1, and again),
		// so that a change in the machine's load hits both; the best time
		// of each counts.
		jsfOut := filepath.Join(*work, c.name+".jsf.jsonl")
		mOut := filepath.Join(*work, c.name+".mcpgen.jsonl")
		var ps peerStats
		var jSec, jCPU float64 // whole node process, like mcpgen's
		var mSec, mCPU float64
		for r := 0; r < *runs; r++ {
			var stderr bytes.Buffer
			start := time.Now()
			jst, err := runTo(jsfOut, &stderr, "node", "bench/peers/jsf.mjs", c.file, strconv.Itoa(*n), strconv.Itoa(*seed))
			if err != nil {
				fatal(fmt.Errorf("json-schema-faker: %w: %s", err, stderr.String()))
			}
			wall := time.Since(start).Seconds()
			cpu := (jst.UserTime() + jst.SystemTime()).Seconds()
			if r == 0 || wall < jSec {
				jSec = wall
			}
			if r == 0 || cpu < jCPU {
				jCPU = cpu
			}
			var one peerStats
			if err := json.Unmarshal(bytes.TrimSpace(lastLine(stderr.Bytes())), &one); err != nil {
				fatal(fmt.Errorf("json-schema-faker stats: %w: %s", err, stderr.String()))
			}
			if r == 0 || one.GenMs < ps.GenMs {
				ps.Peer, ps.GenMs = one.Peer, one.GenMs
			}
			if r == 0 || one.CPUMs < ps.CPUMs {
				ps.CPUMs = one.CPUMs
			}
			// mcpgen: default workers (one per CPU) for the wall rate, then
			// --workers 1, single-threaded like the peer, for the CPU rate;
			// the output is identical either way
			for _, single := range []bool{false, true} {
				args := []string{"synth", "--corpus", c.file, "-n", strconv.Itoa(*n), "--seed", strconv.Itoa(*seed)}
				if single {
					args = append(args, "--workers", "1")
				}
				start := time.Now()
				mst, err := runTo(mOut, os.Stderr, *mcpgen, args...)
				if err != nil {
					fatal(fmt.Errorf("mcpgen: %w", err))
				}
				wall := time.Since(start).Seconds()
				cpu := (mst.UserTime() + mst.SystemTime()).Seconds()
				if !single && (r == 0 || wall < mSec) {
					mSec = wall
				}
				if single && (r == 0 || cpu < mCPU) {
					mCPU = cpu
				}
			}
		}
		jv, jt, jfull := judge(schemas, jsfOut, *n)
		mv, mt, mfull := judge(schemas, mOut, *n)
		row := func(name string, v, t, full int, wall, cpu float64) {
			fmt.Printf("%-14s %-24s %8d %8d %7.2f%% %8.3f %10.0f %8.3f %11.0f   (%d/%d schemas all valid)\n",
				c.name, name, len(schemas), v, pct(v, t), wall, float64(v)/wall, cpu, float64(v)/cpu, full, len(schemas))
		}
		row(ps.Peer, jv, jt, jfull, jSec, jCPU)
		row("mcpgen", mv, mt, mfull, mSec, mCPU)
		fmt.Printf("%-14s ratio mcpgen/json-schema-faker (whole processes): %.1fx valid instances/s (wall), %.1fx valid instances per CPU-second\n",
			c.name, (float64(mv)/mSec)/(float64(jv)/jSec), (float64(mv)/mCPU)/(float64(jv)/jCPU))
		fmt.Printf("%-14s json-schema-faker's generation loop alone: %.0f valid/s wall, %.0f valid/cpu-s; mcpgen (whole process) is %.1fx and %.1fx that\n",
			c.name, float64(jv)/(ps.GenMs/1000), float64(jv)/(ps.CPUMs/1000),
			(float64(mv)/mSec)/(float64(jv)/(ps.GenMs/1000)), (float64(mv)/mCPU)/(float64(jv)/(ps.CPUMs/1000)))
	}
}

func pct(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}

// judge validates every instance in out against its schema (pkg/schema,
// formats asserted) and returns valid instances, expected instances
// (schemas × n) and the schemas whose n instances were all valid.
func judge(schemas []line, out string, n int) (valid, total, full int) {
	got, err := readLines(out)
	if err != nil {
		fatal(err)
	}
	byID := map[string]line{}
	for _, g := range got {
		byID[g.ID] = g
	}
	for _, s := range schemas {
		total += n
		d, err := schema.ParseDraft(s.Draft)
		if err != nil {
			d = schema.Draft2020
		}
		cs, err := schema.Compile(s.Schema, schema.CompileOptions{Draft: d, AssertFormat: true})
		if err != nil {
			continue
		}
		ok := 0
		for _, inst := range byID[s.ID].Instances {
			vs, err := cs.ValidateJSON(inst)
			if err == nil && len(vs) == 0 {
				ok++
			}
		}
		valid += ok
		if ok == n {
			full++
		}
	}
	return valid, total, full
}

func writeMCPCorpus(dir, out string) error {
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return err
	}
	sort.Strings(files)
	var b bytes.Buffer
	for _, fn := range files {
		data, err := os.ReadFile(fn)
		if err != nil {
			return err
		}
		var doc struct {
			Server string `json:"server"`
			Tools  []struct {
				Name        string          `json:"name"`
				InputSchema json.RawMessage `json:"inputSchema"`
			} `json:"tools"`
		}
		if err := json.Unmarshal(data, &doc); err != nil {
			return fmt.Errorf("%s: %w", fn, err)
		}
		for _, t := range doc.Tools {
			l, _ := json.Marshal(line{ID: doc.Server + "/" + t.Name, Draft: "2020-12", Schema: t.InputSchema})
			b.Write(l)
			b.WriteByte('\n')
		}
	}
	return os.WriteFile(out, b.Bytes(), 0o644)
}

func readLines(fn string) ([]line, error) {
	f, err := os.Open(fn)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []line
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<30)
	for sc.Scan() {
		var l line
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			return nil, fmt.Errorf("%s: %w", fn, err)
		}
		out = append(out, l)
	}
	return out, sc.Err()
}

func runTo(out string, stderr io.Writer, name string, args ...string) (*os.ProcessState, error) {
	f, err := os.Create(out)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	cmd := exec.Command(name, args...)
	cmd.Stdout = f
	cmd.Stderr = stderr
	err = cmd.Run()
	return cmd.ProcessState, err
}

func lastLine(b []byte) []byte {
	b = bytes.TrimRight(b, "\n")
	if i := bytes.LastIndexByte(b, '\n'); i >= 0 {
		return b[i+1:]
	}
	return b
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "bench-peers:", err)
	os.Exit(1)
}
