-- Written for Imprint's highlighting tests by the Imprint team. Modelled on the migrations of a
-- sync server for a journaling app as a blog post lays them out: the PostgreSQL schema with a
-- trigger and queries the server runs, then the SQLite schema the app keeps on the device.

-- =====================================================================
-- migrations/0001_create_accounts.sql (PostgreSQL)
-- =====================================================================
CREATE EXTENSION IF NOT EXISTS "pgcrypto";

CREATE TABLE accounts (
    id              UUID PRIMARY KEY DEFAULT gen_random_uuid(),
    apple_user_id   TEXT NOT NULL UNIQUE,
    email           VARCHAR(320),
    plan            TEXT NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'plus', 'family')),
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE "entries" (
    id          BIGSERIAL PRIMARY KEY,
    account_id  UUID NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    "date"      DATE NOT NULL,
    body        TEXT NOT NULL DEFAULT '',
    mood        SMALLINT CHECK (mood BETWEEN 1 AND 5),
    metadata    JSONB NOT NULL DEFAULT '{}'::jsonb,
    revision    INTEGER NOT NULL DEFAULT 1,
    deleted     BOOLEAN NOT NULL DEFAULT FALSE,
    updated_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (account_id, "date")
);

/* Sync asks for "everything changed since", per account; deleted rows
   stay as tombstones for 30 days /* see 0003 */ so devices learn of them. */
CREATE INDEX CONCURRENTLY entries_account_updated_idx ON entries (account_id, updated_at);

-- =====================================================================
-- migrations/0002_touch_updated_at.sql
-- =====================================================================
CREATE OR REPLACE FUNCTION touch_updated_at() RETURNS trigger AS $$
BEGIN
    NEW.updated_at := now();
    IF TG_TABLE_NAME = 'entries' THEN
        NEW.revision := OLD.revision + 1;
    END IF;
    RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER entries_touch BEFORE UPDATE ON entries
    FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

CREATE TRIGGER accounts_touch BEFORE UPDATE ON accounts
    FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

-- =====================================================================
-- migrations/0003_purge_tombstones.sql
-- =====================================================================
DELETE FROM entries
WHERE deleted AND updated_at < now() - INTERVAL '30 days';

-- =====================================================================
-- queries.sql: what the server runs ($1, $2 are bound by PostgresNIO)
-- =====================================================================

-- Changes since the device's last sync, oldest first.
SELECT e.id, e."date", e.body, e.mood, e.metadata ->> 'weather' AS weather, e.revision, e.deleted
FROM entries AS e
WHERE e.account_id = $1
  AND e.updated_at > $2
ORDER BY e.updated_at ASC
LIMIT 500;

-- Upload from a device: the newer revision wins.
INSERT INTO entries (account_id, "date", body, mood, revision)
VALUES ($1, $2, $3, $4, $5)
ON CONFLICT (account_id, "date") DO UPDATE
    SET body = EXCLUDED.body,
        mood = EXCLUDED.mood
    WHERE entries.revision < EXCLUDED.revision
RETURNING id, revision;

-- Streaks for the "year in review" screen: consecutive days with an entry.
WITH days AS (
    SELECT "date", "date" - (ROW_NUMBER() OVER (ORDER BY "date"))::int AS streak
    FROM entries
    WHERE account_id = $1 AND NOT deleted
      AND "date" >= date_trunc('year', CURRENT_DATE)
)
SELECT MIN("date") AS started, MAX("date") AS ended, COUNT(*) AS length
FROM days
GROUP BY streak
HAVING COUNT(*) >= 3
ORDER BY length DESC, started
LIMIT 10;

-- Average mood per month, for the chart; months without entries are left out.
SELECT to_char(date_trunc('month', "date"), 'Mon ''YY') AS month,
       round(AVG(mood)::numeric, 2) AS average,
       COUNT(*) FILTER (WHERE mood >= 4) AS good_days
FROM entries
WHERE account_id = $1 AND mood IS NOT NULL
GROUP BY 1
ORDER BY MIN("date");

-- =====================================================================
-- App/Database/Schema.sql (SQLite, on the device)
-- =====================================================================
PRAGMA foreign_keys = ON;
PRAGMA journal_mode = WAL;

CREATE TABLE IF NOT EXISTS entry (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    server_id   INTEGER UNIQUE,
    date        TEXT NOT NULL UNIQUE,     -- "2024-05-17", the user's calendar day
    body        TEXT NOT NULL DEFAULT '',
    mood        INTEGER CHECK (mood IS NULL OR mood BETWEEN 1 AND 5),
    revision    INTEGER NOT NULL DEFAULT 0,
    is_dirty    INTEGER NOT NULL DEFAULT 1
) STRICT;

CREATE VIRTUAL TABLE IF NOT EXISTS entry_search USING fts5(body, content = 'entry', content_rowid = 'id');

CREATE TRIGGER IF NOT EXISTS entry_search_insert AFTER INSERT ON entry BEGIN
    INSERT INTO entry_search (rowid, body) VALUES (new.id, new.body);
END;

-- Search as the user types; the app binds :query with a trailing * for prefixes.
SELECT entry.id, entry.date, snippet(entry_search, 0, '<b>', '</b>', '…', 12) AS excerpt
FROM entry_search
JOIN entry ON entry.id = entry_search.rowid
WHERE entry_search MATCH :query
ORDER BY rank
LIMIT 20 OFFSET 0;

UPDATE entry SET is_dirty = 0, revision = revision + 1 WHERE id IN (SELECT value FROM json_each(?1));
