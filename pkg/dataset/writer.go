package dataset

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"io"
	"os"
	"path/filepath"

	"github.com/mcpgen/mcpgen/internal/atomicfile"
)

// PartialSuffix is appended to a dataset path while it is being written.
const PartialSuffix = ".partial"

// FileSum describes one written dataset file, as recorded in the manifest.
type FileSum struct {
	// Path is the file's path as given to Create ("-" for stdout).
	Path string `json:"path"`
	// Split is "train", "valid", "test" or "" when the run is not split.
	Split string `json:"split,omitempty"`
	// Lines is the number of JSONL lines (records).
	Lines int `json:"lines"`
	// Bytes is the file size in bytes.
	Bytes int64 `json:"bytes"`
	// SHA256 is the lowercase hex sha256 of the file's bytes.
	SHA256 string `json:"sha256"`
}

// A Writer streams JSONL lines to a dataset file. For a path it writes
// "<path>.partial" and renames it to path on Commit, so path only ever holds
// a complete dataset; Abort keeps the partial file holding whole lines only,
// for Resume. A Writer is not safe for concurrent use.
type Writer struct {
	path    string
	f       *os.File // nil for a stream
	bw      *bufio.Writer
	h       hash.Hash
	lines   int
	bytes   int64
	done    bool
	lastErr error
}

const writerBuf = 256 << 10

// Create starts a new dataset file at path: it creates (or truncates)
// "<path>.partial" in path's directory. It returns an error naming the file
// if it cannot be created, or if path exists and is not a regular file (a
// device such as /dev/null or a FIFO, which the final rename would replace).
// path "-" is rejected: use NewStreamWriter.
func Create(path string) (*Writer, error) {
	if path == "-" || path == "" {
		return nil, fmt.Errorf("dataset: create %q: use NewStreamWriter for standard output", path)
	}
	if err := atomicfile.CheckRegular(path); err != nil {
		return nil, fmt.Errorf("dataset: create %s: %w", path, err)
	}
	f, err := os.OpenFile(path+PartialSuffix, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return nil, fmt.Errorf("dataset: create %s: %w", path, err)
	}
	h := sha256.New()
	return &Writer{path: path, f: f, h: h, bw: bufio.NewWriterSize(io.MultiWriter(f, h), writerBuf)}, nil
}

// Resume reopens "<path>.partial" left by an interrupted run (Abort or a
// crash): it truncates the file after its last complete line, hashes what
// stays, and appends from there. Lines reports how many records it kept. It
// returns an error wrapping fs.ErrNotExist if there is no partial file.
func Resume(path string) (*Writer, error) {
	return resume(path, -1)
}

// ResumeAt is Resume keeping only the first lines complete lines (the
// lines a checkpoint recorded: those written after it are dropped, to be
// written again). It returns an error naming the file when it holds fewer.
func ResumeAt(path string, lines int) (*Writer, error) {
	if lines < 0 {
		return nil, fmt.Errorf("dataset: resume %s: negative line count %d", path, lines)
	}
	return resume(path, lines)
}

// resume reopens path's partial file keeping its first limit complete
// lines (all of them when limit < 0).
func resume(path string, limit int) (*Writer, error) {
	pp := path + PartialSuffix
	f, err := os.OpenFile(pp, os.O_RDWR, 0)
	if err != nil {
		return nil, fmt.Errorf("dataset: resume %s: %w", path, err)
	}
	h := sha256.New()
	var keep int64
	lines := 0
	br := bufio.NewReaderSize(f, writerBuf)
	for lines != limit {
		chunk, err := br.ReadSlice('\n')
		if err == nil {
			h.Write(chunk)
			keep += int64(len(chunk))
			lines++
			continue
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			// A line longer than the buffer: hash it piece by piece.
			line := append([]byte(nil), chunk...)
			for errors.Is(err, bufio.ErrBufferFull) {
				chunk, err = br.ReadSlice('\n')
				line = append(line, chunk...)
			}
			if err == nil {
				h.Write(line)
				keep += int64(len(line))
				lines++
				continue
			}
		}
		if err == io.EOF {
			break
		}
		f.Close()
		return nil, fmt.Errorf("dataset: resume %s: %w", pp, err)
	}
	if limit >= 0 && lines < limit {
		f.Close()
		return nil, fmt.Errorf("dataset: resume %s: holds %d complete lines, want at least %d", pp, lines, limit)
	}
	if err := f.Truncate(keep); err != nil {
		f.Close()
		return nil, fmt.Errorf("dataset: resume %s: truncate: %w", pp, err)
	}
	if _, err := f.Seek(keep, io.SeekStart); err != nil {
		f.Close()
		return nil, fmt.Errorf("dataset: resume %s: %w", pp, err)
	}
	return &Writer{path: path, f: f, h: h, lines: lines, bytes: keep,
		bw: bufio.NewWriterSize(io.MultiWriter(f, h), writerBuf)}, nil
}

// NewStreamWriter returns a Writer that writes lines to w (standard output
// for "-o -"). Commit flushes and reports the stream's hash; Abort flushes.
func NewStreamWriter(w io.Writer) *Writer {
	h := sha256.New()
	return &Writer{path: "-", h: h, bw: bufio.NewWriterSize(io.MultiWriter(w, h), writerBuf)}
}

// Path returns the final path ("-" for a stream).
func (w *Writer) Path() string { return w.path }

// Lines returns the number of lines written so far (including those kept by
// Resume).
func (w *Writer) Lines() int { return w.lines }

// Write appends line and a newline. line must be one JSON value without a
// newline: a line containing '\n' or '\r' is rejected, since it would split
// the record. Only whole lines ever reach the file before Abort or Commit.
func (w *Writer) Write(line []byte) error {
	if w.done {
		return fmt.Errorf("dataset: write %s: writer already closed", w.path)
	}
	if w.lastErr != nil {
		return w.lastErr
	}
	if bytes.IndexByte(line, '\n') >= 0 || bytes.IndexByte(line, '\r') >= 0 {
		return fmt.Errorf("dataset: write %s line %d: line contains a newline", w.path, w.lines+1)
	}
	if len(line) == 0 {
		return fmt.Errorf("dataset: write %s line %d: empty line", w.path, w.lines+1)
	}
	if w.bw.Available() < len(line)+1 && w.bw.Buffered() > 0 {
		// Flush before a line that does not fit, so the file on disk ends
		// on a line boundary unless the process dies inside a syscall.
		if err := w.bw.Flush(); err != nil {
			w.lastErr = fmt.Errorf("dataset: write %s: %w", w.path, err)
			return w.lastErr
		}
	}
	if _, err := w.bw.Write(line); err != nil {
		w.lastErr = fmt.Errorf("dataset: write %s: %w", w.path, err)
		return w.lastErr
	}
	if err := w.bw.WriteByte('\n'); err != nil {
		w.lastErr = fmt.Errorf("dataset: write %s: %w", w.path, err)
		return w.lastErr
	}
	w.lines++
	w.bytes += int64(len(line)) + 1
	return nil
}

// Flush writes buffered lines to the partial file (whole lines only) and
// syncs it, so a checkpoint in the manifest matches what is on disk.
func (w *Writer) Flush() error {
	if w.done {
		return nil
	}
	if err := w.bw.Flush(); err != nil {
		return fmt.Errorf("dataset: flush %s: %w", w.path, err)
	}
	if w.f != nil {
		if err := w.f.Sync(); err != nil {
			return fmt.Errorf("dataset: sync %s: %w", w.path, err)
		}
	}
	return nil
}

// Sum returns the FileSum of what has been written so far.
func (w *Writer) Sum() FileSum {
	return FileSum{Path: w.path, Lines: w.lines, Bytes: w.bytes, SHA256: hex.EncodeToString(w.h.Sum(nil))}
}

// Commit flushes, syncs and closes the partial file and renames it to the
// final path (replacing any file there), then syncs the directory. It
// returns the file's line count, size and sha256. After a failed Commit the
// partial file is kept.
func (w *Writer) Commit() (FileSum, error) {
	if w.done {
		return FileSum{}, fmt.Errorf("dataset: commit %s: writer already closed", w.path)
	}
	if w.lastErr != nil {
		w.Abort()
		return FileSum{}, w.lastErr
	}
	if err := w.Flush(); err != nil {
		w.Abort()
		return FileSum{}, err
	}
	w.done = true
	sum := w.Sum()
	if w.f == nil {
		return sum, nil
	}
	if err := w.f.Close(); err != nil {
		return FileSum{}, fmt.Errorf("dataset: close %s: %w", w.path+PartialSuffix, err)
	}
	if err := os.Rename(w.path+PartialSuffix, w.path); err != nil {
		return FileSum{}, fmt.Errorf("dataset: commit %s: %w", w.path, err)
	}
	atomicfile.SyncDir(filepath.Dir(w.path))
	return sum, nil
}

// Abort flushes the whole lines written so far, syncs and closes the
// partial file, and leaves it in place for Resume. It is safe to call after
// Commit (it then does nothing), so `defer w.Abort()` is the usual pattern.
func (w *Writer) Abort() error {
	if w.done {
		return nil
	}
	w.done = true
	var err error
	if ferr := w.bw.Flush(); ferr != nil {
		err = fmt.Errorf("dataset: abort %s: %w", w.path, ferr)
	}
	if w.f != nil {
		if serr := w.f.Sync(); serr != nil && err == nil {
			err = fmt.Errorf("dataset: abort %s: %w", w.path, serr)
		}
		if cerr := w.f.Close(); cerr != nil && err == nil {
			err = fmt.Errorf("dataset: abort %s: %w", w.path, cerr)
		}
	}
	return err
}
