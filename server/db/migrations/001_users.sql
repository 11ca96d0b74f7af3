-- Accounts and their profiles (the specification's fields booth user). The seven profile lists live in jsonb.
CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'worker')),
  -- Organisation path the user may see; '' = everything; NULL = only own records.
  scope text,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  profile jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Server settings that must survive restarts and be shared by several app servers (JWT key).
CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
