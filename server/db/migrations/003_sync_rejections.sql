-- Refusals of pushed mutations, kept so a push replayed after a lost answer gets the same
-- errors again (the phone must still roll back and list them). The current row is read at
-- answer time, so only the refusal itself is stored. Rows leave when the client pushes from a
-- later id (it has settled them) or after 90 days (a device that never came back).
CREATE TABLE sync_rejections (
  client_id text NOT NULL,
  user_id uuid NOT NULL,
  mutation_id bigint NOT NULL,
  tbl text NOT NULL,
  id uuid NOT NULL,
  reason text NOT NULL,
  fields jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, user_id, mutation_id),
  FOREIGN KEY (client_id, user_id) REFERENCES sync_clients (client_id, user_id) ON DELETE CASCADE
);

CREATE INDEX sync_rejections_created_idx ON sync_rejections (created_at);
