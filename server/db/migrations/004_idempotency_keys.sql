-- Answers to API requests sent with an Idempotency-Key, per user: a request repeated after a
-- lost answer gets the stored answer instead of running again. status_code is NULL while the
-- first request runs; a second one meanwhile is told to come back later. Rows expire after
-- 7 days; a NULL row older than 10 minutes belongs to a server that died mid-request.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  status_code integer,
  content_type text,
  body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
