// Written for Imprint's highlighting tests by the Imprint team. Modelled on the small Go servers
// indie developers write beside their apps: an HTTP endpoint that receives App Store Server
// Notifications, keeps the latest per app in memory, and serves a JSON status page.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"sync"
	"time"
)

// Kind is the type of a notification, as Apple's payload names it.
type Kind int

const (
	KindUnknown Kind = iota
	KindSubscribed
	KindDidRenew
	KindExpired
	KindRefund
)

var kindNames = map[string]Kind{
	"SUBSCRIBED": KindSubscribed,
	"DID_RENEW":  KindDidRenew,
	"EXPIRED":    KindExpired,
	"REFUND":     KindRefund,
}

type Notification struct {
	UUID     string    `json:"notificationUUID"`
	Type     string    `json:"notificationType"`
	BundleID string    `json:"bundleId,omitempty"`
	Received time.Time `json:"received"`
}

// Store keeps the latest notifications of each app; it is safe for concurrent use.
type Store struct {
	mu     sync.RWMutex
	byApp  map[string][]Notification
	limit  int
	events chan Notification
}

func NewStore(limit int) *Store {
	return &Store{byApp: make(map[string][]Notification), limit: limit, events: make(chan Notification, 16)}
}

func (s *Store) Add(n Notification) {
	s.mu.Lock()
	defer s.mu.Unlock()
	list := append(s.byApp[n.BundleID], n)
	if len(list) > s.limit {
		list = list[len(list)-s.limit:]
	}
	s.byApp[n.BundleID] = list
	select {
	case s.events <- n:
	default: // nobody is listening; drop it
	}
}

func (s *Store) Latest(bundleID string) (Notification, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	list := s.byApp[bundleID]
	if len(list) == 0 {
		return Notification{}, false
	}
	return list[len(list)-1], true
}

// Filter returns the elements of items for which keep is true.
func Filter[T any](items []T, keep func(T) bool) []T {
	var kept []T
	for _, item := range items {
		if keep(item) {
			kept = append(kept, item)
		}
	}
	return kept
}

var errBadPayload = errors.New("notification: bad payload")

func decode(r *http.Request) (Notification, error) {
	var n Notification
	if err := json.NewDecoder(http.MaxBytesReader(nil, r.Body, 1<<20 /* 1 MB */)).Decode(&n); err != nil {
		return n, fmt.Errorf("%w: %v", errBadPayload, err)
	}
	if n.UUID == "" || strings.ContainsRune(n.UUID, ' ') {
		return n, errBadPayload
	}
	n.Received = time.Now().UTC()
	return n, nil
}

func (s *Store) handleNotification(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "POST only", http.StatusMethodNotAllowed)
		return
	}
	n, err := decode(r)
	switch {
	case errors.Is(err, errBadPayload):
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	case err != nil:
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	s.Add(n)
	w.WriteHeader(http.StatusAccepted)
}

const statusTemplate = `<!doctype html>
<title>Notifications</title>
<p>Latest for %s: %s at %s</p>
`

func (s *Store) handleStatus(w http.ResponseWriter, r *http.Request) {
	app := r.URL.Query().Get("app")
	n, ok := s.Latest(app)
	if !ok {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, statusTemplate, app, n.Type, n.Received.Format(time.RFC3339))
}

func main() {
	addr := flag.String("addr", ":8080", "address to listen on")
	limit := flag.Int("limit", 50, "notifications kept per app")
	flag.Parse()

	store := NewStore(*limit)
	mux := http.NewServeMux()
	mux.HandleFunc("/notifications", store.handleNotification)
	mux.HandleFunc("/status", store.handleStatus)

	go func() {
		for n := range store.events {
			if kindNames[n.Type] == KindRefund {
				slog.Warn("refund", "app", n.BundleID, "uuid", n.UUID)
			}
		}
	}()

	server := &http.Server{Addr: *addr, Handler: mux, ReadTimeout: 5 * time.Second}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 2500*time.Millisecond)
		defer cancel()
		_ = server.Shutdown(shutdown)
	}()

	slog.Info("listening", "addr", *addr, "ratio", 0.75, "mask", 0x1F)
	if err := server.ListenAndServe(); !errors.Is(err, http.ErrServerClosed) {
		slog.Error("server stopped", "err", err)
		os.Exit(1)
	}
}
