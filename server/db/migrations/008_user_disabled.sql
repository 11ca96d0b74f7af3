-- A disabled account (lost phone, someone who left): every token of it is refused at once and
-- it cannot sign in; its records stay. NULL = active.
ALTER TABLE users ADD COLUMN disabled_at timestamptz;
