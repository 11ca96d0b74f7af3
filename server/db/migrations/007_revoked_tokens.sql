-- Sign-ins ended by logout (the tokens' sid; see server/auth/tokens.ts). A row is kept
-- until every token of that sign-in would have expired anyway, then pruned.
CREATE TABLE revoked_tokens (
  id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE INDEX revoked_tokens_expires_idx ON revoked_tokens (expires_at);
