// Written for Imprint's highlighting tests by the Imprint team. Modelled on the small Node
// back ends indie app developers write for their apps: an Express server with a JSON API for
// changelog entries, webhook signature checks, and a React page rendered on the server.

'use strict';

const crypto = require('node:crypto');
const path = require('node:path');
const express = require('express');
const React = require('react');
const { renderToString } = require('react-dom/server');

const PORT = Number.parseInt(process.env.PORT ?? '3000', 10);
const WEBHOOK_SECRET = process.env.WEBHOOK_SECRET || '';
const VERSION_PATTERN = /^v?(\d+)\.(\d+)(?:\.(\d+))?$/;

const app = express();
app.set('trust proxy', 1);
app.use(express.json({ limit: '100kb' }));
app.use('/static', express.static(path.join(__dirname, 'public'), { maxAge: '7d' }));

/** In-memory store; the real one sits in SQLite. */
const entries = new Map();
let nextId = 1;

function parseVersion(text) {
  const match = VERSION_PATTERN.exec(String(text).trim());
  if (!match) {
    return null;
  }
  const [, major, minor, patch = '0'] = match;
  return { major: +major, minor: +minor, patch: +patch };
}

function compareVersions(a, b) {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}

function verifySignature(req) {
  const signature = req.get('X-Signature') ?? '';
  const expected = crypto.createHmac('sha256', WEBHOOK_SECRET).update(JSON.stringify(req.body)).digest('hex');
  return signature.length === expected.length && crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}

const asyncRoute = (handler) => (req, res, next) => {
  Promise.resolve(handler(req, res, next)).catch(next);
};

app.get('/api/entries', (req, res) => {
  const platform = typeof req.query.platform === 'string' ? req.query.platform : undefined;
  const list = [...entries.values()]
    .filter((entry) => !platform || entry.platforms.includes(platform))
    .sort((a, b) => compareVersions(b.version, a.version));
  res.json({ count: list.length, entries: list });
});

app.get('/api/entries/:id', (req, res) => {
  const entry = entries.get(Number(req.params.id));
  if (entry === undefined) {
    return res.status(404).json({ error: `No entry ${req.params.id}` });
  }
  res.json(entry);
});

app.post('/api/entries', asyncRoute(async (req, res) => {
  if (!verifySignature(req)) {
    res.status(401).end();
    return;
  }
  const version = parseVersion(req.body.version);
  if (!version) {
    res.status(422).json({ error: 'version must look like 1.2 or v1.2.3' });
    return;
  }
  const entry = {
    id: nextId++,
    version,
    notes: req.body.notes.split(/\r?\n/).filter(Boolean),
    platforms: req.body.platforms ?? ['ios'],
    publishedAt: new Date().toISOString(),
  };
  entries.set(entry.id, entry);
  res.status(201).location(`/api/entries/${entry.id}`).json(entry);
}));

function Changelog({ items, title = 'What’s new' }) {
  const [first, ...older] = items;
  return (
    <main className="changelog">
      <h1>{title}</h1>
      {first && <Release entry={first} highlighted />}
      <ul>
        {older.map((entry) => (
          <li key={entry.id}>
            <Release entry={entry} />
          </li>
        ))}
      </ul>
    </main>
  );
}

function Release({ entry, highlighted = false }) {
  const { major, minor, patch } = entry.version;
  return (
    <section className={highlighted ? 'release release--latest' : 'release'}>
      <h2>
        Version {major}.{minor}.{patch}
      </h2>
      <ul>{entry.notes.map((note, index) => <li key={index}>{note}</li>)}</ul>
    </section>
  );
}

app.get('/changelog', (req, res) => {
  const items = [...entries.values()].sort((a, b) => compareVersions(b.version, a.version));
  const html = renderToString(<Changelog items={items} />);
  res.type('html').send(`<!doctype html><link rel="stylesheet" href="/static/site.css">${html}`);
});

app.use((err, req, res, _next) => {
  console.error(err);
  res.status(err.status || 500).json({ error: err.expose ? err.message : 'Internal error' });
});

if (require.main === module) {
  app.listen(PORT, () => console.log(`changelog server on http://localhost:${PORT}`));
}

module.exports = { app, parseVersion, compareVersions };
