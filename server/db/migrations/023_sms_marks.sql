-- Marks by SMS when data fails (issue 44, docs/sms-marks.md).
--
-- Each account's SMS keys: the phone fetches one while online and signs the marks SMS it
-- prepares with it; the SMS names the key by its small number (key_id), which names the account.
-- A key is good for 30 days from issue; the phone asks again once fewer than 15 are left, and
-- the older key stays good until its own end.
CREATE SEQUENCE sms_key_id_seq;
CREATE TABLE sms_keys (
  key_id integer PRIMARY KEY DEFAULT nextval('sms_key_id_seq'),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- 32 random bytes, base64url: the HMAC key of the SMS code.
  secret text NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sms_keys_user_idx ON sms_keys (user_id, expires_at DESC);

-- Every SMS the gateway handed over, and what became of it: marks applied, marks the server
-- already had, and refusals (bad code, another area, garbled, unknown key, not a marks SMS)
-- for the admin to look into. A refused SMS moves no tally.
CREATE TABLE sms_inbox (
  id uuid PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  -- The gateway's id of this delivery: a retried delivery is answered from its row.
  event_id text UNIQUE,
  sender text NOT NULL,
  body text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('applied', 'duplicate', 'partial', 'refused')),
  reason text,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  key_id integer,
  assembly integer,
  part integer,
  applied integer NOT NULL DEFAULT 0,
  duplicate integer NOT NULL DEFAULT 0,
  refused integer NOT NULL DEFAULT 0,
  refused_serials jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX sms_inbox_received_idx ON sms_inbox (received_at DESC);
